import { SIGN_ESIGN_MESSAGE, SIGNER_ESIGN_CONSENT_TEXT } from '@heloc/core';
import type { CoDeedStatus } from '@heloc/core/contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { SignerSign, type SignerSignProps } from './sign';

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
const setup = (props: Partial<SignerSignProps> = {}) => {
  const onSubmit = vi.fn();
  renderWithProviders(<SignerSign application={application} onSubmit={onSubmit} timeZone="UTC" {...props} />);
  return { onSubmit, user: userEvent.setup() };
};

describe('heloc-signer/sign', () => {
  it('needs the E-SIGN consent and a name; a typed signature is sent as typed', async () => {
    const { onSubmit, user } = setup();
    expect(
      screen.getByText(/Ann Lee’s home equity line of credit of up to \$85,000, secured by 12 Oak Street/),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sign' }));
    expect(await screen.findByText(SIGN_ESIGN_MESSAGE)).toBeInTheDocument();
    expect(screen.getByText('Required')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
    await user.click(screen.getByRole('checkbox', { name: SIGNER_ESIGN_CONSENT_TEXT }));
    await user.type(screen.getByRole('textbox', { name: /^Your full name/ }), 'Sam Lee');
    expect(screen.getByRole('img', { name: 'Your signature: Sam Lee, in a script face' })).toHaveTextContent('Sam Lee');
    await user.click(screen.getByRole('button', { name: 'Sign' }));
    expect(onSubmit).toHaveBeenCalledExactlyOnceWith({ signature: { type: 'typed', name: 'Sam Lee' } });
  });
  it('adopts the signature with the shared pad: drawing is offered, and signing with an empty box is refused', async () => {
    const { onSubmit, user } = setup();
    // The same choice as the borrower's signing/sign (components/signature-pad), typed first.
    expect(screen.getByRole('radio', { name: 'Type my name' })).toBeChecked();
    await user.click(screen.getByText('Draw my signature'));
    expect(screen.getByRole('img', { name: /Signature drawing area \(empty\)/ })).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: SIGNER_ESIGN_CONSENT_TEXT }));
    await user.type(screen.getByRole('textbox', { name: /^Your full name/ }), 'Sam Lee');
    await user.click(screen.getByRole('button', { name: 'Sign' }));
    expect(await screen.findByText('Draw your signature in the box, or choose Type my name')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
    // Typing instead clears the complaint and signs with the name kept.
    await user.click(screen.getByText('Type my name'));
    expect(screen.queryByText('Draw your signature in the box, or choose Type my name')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Sign' }));
    expect(onSubmit).toHaveBeenCalledExactlyOnceWith({ signature: { type: 'typed', name: 'Sam Lee' } });
  });
  it('a refusal shows as an alert and keeps what was typed', async () => {
    setup({ error: 'Signing for additional signers is not open on this application right now.' });
    expect(screen.getByRole('alert')).toHaveTextContent('not open on this application');
  });
  it('after signing: "You’re done" with when, and what happens next', () => {
    setup({ signedAt: '2026-11-23T18:30:00.000Z' });
    expect(screen.getByRole('heading', { level: 1, name: 'You’re done' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(/on Nov 23, 2026, 6:30\sPM/);
    expect(screen.getByText(/moves on to the notary appointment/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign' })).toBeNull();
  });
  it('after signing, where the signer books their own notary visit: the link, then what is booked', () => {
    const href = '/account/heloc/heloc-signer/notary?application=a1';
    setup({ signedAt: '2026-11-23T18:30:00.000Z', notary: { href, slot: null, zone: 'America/Chicago' } });
    expect(screen.getByRole('link', { name: 'Book your notary visit' })).toHaveAttribute('href', href);
  });
  it('after signing, a booked visit shows with its time in the property’s zone', () => {
    setup({
      signedAt: '2026-11-23T18:30:00.000Z',
      notary: { href: '/n', slot: '2026-12-01T10:00:00-06:00', zone: 'America/Chicago' },
    });
    expect(screen.getByText('Booked for Tuesday, December 1, 2026 at 10:00 AM CST.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See or change your notary visit' })).toHaveAttribute('href', '/n');
  });
  it('after signing, on a fully online path: no notary visit to book', () => {
    setup({ signedAt: '2026-11-23T18:30:00.000Z', notary: null });
    expect(screen.queryByRole('heading', { name: 'Your notary visit' })).toBeNull();
  });
  it('not open for this signer: no form', () => {
    setup({ application: { ...application, canSign: false } });
    expect(screen.queryByRole('button', { name: 'Sign' })).toBeNull();
    expect(screen.getByText('Not ready for your signature yet')).toBeInTheDocument();
  });
});
