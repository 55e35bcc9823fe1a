import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { BankManualDisburse } from './manual-disburse';

const setup = (props: { error?: string | null } = {}) => {
  const onSubmit = vi.fn();
  renderWithProviders(<BankManualDisburse backHref="/disburse" onSubmit={onSubmit} {...props} />);
  return { onSubmit, user: userEvent.setup() };
};
const field = (name: RegExp) => screen.getByRole('textbox', { name });

async function fill(user: ReturnType<typeof userEvent.setup>, again = '000987654321') {
  await user.type(field(/^Routing number/), '021000021');
  await user.type(field(/^Account number(?! again)/), '000987654321');
  await user.type(field(/^Account number again/), again);
  await user.click(screen.getByRole('radio', { name: 'Checking' }));
}

describe('bank/manual-disburse', () => {
  it('sends the account typed in', async () => {
    const { onSubmit, user } = setup();
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onSubmit).toHaveBeenCalledExactlyOnceWith({
      mode: 'manual',
      routingNumber: '021000021',
      accountNumber: '000987654321',
      accountType: 'CHECKING',
    });
  });

  it('says when the account number typed twice differs, and sends nothing', async () => {
    const { onSubmit, user } = setup();
    await fill(user, '000987654320');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('The account numbers do not match')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('asks for every field, and does not pretend to know the bank from the routing number', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findAllByText('Required')).toHaveLength(4);
    expect(
      screen.getByText('Check the routing number with your bank: we cannot look up the bank’s name here.'),
    ).toBeInTheDocument();
  });

  it('keeps what was typed when the request fails, and saves none of it in the browser', async () => {
    const { user } = setup({ error: 'We could not reach the server. Check your connection and try again.' });
    await fill(user);
    expect(screen.getByRole('alert', { name: 'That did not work' })).toBeInTheDocument();
    expect(field(/^Account number again/)).toHaveValue('000987654321');
    const stored = JSON.stringify({ ...sessionStorage }) + JSON.stringify({ ...localStorage });
    expect(stored).not.toContain('000987654321');
    expect(stored).not.toContain('021000021');
  });
});
