import type { Meta, StoryObj } from '@storybook/react-vite';
import { holdKindOf, holdView } from '@heloc/core';
import { mobile } from '../../../test/story-variants';
import { BpoHold } from './hold';

const meta = {
  title: 'Screens/bpo/hold',
  component: BpoHold,
  args: { view: holdView(holdKindOf('NAV_BPO_PROCESSING')), details: [{ label: 'Ordered', value: '03/02/2026' }] },
} satisfies Meta<typeof BpoHold>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ValuationProcessing: Story = {};
export const ResidentialEvaluation: Story = {
  args: { view: holdView(holdKindOf('NAV_RESI_EVAL_PROCESSING')), details: [] },
};
export const ValuationOrderedByUs: Story = { args: { view: holdView(holdKindOf('NAV_RESI_EVAL_ORDER')), details: [] } };
export const FinalTitle: Story = { args: { view: holdView(holdKindOf('FINAL_TITLE_PULL')), details: [] } };
export const ConditionAcceptable: Story = {
  args: {
    view: holdView(holdKindOf('FINAL_TITLE_ACCEPTABLE_PROPERTY_CONDITION')),
    details: [{ label: 'Condition reported', value: 'GOOD' }],
  },
};
export const ConditionUnacceptable: Story = {
  args: {
    view: holdView(holdKindOf('FINAL_TITLE_UNACCEPTABLE_PROPERTY_CONDITION')),
    details: [{ label: 'Condition reported', value: 'POOR' }],
  },
};
export const Mobile: Story = mobile;
export const CreditUnion: Story = { globals: { org: 'creditunion' } };
export const Broker: Story = { globals: { org: 'broker' } };
