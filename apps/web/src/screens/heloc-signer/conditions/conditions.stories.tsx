import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { conditionsUrl, type Condition } from '@heloc/core';
import { mobile } from '../../../test/story-variants';
import { SignerConditions } from './conditions';

const conditions: Condition[] = [
  {
    uuid: 'c1',
    created: '2026-01-01T00:00:00.000Z',
    categoryEnum: 'ID_VERIFICATION_FAILURE',
    commentsToBorrower: 'We could not read your ID. Please upload it again.',
    actionNeeded: true,
  },
  {
    uuid: 'c2',
    created: '2026-02-01T00:00:00.000Z',
    categoryEnum: 'GENERIC_DOCUMENT_REQUEST',
    commentsToBorrower: 'A copy of the trust agreement',
    actionNeeded: false,
  },
];

const meta = {
  title: 'Screens/heloc-signer/conditions',
  component: SignerConditions,
  args: { conditions, hrefOf: (c: Condition) => conditionsUrl(null, 'upload-document', { conditionUuid: c.uuid }) },
} satisfies Meta<typeof SignerConditions>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Clear this condition' })).toBeVisible();
  },
};
export const FlagOff: Story = { args: { conditions: null } };
export const Mobile: Story = mobile;
export const CreditUnion: Story = { globals: { org: 'creditunion' } };
export const Broker: Story = { globals: { org: 'broker' } };
