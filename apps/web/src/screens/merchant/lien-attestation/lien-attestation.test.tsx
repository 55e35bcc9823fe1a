import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LIEN_FACTS } from '../../../test/offer-fixtures';
import { renderWithProviders } from '../../../test/render';
import { MerchantLienAttestation } from './lien-attestation';

describe('merchant/lien-attestation', () => {
  it('is the same attestation as liens: confirm, attest, send the liens step body', async () => {
    const onSubmit = vi.fn();
    renderWithProviders(<MerchantLienAttestation facts={LIEN_FACTS.withInquiries} onSubmit={onSubmit} />);
    const user = userEvent.setup();
    expect(screen.getByRole('heading', { level: 1, name: 'Confirm the loans on your home' })).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'This is correct' }));
    for (const name of [/Big Bank/, /Auto Finance/])
      await user.click(within(screen.getByRole('radiogroup', { name })).getByRole('radio', { name: 'No' }));
    await user.click(screen.getByRole('checkbox', { name: /I confirm/ }));
    await user.click(screen.getByRole('button', { name: 'Confirm and continue' }));
    expect(onSubmit).toHaveBeenCalledExactlyOnceWith({
      attest: true,
      corrections: [],
      liens: [],
      inquiries: [
        { inquiryUuid: 'inq-1', newDebt: false },
        { inquiryUuid: 'inq-2', newDebt: false },
      ],
    });
  });
});
