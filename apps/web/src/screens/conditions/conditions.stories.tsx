import type { Meta, StoryObj } from '@storybook/react-vite';
import { conditionsDashboard, type ConditionRecord } from '@heloc/core';
import { expect, within } from 'storybook/test';
import { mobile, serverError } from '../../test/story-variants';
import { ConditionsView } from './conditions';

const at = (day: number) => `2026-11-${String(day).padStart(2, '0')}T15:00:00Z`;
const conditions: ConditionRecord[] = [
  {
    uuid: 'c1',
    created: at(2),
    categoryEnum: 'HELOC_MANUAL_PAYSTUB_UPLOAD',
    actionNeeded: true,
    xtraData: { numDocsRequired: 2 },
  },
  { uuid: 'c2', created: at(3), categoryEnum: 'MISSING_PHONE_NUMBER', actionNeeded: true },
  { uuid: 'c3', created: at(4), categoryEnum: 'BANK_ACCOUNT_FRAUD_REVIEW', actionNeeded: true },
  {
    uuid: 'c4',
    created: at(1),
    categoryEnum: 'GENERIC_DOCUMENT_REQUEST',
    commentsToBorrower: 'Your 2025 W-2, please.',
    actionNeeded: false,
    submittedAt: at(5),
  },
  {
    uuid: 'c5',
    created: at(1),
    categoryEnum: 'REVIEW_TRUST_REQUIREMENTS',
    actionNeeded: false,
    submittedAt: at(2),
    acceptedAt: at(3),
  },
];

const meta = {
  title: 'Screens/conditions',
  component: ConditionsView,
  args: {
    dashboard: conditionsDashboard(conditions, { bankAccountNumber: '000123456789' }),
    hrefOf: (card) => (card.action ? `#${card.action.screen}` : null),
  },
} satisfies Meta<typeof ConditionsView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByText('We need 3 more things from you.')).toBeVisible();
    await expect(c.getByRole('link', { name: 'Upload Documents' })).toBeVisible();
    await expect(c.getByRole('link', { name: 'Add phone number' })).toBeVisible();
    await expect(c.getByText('Account ending in 6789')).toBeVisible();
    await expect(c.getByText('Submitted, in review')).toBeVisible();
    await expect(c.getByText('Accepted')).toBeVisible();
  },
};
export const NoneOwed: Story = {
  args: { dashboard: conditionsDashboard(conditions.filter((x) => x.actionNeeded === false)) },
};
export const Empty: Story = { args: { dashboard: conditionsDashboard([]) } };
export const NewCondition: Story = { args: { announcement: 'A new condition needs your attention: Phone number.' } };
export const ServerError: Story = serverError;
export const Mobile: Story = mobile;
export const CreditUnion: Story = { globals: { org: 'creditunion' } };
export const Broker: Story = { globals: { org: 'broker' } };
