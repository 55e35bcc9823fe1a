import type { Meta, StoryObj } from '@storybook/react-vite';
import { offerDetails, stepperView } from '@heloc/core';
import { ProgressPanel } from './progress-panel';

const meta = {
  title: 'Shell/Application progress',
  component: ProgressPanel,
  args: { stepper: stepperView('MORE_INFO', false), loanNumber: 'HL20261234567', companyName: 'Homestead Line' },
} satisfies Meta<typeof ProgressPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithOffer: Story = {
  args: { offer: offerDetails({ term: 10, rate: 8.9, amount: 120000, uwCalculatedDrawAmount: 60000 }) },
};
export const ManualNotary: Story = { args: { stepper: stepperView('MANUAL_NOTARY', true) } };
export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
