import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { SignerIdentity } from './identity';

describe('heloc-signer/identity', () => {
  it('says why, and sends the chosen passport photo with its type', async () => {
    const onSubmit = vi.fn();
    renderWithProviders(
      <SignerIdentity
        application={{ borrowerName: 'Ann Lee' }}
        onSubmit={onSubmit}
        checkFile={() => Promise.resolve(null)}
        initialKind="US Passport"
      />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Verify your identity' })).toBeInTheDocument();
    expect(screen.getByText(/Before you sign for Ann Lee’s line of credit/)).toBeInTheDocument();
    // A PDF: no image preview to draw in jsdom, the file's name shows instead.
    const file = new File(['%PDF-1.4\n%%EOF\n'], 'passport.pdf', { type: 'application/pdf' });
    const picker = screen
      .getByRole('region', { name: /^Front of your/ })
      .querySelectorAll<HTMLInputElement>('input[type=file]')[1];
    await userEvent.upload(picker as HTMLInputElement, file);
    expect(await screen.findByText(/passport\.pdf/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ type: 'PASSPORTFRONT', files: [file] }));
  });
  it('asks for the kind of ID first', async () => {
    renderWithProviders(<SignerIdentity application={{ borrowerName: null }} onSubmit={vi.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Choose the kind of ID you will use')).toBeInTheDocument();
  });
});
