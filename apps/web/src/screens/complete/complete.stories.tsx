import type { Meta, StoryObj } from '@storybook/react-vite';
import { appScreenUrl, completeView, type CompleteInput } from '@heloc/core';
import { US_FEDERAL_CALENDAR } from '@heloc/core/calendar';
import { expect, within } from 'storybook/test';
import { FUNDING } from '../../test/closing-fixtures';
import { mobile } from '../../test/story-variants';
import { Complete } from './complete';

const UUID = '6f1c2a9e-0b1d-4c55-9a7e-1d2b3c4d5e6f';
const input = (funding: CompleteInput['funding'], over: Partial<CompleteInput> = {}): CompleteInput => ({
  funding,
  lineAmount: 100_000,
  initialDraw: 50_000,
  originationFeePercent: 1.99,
  disburseAccountMask: '6789',
  payType: 'AUTOPAY',
  autopayAccountMask: '6789',
  monthlyPayment: 612.4,
  ...over,
});
const view = (funding: CompleteInput['funding'], over: Partial<CompleteInput> = {}) =>
  completeView(input(funding, over), US_FEDERAL_CALENDAR);

const meta = {
  title: 'Screens/complete',
  component: Complete,
  args: {
    view: view(FUNDING.rescission),
    lender: { name: 'Homestead Line, Inc.', address: '100 Market Street, Suite 400, San Francisco, CA 94105' },
    disclosuresHref: appScreenUrl(UUID, 'document/disclosures'),
    owedHref: (screen) => appScreenUrl(UUID, screen),
  },
} satisfies Meta<typeof Complete>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Signed Monday Nov 23 2026: Thanksgiving does not count, so the deadline is Friday and the money goes out Monday. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByText('You can cancel until midnight of Friday, November 27, 2026.')).toBeVisible();
    await expect(c.getByText('Monday, November 30, 2026')).toBeVisible();
    await expect(c.getByRole('link', { name: 'Read your Notice of right to cancel' })).toBeVisible();
  },
};
export const DirectPay: Story = {
  args: { view: view(FUNDING.directPay) },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByText('Paid to Cardinal Bank Visa (account ending 4417)')).toBeVisible();
    await expect(c.getByText('Paid to Northgate Auto Finance (account ending 0923)')).toBeVisible();
  },
};
export const ManualPayments: Story = { args: { view: view(FUNDING.rescission, { payType: 'MANUAL' }) } };
export const Funded: Story = {
  args: { view: view(FUNDING.funded) },
  play: async ({ canvasElement }) =>
    expect(within(canvasElement).getByRole('heading', { level: 1, name: 'Your money is on its way' })).toBeVisible(),
};
const HAZARD_OWED = {
  uploadRequired: true,
  complete: false,
  proofs: [
    {
      type: 'PROOFOFHAZARDINSURANCE' as const,
      status: 'NOT_UPLOADED' as const,
      note: null,
      fileNames: [],
      uploadedAt: null,
    },
  ],
};
/** The deed is notarised, the homeowners policy is still owed ("742 Insure Avenue"): not "all set". */
export const InsuranceOwed: Story = {
  args: { view: view(FUNDING.rescission, { insurance: HAZARD_OWED }) },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(
      c.getByRole('heading', { level: 1, name: 'One more thing before we can fund your line' }),
    ).toBeVisible();
    await expect(c.getByRole('link', { name: 'Upload proof of insurance' })).toHaveAttribute(
      'href',
      appScreenUrl(UUID, 'insurance/upload'),
    );
  },
};
export const InsuranceOwedMobile: Story = {
  ...mobile,
  args: { view: view(FUNDING.rescission, { insurance: HAZARD_OWED }) },
};
export const BeforeSigning: Story = { args: { view: view(FUNDING.unsigned) } };
export const Mobile: Story = { ...mobile, args: { view: view(FUNDING.directPay) } };
export const CreditUnionBrand: Story = { globals: { org: 'creditunion' } };
export const BrokerBrand: Story = { globals: { org: 'broker' } };
