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
    onView: fn(),
    onDownload: fn(),
    onClosePreview: fn(),
    onCode: fn(),
    disclosures: {
      given: 'Given to you 11/23/2026, 10:05 AM PST',
      bookletUrl: 'https://files.consumerfinance.gov/f/documents/cfpb_heloc-brochure.pdf',
    },
    esign: { demonstrated: null },
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
/** The sample's code typed back: the E-SIGN consent can be relied on (15 U.S.C. §7001(c)(1)(C)(ii)). */
export const EsignShown: Story = {
  args: { esign: { demonstrated: 'You showed you can open PDF documents 11/23/2026, 10:07 AM PST' } },
};
export const EsignWrongCode: Story = {
  args: { esign: { demonstrated: null, error: 'That is not the code printed in the sample document' } },
};
export const DisclosuresBeingRecorded: Story = {
  args: {
    disclosures: { given: null, bookletUrl: 'https://files.consumerfinance.gov/f/documents/cfpb_heloc-brochure.pdf' },
  },
};
