import { SIGNER_MESSAGES, type SignerEntry } from '@heloc/core';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { SigningAdditional, type SigningAdditionalProps } from './additional';

const t = (minutes: number) => new Date(Date.UTC(2026, 10, 23, 18, minutes)).toISOString();
const sam: SignerEntry = {
  uuid: 's1',
  firstName: 'Sam',
  lastName: 'Lee',
  email: 'sam@example.com',
  invitedAt: t(0),
  lastSentAt: t(0),
  accountCreatedAt: null,
  identityAt: null,
  signedAt: null,
};

const setup = (props: Partial<SigningAdditionalProps> = {}) => {
  const handlers = { onInvite: vi.fn(async () => true), onResend: vi.fn(), onCorrect: vi.fn(async () => true) };
  renderWithProviders(<SigningAdditional signers={[sam]} waiting timeZone="UTC" {...handlers} {...props} />);
  return { ...handlers, user: userEvent.setup() };
};
const card = (name: string) => screen.getByRole('region', { name });
const stage = (name: string, label: string) =>
  within(within(card(name)).getByRole('list', { name: `${name}’s progress` }))
    .getByText(label)
    .closest('li') as HTMLElement;

describe('signing/additional', () => {
  it('says why everyone on title signs and shows each stage of a signer honestly', () => {
    setup({ signers: [{ ...sam, accountCreatedAt: t(20) }] });
    expect(screen.getByRole('heading', { level: 1, name: 'Everyone on the title signs' })).toBeInTheDocument();
    expect(screen.getByText(/notice of their right to cancel/)).toBeInTheDocument();
    expect(within(card('Sam Lee')).getByText('Invitation sent to sam@example.com')).toBeInTheDocument();
    expect(stage('Sam Lee', 'Invited')).toHaveTextContent(/Nov 23, 2026, 6:00\sPM/);
    expect(stage('Sam Lee', 'Account created')).toHaveTextContent(/6:20\sPM/);
    expect(stage('Sam Lee', 'ID uploaded')).toHaveTextContent('Not yet');
    expect(stage('Sam Lee', 'Signed')).toHaveTextContent('Not yet');
    expect(within(card('Sam Lee')).getByText('Waiting for signature')).toBeInTheDocument();
    // Accepted: the email is fixed, and a resend is a reminder.
    expect(screen.queryByRole('button', { name: /Correct name or email of Sam Lee/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Send a reminder to Sam Lee' })).toBeInTheDocument();
  });

  it('a signed signer: "Signed" with its time, nothing to resend; the count says so', () => {
    setup({ signers: [{ ...sam, accountCreatedAt: t(20), signedAt: t(30) }] });
    expect(within(card('Sam Lee')).getAllByText('Signed')).toHaveLength(2);
    expect(stage('Sam Lee', 'Signed')).toHaveTextContent(/6:30\sPM/);
    expect(screen.getByText('1 of 1 signed')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Everyone has signed.');
    expect(within(card('Sam Lee')).queryByRole('button')).toBeNull();
  });

  it('invites with the core’s rules, checked on blur, and clears the form after it went', async () => {
    const { onInvite, user } = setup({ signers: [] });
    const form = within(card('Invite a person on the title'));
    await user.type(form.getByRole('textbox', { name: /^Email/ }), 'pat@');
    await user.tab();
    expect(await form.findByText('Must be a valid email')).toBeInTheDocument();
    await user.click(form.getByRole('button', { name: 'Send invitation' }));
    expect(onInvite).not.toHaveBeenCalled();
    expect(form.getAllByText('Required')).toHaveLength(2);
    await user.type(form.getByRole('textbox', { name: /^First name/ }), 'Pat');
    await user.type(form.getByRole('textbox', { name: /^Last name/ }), 'Ray');
    await user.type(form.getByRole('textbox', { name: /^Email/ }), 'example.com');
    await user.click(form.getByRole('button', { name: 'Send invitation' }));
    expect(onInvite).toHaveBeenCalledExactlyOnceWith({ firstName: 'Pat', lastName: 'Ray', email: 'pat@example.com' });
    expect(form.getByRole('textbox', { name: /^First name/ })).toHaveValue('');
  });

  it('a failed invitation keeps what was typed and says why', async () => {
    const { onInvite, user } = setup({ signers: [], inviteError: `email: ${SIGNER_MESSAGES.ownEmail}` });
    onInvite.mockResolvedValueOnce(false);
    const form = within(card('Invite a person on the title'));
    await user.type(form.getByRole('textbox', { name: /^First name/ }), 'Ann');
    await user.type(form.getByRole('textbox', { name: /^Last name/ }), 'Lee');
    await user.type(form.getByRole('textbox', { name: /^Email/ }), 'ann@example.com');
    await user.click(form.getByRole('button', { name: 'Send invitation' }));
    expect(form.getByRole('textbox', { name: /^Email/ })).toHaveValue('ann@example.com');
    expect(form.getByRole('alert')).toHaveTextContent(SIGNER_MESSAGES.ownEmail);
  });

  it('resends and corrects an invitation not yet accepted', async () => {
    const { onResend, onCorrect, user } = setup();
    await user.click(screen.getByRole('button', { name: 'Resend invitation to Sam Lee' }));
    expect(onResend).toHaveBeenCalledExactlyOnceWith('s1');
    await user.click(screen.getByRole('button', { name: 'Correct name or email of Sam Lee' }));
    const email = within(card('Sam Lee')).getByRole('textbox', { name: /^Email/ });
    await user.clear(email);
    await user.type(email, 'sam.lee@example.com');
    await user.click(screen.getByRole('button', { name: 'Save and send a new invitation' }));
    expect(onCorrect).toHaveBeenCalledExactlyOnceWith('s1', {
      firstName: 'Sam',
      lastName: 'Lee',
      email: 'sam.lee@example.com',
    });
    expect(screen.queryByRole('button', { name: 'Save and send a new invitation' })).toBeNull();
  });

  it('says so when the hourly resend limit is reached', () => {
    setup({ notices: { s1: { kind: 'error', message: SIGNER_MESSAGES.resendLimited } } });
    expect(within(card('Sam Lee')).getByRole('alert')).toHaveTextContent(SIGNER_MESSAGES.resendLimited);
  });

  it('before signing: a way back to the documents, and no "someone still needs to sign"', () => {
    setup({ signers: [], waiting: false, backHref: '/account/heloc/x/signing/intro' });
    expect(screen.getByRole('link', { name: 'Back to signing your documents' })).toHaveAttribute(
      'href',
      '/account/heloc/x/signing/intro',
    );
    expect(screen.queryByText('Someone still needs to sign')).toBeNull();
  });

  it('waiting with nobody invited: says someone still has to sign', () => {
    setup({ signers: [] });
    expect(screen.getByText('Someone still needs to sign')).toBeInTheDocument();
  });
});
