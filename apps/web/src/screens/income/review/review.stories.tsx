import type { Meta, StoryObj } from '@storybook/react-vite';
import { appScreenUrl, incomeReview, type AppScreenPath, type StatedIncome } from '@heloc/core';
import { mobile } from '../../../test/story-variants';
import { IncomeReviewView } from './review';

const UUID = '6f1c2a9e-0b1d-4c55-9a7e-1d2b3c4d5e6f';
const employed: StatedIncome = { annualIncome: 150000, employmentType: 'FULL_TIME', employerName: null };
const selfEmployed: StatedIncome = {
  annualIncome: 98000,
  employmentType: 'SELF_EMPLOYED',
  employerName: 'Lee Design LLC',
};
const paystubCondition = {
  uuid: 'c1',
  created: '2026-11-01T00:00:00Z',
  categoryEnum: 'HELOC_MANUAL_PAYSTUB_UPLOAD',
  actionNeeded: true,
  commentsToBorrower: 'Upload your two most recent paystubs.',
  xtraData: { numDocsRequired: 2 },
};
const linked = {
  uuid: UUID,
  status: { manualPaystubUpload: true, manualPaystubTasksComplete: false },
  incomeSources: [{ type: 'TRUV_PAYROLL', employmentType: 'FULL_TIME' }],
};

const meta = {
  title: 'Screens/income/review',
  component: IncomeReviewView,
  args: {
    stated: employed,
    review: incomeReview({ heloc: { uuid: UUID }, profile: {} }, [], employed),
    hrefOf: (screen: AppScreenPath | '') => appScreenUrl(UUID, screen),
  },
} satisfies Meta<typeof IncomeReviewView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const SelfEmployed: Story = {
  args: { stated: selfEmployed, review: incomeReview({ heloc: { uuid: UUID }, profile: {} }, [], selfEmployed) },
};
/** The paystub condition is open (income ending 222 in the sandbox): the upload is the way. */
export const PaystubsRequired: Story = {
  args: { review: incomeReview({ heloc: linked, profile: {} }, [paystubCondition], employed) },
};
export const Verified: Story = {
  args: {
    review: incomeReview(
      {
        heloc: {
          uuid: UUID,
          status: { uwSubDecision: 'VERIFIED_INCOME_MATCHED_OFFER' },
          incomeSources: [{ type: 'PLAID_TRANSACTIONS' }],
        },
        profile: {},
      },
      [],
      employed,
    ),
  },
};
/** Nothing stated is known (an application from before income was asked at registration). */
export const NothingStated: Story = {
  args: { stated: { annualIncome: null, employmentType: null, employerName: null } },
};
export const Mobile: Story = {
  ...mobile,
  args: { review: incomeReview({ heloc: linked, profile: {} }, [paystubCondition], employed) },
};
export const CreditUnionBrand: Story = { globals: { org: 'creditunion' } };
export const BrokerBrand: Story = {
  globals: { org: 'broker' },
  args: { stated: selfEmployed, review: incomeReview({ heloc: { uuid: UUID }, profile: {} }, [], selfEmployed) },
};
