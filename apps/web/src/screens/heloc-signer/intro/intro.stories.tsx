import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { topLevelUrl } from '@heloc/core';
import type { CoDeedStatus } from '@heloc/core/contract';
import { mobile } from '../../../test/story-variants';
import { SignerIntro } from './intro';

const application: CoDeedStatus = {
  applicationUuid: '0b7c2f8e-1d2a-4c3b-9e8f-7a6b5c4d3e2f',
  loanNumber: 'HL20261234567',
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

const meta = {
  title: 'Screens/heloc-signer/intro',
  component: SignerIntro,
  args: {
    application,
    signHref: `${topLevelUrl('heloc-signer/sign')}?application=${application.applicationUuid}`,
    timeZone: 'America/Los_Angeles',
  },
} satisfies Meta<typeof SignerIntro>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('heading', { level: 1, name: 'Ann Lee has asked you to sign' })).toBeVisible();
    await expect(c.getByText('$85,000')).toBeVisible();
    await expect(c.getByRole('link', { name: 'Continue to sign' })).toBeVisible();
  },
};
export const NotReadyYet: Story = { args: { application: { ...application, canSign: false, state: 'NOTE_SIGNING' } } };
export const SignedWaitingForOthers: Story = {
  args: { application: { ...application, canSign: false, signed: true, signedAt: '2026-11-23T18:30:00.000Z' } },
};
export const EveryoneSigned: Story = {
  args: {
    application: {
      ...application,
      canSign: false,
      signed: true,
      signedAt: '2026-11-23T18:30:00.000Z',
      coDeedStatus: 'COMPLETE',
    },
  },
};
export const NoOfferYet: Story = { args: { application: { ...application, creditLimit: null, borrowerName: null } } };
export const Mobile: Story = mobile;
/** A condition opened for this signer (flag on): announced above, with the way to clear it. */
export const ConditionOwed: Story = {
  args: { conditions: { needed: 1, href: `${topLevelUrl('heloc-signer/conditions')}?application=a1` } },
};
export const CreditUnionBrand: Story = { globals: { org: 'creditunion' } };
export const BrokerBrand: Story = { globals: { org: 'broker' } };
