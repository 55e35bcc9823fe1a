import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { mobile } from '../../../test/story-variants';
import { noticeFor } from '../../../test/underwriting-fixtures';
import { ErrorDecline } from './decline';

const meta = {
  title: 'Screens/error/decline',
  component: ErrorDecline,
  args: {
    notice: noticeFor('UNDERWRITING'),
    lenderName: 'Story Lender',
    supportEmail: 'support@lender.example',
    onPrint: fn(),
  },
} satisfies Meta<typeof ErrorDecline>;

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
/** Condemned: the valuation found the property's condition unacceptable. */
export const PropertyCondition: Story = { args: { notice: noticeFor('PROPERTY_CONDITION') } };
/** Underwriting with four reasons and a score used: the score disclosure appears here too. */
export const WithScoreUsed: Story = {
  args: {
    notice: noticeFor('UNDERWRITING', {
      reasons: ['INCOME_INSUFFICIENT', 'DELINQUENT_OBLIGATIONS', 'RECENT_INQUIRIES', 'LIMITED_CREDIT_EXPERIENCE'],
      creditScore: {
        score: 640,
        rangeMin: 300,
        rangeMax: 850,
        keyFactors: ['Too many inquiries last 12 months'],
        createdAt: '2026-11-19T10:00:00.000Z',
        bureau: 'EQUIFAX',
        model: 'FICO Score 8',
      },
    }),
  },
};
/** The facts could not be read (or are not in yet): the notice is promised by email. */
export const FactsUnavailable: Story = { args: { notice: null } };
export const Mobile: Story = mobile;
export const CreditUnion: Story = {
  globals: { org: 'creditunion' },
  args: { notice: noticeFor('UNDERWRITING', { ecoaAgency: 'NCUA' }) },
};
export const Broker: Story = { globals: { org: 'broker' } };
