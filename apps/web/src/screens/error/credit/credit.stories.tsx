import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { mobile } from '../../../test/story-variants';
import { noticeFor } from '../../../test/underwriting-fixtures';
import { ErrorCredit } from './credit';

const meta = {
  title: 'Screens/error/credit',
  component: ErrorCredit,
  args: {
    notice: noticeFor('CREDIT_SCORE'),
    lenderName: 'Story Lender',
    supportEmail: 'support@lender.example',
    onPrint: fn(),
  },
} satisfies Meta<typeof ErrorCredit>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('heading', { level: 2, name: 'Why we made this decision' })).toBeVisible();
    await expect(
      c.getByRole('heading', { level: 2, name: 'Notice of your rights under the Equal Credit Opportunity Act' }),
    ).toBeVisible();
  },
};
/** Each bureau's score and contact details. */
export const Equifax: Story = {
  args: {
    notice: noticeFor('CREDIT_SCORE', {
      bureau: 'EQUIFAX',
      creditScore: {
        score: 601,
        rangeMin: 280,
        rangeMax: 850,
        keyFactors: ['Serious delinquency', 'Too many inquiries last 12 months'],
        createdAt: '2026-11-19T10:00:00.000Z',
        bureau: 'EQUIFAX',
        model: 'Equifax Beacon 5.0',
      },
    }),
  },
};
export const TransUnion: Story = {
  args: {
    notice: noticeFor('CREDIT_SCORE', {
      bureau: 'TRANSUNION',
      creditScore: {
        score: 555,
        rangeMin: 300,
        rangeMax: 850,
        keyFactors: [
          'Amount owed on accounts is too high',
          'Length of time accounts have been established',
          'Lack of recent installment loan information',
          'Number of accounts with delinquency',
          'Too many inquiries last 12 months',
        ],
        createdAt: '2026-11-19T10:00:00.000Z',
        bureau: 'TRANSUNION',
        model: 'VantageScore 3.0',
      },
    }),
  },
};
/** The facts could not be read (or are not in yet): the notice is promised by email. */
export const FactsUnavailable: Story = { args: { notice: null } };
export const Mobile: Story = mobile;
export const CreditUnion: Story = {
  globals: { org: 'creditunion' },
  args: { notice: noticeFor('CREDIT_SCORE', { ecoaAgency: 'NCUA' }) },
};
export const Broker: Story = { globals: { org: 'broker' } };
