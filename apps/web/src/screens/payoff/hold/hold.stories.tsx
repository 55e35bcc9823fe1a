import type { Meta, StoryObj } from '@storybook/react-vite';
import { payoffView, type PayoffFacts } from '@heloc/core';
import { fn } from 'storybook/test';
import { loading, mobile, serverError, validationErrors } from '../../../test/story-variants';
import { PayoffHold } from './hold';

const facts: PayoffFacts = {
  lien: {
    uuid: 'lien-1',
    lender: 'Evergreen Bank',
    kind: 'SECOND_MORTGAGE',
    position: 2,
    balance: 41_250,
    recordedOn: '2019-06-01',
    accountMask: '4410',
  },
  requestedAt: '2026-03-02T15:00:00.000Z',
  quotedAmount: null,
  goodThrough: null,
  borrowerConfirmedAt: null,
};

const meta = {
  title: 'Screens/payoff/hold',
  component: PayoffHold,
  args: { view: payoffView(facts), lienUuid: 'lien-1', onAuthorize: fn() },
} satisfies Meta<typeof PayoffHold>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NeedsAuthorization: Story = {};
export const QuoteIn: Story = {
  args: {
    view: payoffView({
      ...facts,
      borrowerConfirmedAt: '2026-03-02T16:00:00.000Z',
      quotedAmount: 41_612.37,
      goodThrough: '2026-03-20',
    }),
  },
};
export const Loading: Story = loading;
export const ServerError: Story = serverError;
export const ValidationErrors: Story = validationErrors(
  'Authorize the payoff',
  'You must authorize the payoff to continue',
);
export const Mobile: Story = mobile;
export const CreditUnion: Story = { globals: { org: 'creditunion' } };
export const Broker: Story = { globals: { org: 'broker' } };
