import { EMPLOYER_CONTACT_REQUIRED } from '@heloc/core';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { EmployerVerification } from './employer-verification';

const setup = (props: Partial<Parameters<typeof EmployerVerification>[0]> = {}) => {
  const onSubmit = vi.fn();
  const onChange = vi.fn();
  renderWithProviders(<EmployerVerification today="2026-11-23" onSubmit={onSubmit} onChange={onChange} {...props} />);
  return { onSubmit, onChange, user: userEvent.setup() };
};
const field = (name: RegExp) => screen.getByLabelText(name);

describe('income/employer-verification', () => {
  it('takes the employer, job, start date and an HR phone shown as (xxx) xxx-xxxx', async () => {
    const { user, onSubmit, onChange } = setup();
    expect(screen.getByRole('heading', { level: 1, name: 'Tell us about your employment' })).toBeInTheDocument();
    await user.type(field(/^Employer or business name/), 'Acme Corp');
    await user.type(field(/^Job title/), 'Engineer');
    await user.type(field(/^Start date/), '2019-03-01');
    await user.type(field(/^HR or verification phone/), '4155550199');
    await user.tab();
    expect(field(/^HR or verification phone/)).toHaveValue('(415) 555-0199');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onSubmit).toHaveBeenCalledExactlyOnceWith({
      employerName: 'Acme Corp',
      jobTitle: 'Engineer',
      startDate: '2019-03-01',
      employerPhone: '(415) 555-0199',
      employerEmail: undefined,
    });
    expect(onChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ employerName: 'Acme Corp', employerPhone: '(415) 555-0199' }),
    );
  });

  it('takes an email instead of a phone', async () => {
    const { user, onSubmit } = setup({
      initial: { employerName: 'Lee Design LLC', jobTitle: 'Owner', startDate: '2015-06-01' },
    });
    await user.type(field(/^HR or verification email/), 'hr@leedesign.example');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onSubmit).toHaveBeenCalledExactlyOnceWith(
      expect.objectContaining({ employerPhone: undefined, employerEmail: 'hr@leedesign.example' }),
    );
  });

  it('asks for at least one way to reach the employer, and refuses a start date in the future', async () => {
    const { user, onSubmit } = setup({ initial: { employerName: 'Acme Corp', jobTitle: 'Engineer' } });
    await user.type(field(/^Start date/), '2027-01-01');
    await user.tab();
    expect(await screen.findByText('Cannot be in the future')).toBeInTheDocument();
    // Leaving the phone empty to give an email is not an error yet.
    await user.click(field(/^HR or verification phone/));
    await user.tab();
    expect(screen.queryByText(EMPLOYER_CONTACT_REQUIRED)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText(EMPLOYER_CONTACT_REQUIRED)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('keeps a draft as typed and shows a failure beside the button', () => {
    setup({
      initial: { employerName: 'Acme Corp', employerPhone: '4155550199' },
      error: 'We could not reach the server. Check your connection and try again.',
      submitting: true,
    });
    expect(field(/^Employer or business name/)).toHaveValue('Acme Corp');
    expect(field(/^HR or verification phone/)).toHaveValue('(415) 555-0199');
    expect(screen.getByRole('alert', { name: 'That did not work' })).toHaveTextContent(
      'We could not reach the server.',
    );
    expect(screen.getByRole('button', { name: 'Continue' })).toHaveAttribute('data-loading', 'true');
  });
});
