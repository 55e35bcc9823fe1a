import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { CoDeedStatus } from '../../../api/types';
import { renderWithProviders } from '../../../test/render';
import { SignerResume } from './resume';

const app = (over: Partial<CoDeedStatus> & Pick<CoDeedStatus, 'applicationUuid'>): CoDeedStatus => ({
  loanNumber: 'HL-204811',
  propertyAddress: '77 Sunset Boulevard, Los Angeles, CA 90028',
  state: 'CO_DEED_REQ',
  propertyState: 'CA',
  notarySlot: null,
  borrowerName: 'Jordan Avery',
  creditLimit: 150_000,
  signedAt: null,
  coDeedStatus: 'PENDING',
  signed: false,
  canSign: false,
  ...over,
});
const card = (name: string) => screen.getByRole('region', { name });

describe('heloc-signer/resume', () => {
  it('shows where each co-signed application stands and signs the one waiting for the signer', async () => {
    const onSign = vi.fn();
    renderWithProviders(
      <SignerResume
        onSign={onSign}
        applications={[
          app({ applicationUuid: 'a1', canSign: true }),
          app({ applicationUuid: 'a2', loanNumber: 'HL-2', propertyAddress: '1 Elm Street', state: 'OFFER_SELECTION' }),
          app({ applicationUuid: 'a3', loanNumber: 'HL-3', propertyAddress: '2 Pine Street', signed: true }),
          app({
            applicationUuid: 'a4',
            loanNumber: 'HL-4',
            propertyAddress: null,
            signed: true,
            coDeedStatus: 'COMPLETE',
          }),
        ]}
      />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Applications you co-sign' })).toBeInTheDocument();
    const waiting = card('77 Sunset Boulevard, Los Angeles, CA 90028');
    expect(within(waiting).getByText('Action needed')).toBeInTheDocument();
    expect(within(waiting).getByText('Application ID HL-204811')).toBeInTheDocument();
    expect(within(card('1 Elm Street')).getByText('Not ready yet')).toBeInTheDocument();
    expect(
      within(card('1 Elm Street')).getByText(/We will email you when it is ready for your signature\./),
    ).toBeInTheDocument();
    expect(
      within(card('2 Pine Street')).getByText('You have signed. We are waiting for the other signers.'),
    ).toBeInTheDocument();
    // No address yet: the product's name stands in.
    expect(
      within(card('Home equity line of credit')).getByText(
        'Every signer has signed. The borrower’s application continues.',
      ),
    ).toBeInTheDocument();
    // Only the application waiting for this signer can be signed.
    expect(screen.getAllByRole('button', { name: 'Sign as additional signer' })).toHaveLength(1);
    await userEvent.click(within(waiting).getByRole('button', { name: 'Sign as additional signer' }));
    expect(onSign).toHaveBeenCalledExactlyOnceWith('a1');
  });

  it('marks the application being signed as busy and shows a failure as an alert', () => {
    renderWithProviders(
      <SignerResume
        onSign={vi.fn()}
        signing="a1"
        error="We could not reach the server. Check your connection and try again."
        applications={[app({ applicationUuid: 'a1', canSign: true })]}
      />,
    );
    expect(screen.getByRole('button', { name: 'Sign as additional signer' })).toHaveAttribute('data-loading', 'true');
    expect(screen.getByRole('alert', { name: 'That did not work' })).toHaveTextContent(
      'We could not reach the server. Check your connection and try again.',
    );
  });

  it('says so when the signer has no invitation', () => {
    renderWithProviders(<SignerResume onSign={vi.fn()} applications={[]} />);
    expect(screen.getByText('You have not been invited to sign any application.')).toBeInTheDocument();
  });
});
