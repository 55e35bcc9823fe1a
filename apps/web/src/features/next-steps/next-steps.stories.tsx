import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  COSIGNER_NOT_BOOKED,
  coSignerVisits,
  nextSteps,
  ON_THIS_STEP,
  onDecidedScreen,
  timeToCash,
  type NextStepsFacts,
} from '@heloc/core';
import { US_FEDERAL_CALENDAR } from '@heloc/core/calendar';
import { expect, within } from 'storybook/test';
import { mobile } from '../../test/story-variants';
import { NextSteps } from './next-steps';

// Plain props from the core's rules on a fixed day: Wednesday of Thanksgiving week 2026.
const WED = '2026-11-25';
const at = (state: string, more: Partial<NextStepsFacts> = {}) => {
  const facts: NextStepsFacts = { state, today: WED, propertyState: 'CA', ...more };
  return {
    items: nextSteps(facts, US_FEDERAL_CALENDAR),
    cash: timeToCash(facts, US_FEDERAL_CALENDAR),
  };
};

const meta = {
  title: 'Features/Next steps',
  component: NextSteps,
  args: { ...at('IN_PROGRESS'), actionHref: (action: string) => `/${action}` },
} satisfies Meta<typeof NextSteps>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Our review (income, identity, title): who, when, and that nothing is needed now. */
export const OurReview: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'What happens next' })).toBeVisible();
    await expect(canvas.getByText('Usually by Tuesday, December 1, 2026')).toBeVisible();
  },
};
/** Beside a screen the borrower opened on the side (conditions, documents): a link back to their step. */
export const YourStep: Story = {
  args: at('INCOME_VERIFICATION'),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Continue where you left off.' })).toBeVisible();
  },
};
/** Beside the step's own screen: said, not linked (decision 089, amendment 2). */
export const YourStepOnItsScreen: Story = {
  args: { ...at('INCOME_VERIFICATION'), items: onDecidedScreen(at('INCOME_VERIFICATION').items) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(ON_THIS_STEP)).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Continue where you left off.' })).toBeNull();
  },
};
export const Condition: Story = {
  args: at('INCOME_VERIFICATION', { conditions: { needed: 2, submitted: 1 } }),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Send what we asked for.' })).toHaveAttribute(
      'href',
      '/conditions',
    );
  },
};
export const FloodCertificate: Story = { args: at('GEN_CLOSING_DISCLOSURE', { waitingOnFloodCert: true }) };
export const CoSigner: Story = { args: at('CO_DEED_REQ', { coSignerPending: true }) };
export const AttorneyReview: Story = { args: at('ATTORNEY_REVIEW', { propertyState: 'GA' }) };
export const NotaryTexas: Story = { args: at('GEN_NOTARY_DISCLOSURE', { propertyState: 'TX' }) };
export const NotaryBooked: Story = {
  args: at('DEED_SIGNING', { manualNotary: true, notaryReservation: '2026-11-28T10:00:00-08:00' }),
};
/** Georgia: each co-signer books their own notary visit (decision 089, amendment 4): who, and when, or not yet. */
export const CoSignerVisits: Story = {
  args: at('GEN_NOTARY_DISCLOSURE', {
    propertyState: 'GA',
    coSignerVisits: coSignerVisits(
      [
        { name: 'Sam Lee', signed: true, notarySlot: '2026-12-01T10:00:00-05:00' },
        { name: 'Kim Lee', signed: true, notarySlot: null },
      ],
      { state: 'GA' },
    ),
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Sam Lee signs the deed before a notary')).toBeVisible();
    await expect(
      canvas.getByText('Booked for Tuesday, December 1, 2026 at 10:00 AM EST, at the property'),
    ).toBeVisible();
    await expect(canvas.getByText(COSIGNER_NOT_BOOKED)).toBeVisible();
  },
};
export const RightToCancel: Story = { args: at('RESCISSION', { today: '2026-11-27', rescissionStartsOn: WED }) };
/** Recording, where the server knows the county (decision 094): the recorder by name. */
export const Recording: Story = {
  args: at('RECORDING', { today: '2026-11-30', rescissionStartsOn: WED, propertyCounty: 'San Mateo' }),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('San Mateo County records your deed')).toBeVisible();
  },
};
export const Funding: Story = { args: at('FUNDABLE', { today: '2026-12-01', rescissionStartsOn: WED }) };
export const Mobile: Story = { ...mobile, args: at('GEN_NOTARY_DISCLOSURE', { propertyState: 'TX' }) };
