import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { topLevelUrl, type SignerDocumentEntry } from '@heloc/core';
import { mobile } from '../../../test/story-variants';
import { SignerDocuments } from './documents';

const documents: SignerDocumentEntry[] = [
  {
    kind: 'CLOSING_SUMMARY',
    title: 'Closing summary: your account, fees and costs',
    regulation: 'Regulation Z, 12 CFR §1026.6(a) (account-opening disclosures)',
    viewedAt: '2026-11-23T18:30:00.000Z',
  },
  {
    kind: 'NOTICE_OF_RIGHT_TO_CANCEL',
    title: 'Notice of right to cancel',
    regulation: 'Regulation Z, 12 CFR §1026.15(b)',
    viewedAt: null,
  },
];
const allRead = documents.map((d) => ({ ...d, viewedAt: '2026-11-23T18:30:00.000Z' }));

const meta = {
  title: 'Screens/heloc-signer/documents',
  component: SignerDocuments,
  args: { documents, open: null, onOpen: fn(), onDownload: fn(), signHref: topLevelUrl('heloc-signer/sign') },
} satisfies Meta<typeof SignerDocuments>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Open each document before you continue to sign.')).toBeVisible();
  },
};
export const AllOpened: Story = {
  args: { documents: allRead },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Continue to sign' })).toBeVisible();
  },
};
export const ServerError: Story = {
  args: { open: { kind: 'NOTICE_OF_RIGHT_TO_CANCEL', data: null, error: 'This document is not available yet.' } },
};
export const Mobile: Story = mobile;
export const CreditUnion: Story = { globals: { org: 'creditunion' } };
export const Broker: Story = { globals: { org: 'broker' } };
