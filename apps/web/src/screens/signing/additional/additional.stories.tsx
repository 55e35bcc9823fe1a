import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { appScreenUrl, SIGNER_MESSAGES } from '@heloc/core';
import { mobile, validationErrors } from '../../../test/story-variants';
import { SigningAdditional } from './additional';

const t = (minutes: number) => new Date(Date.UTC(2026, 10, 23, 18, minutes)).toISOString();
const sam = {
  uuid: '1d3b1f7e-5c1a-4c55-9d1e-2f0c3b4a5d6e',
  firstName: 'Sam',
  lastName: 'Lee',
  email: 'sam.lee@example.com',
  invitedAt: t(0),
  lastSentAt: t(0),
  accountCreatedAt: null,
  identityAt: null,
  signedAt: null,
};
const pat = {
  ...sam,
  uuid: '2e4c2a8f-6d2b-4d66-8e2f-3a1d4c5b6e7f',
  firstName: 'Pat',
  lastName: 'Ray',
  email: 'pat.ray@example.com',
};

const meta = {
  title: 'Screens/signing/additional',
  component: SigningAdditional,
  args: {
    signers: [sam],
    waiting: true,
    onInvite: fn(() => true),
    onResend: fn(),
    onCorrect: fn(() => true),
    timeZone: 'America/Los_Angeles',
  },
} satisfies Meta<typeof SigningAdditional>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each stage of one signer's progress; first, just invited. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByText('Invitation sent to sam.lee@example.com')).toBeVisible();
    await expect(c.getByText(/Nov 23, 2026, 10:00\sAM/)).toBeVisible();
    await expect(c.getAllByText('Not yet')).toHaveLength(3);
    await expect(c.getByRole('button', { name: 'Resend invitation to Sam Lee' })).toBeVisible();
  },
};
export const AccountCreated: Story = { args: { signers: [{ ...sam, accountCreatedAt: t(20) }] } };
export const IdentityUploaded: Story = { args: { signers: [{ ...sam, accountCreatedAt: t(20), identityAt: t(25) }] } };
export const SignedOneOfTwo: Story = {
  args: { signers: [{ ...sam, accountCreatedAt: t(20), signedAt: t(30) }, pat] },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByText('1 of 2 signed')).toBeVisible();
    await expect(c.queryByRole('button', { name: /Sam Lee/ })).toBeNull();
  },
};
export const EveryoneSigned: Story = {
  args: { signers: [{ ...sam, accountCreatedAt: t(20), identityAt: t(25), signedAt: t(30) }] },
};
export const NobodyInvitedYet: Story = { args: { signers: [] } };
export const BeforeSigning: Story = {
  args: {
    signers: [],
    waiting: false,
    backHref: appScreenUrl('00000000-0000-4000-8000-000000000000', 'signing/intro'),
  },
};
export const Loading: Story = { args: { signers: null } };
export const LoadFailed: Story = {
  args: { signers: null, loadError: 'We could not reach the server. Check your connection and try again.' },
};
export const Inviting: Story = { args: { inviting: true } };
export const InvitationSent: Story = { args: { invitedEmail: 'pat.ray@example.com' } };
export const ServerError: Story = {
  args: { inviteError: 'We could not reach the server. Check your connection and try again.' },
};
export const ValidationErrors: Story = validationErrors('Send invitation', 'Required');
/** The hourly resend limit, said next to that signer. */
export const ResendLimited: Story = {
  args: { notices: { [sam.uuid]: { kind: 'error', message: SIGNER_MESSAGES.resendLimited } } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(SIGNER_MESSAGES.resendLimited);
  },
};
export const Resent: Story = {
  args: {
    signers: [{ ...sam, lastSentAt: t(40) }],
    notices: {
      [sam.uuid]: {
        kind: 'success',
        message: 'We sent a new invitation to sam.lee@example.com. The earlier link no longer works.',
      },
    },
  },
};
export const Correcting: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getByRole('button', { name: 'Correct name or email of Sam Lee' }));
    await expect(c.getByRole('button', { name: 'Save and send a new invitation' })).toBeVisible();
    await expect(c.getAllByRole('textbox', { name: /^Email/ })[0]).toHaveValue('sam.lee@example.com');
  },
};
export const Mobile: Story = {
  ...mobile,
  args: { signers: [{ ...sam, accountCreatedAt: t(20), signedAt: t(30) }, pat] },
};
export const CreditUnionBrand: Story = {
  globals: { org: 'creditunion' },
  args: { signers: [{ ...sam, accountCreatedAt: t(20) }, pat] },
};
export const BrokerBrand: Story = {
  globals: { org: 'broker' },
  args: { signers: [{ ...sam, accountCreatedAt: t(20) }, pat] },
};
