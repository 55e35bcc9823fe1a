import type { CoDeedStatus } from '@heloc/core/contract';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { SignerIntro } from './intro';

const application: CoDeedStatus = {
  applicationUuid: 'a1',
  loanNumber: 'HL1',
  borrowerName: 'Ann Lee',
  propertyAddress: '12 Oak Street, San Mateo, CA 94401',
  creditLimit: 85000,
  coDeedStatus: 'PENDING',
  signed: false,
  signedAt: null,
  canSign: true,
  state: 'CO_DEED_REQ',
  propertyState: 'CA',
  notarySlot: null,
};
const show = (over: Partial<CoDeedStatus> = {}) =>
  renderWithProviders(
    <SignerIntro
      application={{ ...application, ...over }}
      signHref="/account/heloc/heloc-signer/sign?application=a1"
      timeZone="UTC"
    />,
  );

describe('heloc-signer/intro', () => {
  it('says whose loan, which home, how much, what is signed and why, then leads to signing', () => {
    show();
    expect(screen.getByRole('heading', { level: 1, name: 'Ann Lee has asked you to sign' })).toBeInTheDocument();
    expect(screen.getByText('12 Oak Street, San Mateo, CA 94401')).toBeInTheDocument();
    expect(screen.getByText('$85,000')).toBeInTheDocument();
    expect(screen.getByText(/deed of trust \(mortgage\)/)).toBeInTheDocument();
    expect(screen.getByText(/notice of your right to cancel/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue to sign' })).toHaveAttribute(
      'href',
      '/account/heloc/heloc-signer/sign?application=a1',
    );
  });
  it('not open yet: no way to sign, and why', () => {
    show({ canSign: false });
    expect(screen.queryByRole('link', { name: 'Continue to sign' })).toBeNull();
    expect(screen.getByText('Not ready for your signature yet')).toBeInTheDocument();
  });
  it('signed: when, and whether the others have', () => {
    show({ canSign: false, signed: true, signedAt: '2026-11-23T18:30:00.000Z', coDeedStatus: 'COMPLETE' });
    expect(screen.getByRole('status')).toHaveTextContent(/You signed on Nov 23, 2026, 6:30\sPM\. Everyone has signed/);
  });

  it('announces a condition opened for this signer, with the way to clear it; none, no notice', () => {
    const href = '/account/heloc/heloc-signer/conditions?application=a1';
    const { unmount } = renderWithProviders(
      <SignerIntro application={application} signHref="/x" conditions={{ needed: 1, href }} />,
    );
    expect(screen.getByRole('link', { name: 'View conditions' })).toHaveAttribute('href', href);
    unmount();
    renderWithProviders(<SignerIntro application={application} signHref="/x" conditions={{ needed: 0, href }} />);
    expect(screen.queryByRole('link', { name: 'View conditions' })).not.toBeInTheDocument();
  });
});
