import type { Meta, StoryObj } from '@storybook/react-vite';
import { loading, serverError, mobile, validationErrors } from '../../../test/story-variants';
import { fn } from 'storybook/test';
import { StartAppSummary } from './app-summary';

const meta = {
  title: 'Screens/start/app-summary',
  component: StartAppSummary,
  args: {
    preparing: false,
    onSubmit: fn(),
    view: {
      name: 'Ann Lee',
      address: '12 Oak Street San Mateo, CA 94401',
      email: 'ann@example.com',
      phone: '4155550100',
      annualIncome: 150000,
      lineAmount: 120000,
      initialDraw: 60000,
      aprPercent: 8.9,
      termYears: 10,
      companyName: 'Homestead Line',
      disclosures: [
        'Annual percentage rates (APRs) range from 7.60% to 17.20% and depend on credit, income, property value and the lien position.',
        'An origination fee of up to 4.99% of the initial draw applies; it is deducted from the draw.',
      ],
    },
  },
} satisfies Meta<typeof StartAppSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Loading: Story = loading;
export const ServerError: Story = serverError;
export const ValidationErrors: Story = validationErrors(
  'Submit my application',
  'You must agree to receive documents electronically (E-SIGN) to continue',
);
export const Mobile: Story = mobile;
export const PreparingDisclosures: Story = { args: { preparing: true } };
