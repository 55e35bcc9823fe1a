import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../test/render';
import { SignerConditionIdentity } from './identity';

const condition = {
  uuid: 'c1',
  created: '2026-01-01T00:00:00.000Z',
  categoryEnum: 'ID_VERIFICATION_FAILURE',
  commentsToBorrower: 'Your ID photo was blurry.',
  actionNeeded: true,
};

describe('heloc-signer/conditions/identity', () => {
  it('says why and sends the ID again', async () => {
    const onSubmit = vi.fn();
    renderWithProviders(
      <SignerConditionIdentity
        condition={condition}
        onSubmit={onSubmit}
        checkFile={() => Promise.resolve(null)}
        initialKind="US Passport"
      />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Verify your identity again' })).toBeInTheDocument();
    expect(screen.getByText('Your ID photo was blurry.')).toBeInTheDocument();
    const file = new File(['%PDF-1.4\n%%EOF\n'], 'passport.pdf', { type: 'application/pdf' });
    const picker = screen
      .getByRole('region', { name: /^Front of your/ })
      .querySelectorAll<HTMLInputElement>('input[type=file]')[1];
    await userEvent.upload(picker as HTMLInputElement, file);
    await userEvent.click(screen.getByRole('button', { name: 'Send my ID' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ type: 'PASSPORTFRONT', files: [file] }));
  });
});
