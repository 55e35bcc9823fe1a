import { LIEN_ATTESTATION_MESSAGES } from '@heloc/core';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LIEN_FACTS } from '../../test/offer-fixtures';
import { renderWithProviders } from '../../test/render';
import { Liens } from './liens';

describe('liens', () => {
  it('asks the borrower to confirm the loans on their home, each one found with its balance', () => {
    renderWithProviders(<Liens facts={LIEN_FACTS.twoLiens} onSubmit={vi.fn()} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Confirm the loans on your home' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Second Street Credit Union' })).toBeInTheDocument();
    expect(screen.getByText('$42,500')).toBeInTheDocument();
  });

  it('marks a lien paid off with a note and sends it as a correction', async () => {
    const onSubmit = vi.fn();
    renderWithProviders(<Liens facts={LIEN_FACTS.twoLiens} onSubmit={onSubmit} />);
    const user = userEvent.setup();
    await user.click(within(screen.getByRole('radiogroup', { name: /Acme Mortgage/ })).getByRole('radio', { name: 'This is correct' }));
    await user.click(within(screen.getByRole('radiogroup', { name: /Second Street/ })).getByRole('radio', { name: 'This is paid off' }));
    await user.click(screen.getByRole('checkbox', { name: /I confirm/ }));
    await user.click(screen.getByRole('button', { name: 'Confirm and continue' }));
    expect(screen.getByText(LIEN_ATTESTATION_MESSAGES.paidOffNote)).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'When and how was it paid off?' }), 'Closed in May 2026');
    await user.click(screen.getByRole('button', { name: 'Confirm and continue' }));
    expect(onSubmit).toHaveBeenCalledExactlyOnceWith({ attest: true, corrections: [{ lienUuid: 'lien-2', paidOff: true, balance: 0, note: 'Closed in May 2026' }], liens: [], inquiries: [] });
  });

  it('with nothing found, still asks for the attestation and lets a missed loan be added', () => {
    renderWithProviders(<Liens facts={LIEN_FACTS.none} onSubmit={vi.fn()} />);
    expect(screen.getByText('The title search found no loans or liens on your home.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add a loan' })).toBeInTheDocument();
  });
});
