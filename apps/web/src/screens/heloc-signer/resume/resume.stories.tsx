import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { mobile, serverError } from '../../../test/story-variants';
import { SignerResume } from './resume';

const base = {
  applicationUuid: '0b7c2f8e-1d2a-4c3b-9e8f-7a6b5c4d3e2f',
  loanNumber: 'HL-204811',
  propertyAddress: '77 Sunset Boulevard, Los Angeles, CA 90028',
  state: 'CO_DEED_REQ',
  propertyState: 'CA',
  notarySlot: null,
  borrowerName: 'Jordan Avery',
  creditLimit: 150_000,
  signedAt: null,
};

const meta = {
  title: 'Screens/Signer/Resume',
  component: SignerResume,
  args: { onSign: fn(), applications: [{ ...base, coDeedStatus: 'PENDING', signed: false, canSign: true }] },
} satisfies Meta<typeof SignerResume>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SignatureNeeded: Story = {};
export const Signing: Story = { args: { signing: base.applicationUuid } };
export const NotReadyYet: Story = {
  args: {
    applications: [{ ...base, state: 'OFFER_SELECTION', coDeedStatus: 'PENDING', signed: false, canSign: false }],
  },
};
export const SignedWaitingForOthers: Story = {
  args: { applications: [{ ...base, coDeedStatus: 'PENDING', signed: true, canSign: false }] },
};
export const AllSigned: Story = {
  args: { applications: [{ ...base, coDeedStatus: 'COMPLETE', signed: true, canSign: false }] },
};
export const NoInvitations: Story = { args: { applications: [] } };
export const ServerError: Story = serverError;
export const Mobile: Story = mobile;
