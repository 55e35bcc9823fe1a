import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  closingPath,
  closingPlaceNote,
  counterofferNotice,
  offerChangeView,
  offerSelectionContext,
  timeToCash,
} from '@heloc/core';
import { US_FEDERAL_CALENDAR } from '@heloc/core/calendar';
import { OFFER_CHANGES } from '../../../test/offer-fixtures';
import { STORY_LENDER } from '../../../test/underwriting-fixtures';
import { loading, mobile, serverError } from '../../../test/story-variants';
import { ProductSelect } from './select';

const OFFERS = [
  { id: 'offer-10', lineAmount: 120000, aprPercent: 8.9, termYears: 10, minDraw: 60000, originationFeePercent: 2.99 },
  { id: 'offer-15', lineAmount: 120000, aprPercent: 9.45, termYears: 15, minDraw: 60000, originationFeePercent: 1.99 },
  { id: 'offer-30', lineAmount: 90000, aprPercent: 10.35, termYears: 30, minDraw: 45000, originationFeePercent: 0.99 },
];

const meta = {
  title: 'Screens/product/select',
  component: ProductSelect,
  args: { offers: OFFERS, onSelect: fn() },
} satisfies Meta<typeof ProductSelect>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
/** A Texas home on the Wednesday of Thanksgiving week: in person at an office, and when the money is expected. */
const TEXAS_CLOSING = {
  path: closingPath('TX'),
  cash: timeToCash({ state: 'OFFER_SELECTION', today: '2026-11-25', propertyState: 'TX' }, US_FEDERAL_CALENDAR),
};
export const ClosingOutlookTexas: Story = {
  args: { closing: TEXAS_CLOSING },
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Closing and your money' });
    await expect(region).toHaveTextContent('How you will close: in person.');
    await expect(region).toHaveTextContent('If you finish today, expected funding by Tuesday, December 8, 2026.');
    await expect(region).toHaveTextContent('The earliest the rules allow: Thursday, December 3, 2026.');
  },
};
/** El Paso keeps Mountain Time, not Texas's Central: the county is said where it matters (decision 094). */
const EL_PASO = { state: 'TX', county: 'El Paso', timeZone: 'America/Denver' };
export const ClosingOutlookElPaso: Story = {
  args: { closing: { ...TEXAS_CLOSING, placeNote: closingPlaceNote(EL_PASO) } },
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Closing and your money' });
    await expect(region).toHaveTextContent(
      'Your home in El Paso County keeps Mountain Time, not the Central Time of most of the state: notary hours and appointment times are in Mountain Time.',
    );
  },
};
export const ClosingOutlookOnline: Story = {
  args: {
    closing: {
      path: closingPath('CA'),
      cash: timeToCash({ state: 'OFFER_SELECTION', today: '2026-11-25', propertyState: 'CA' }, US_FEDERAL_CALENDAR),
    },
  },
};
export const ClosingOutlookMobile: Story = { ...mobile, args: { closing: TEXAS_CLOSING } };
export const Mobile: Story = mobile;
export const FromSigning: Story = {
  args: {
    context: offerSelectionContext({ state: 'OFFER_SELECTION', from: 'signing/intro' }),
    change: offerChangeView(OFFER_CHANGES.revaluation),
  },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('heading', { level: 1, name: 'Choose your final offer' })).toBeVisible();
    await expect(c.getByRole('table', { name: 'Your offer before and after' })).toBeVisible();
  },
};
/** Revised on verified income: the comparison, then the counteroffer notice (Reg B form C-4) before the offers. */
export const RevisedOffer: Story = {
  args: {
    context: offerSelectionContext({ state: 'REVISED_OFFER_SELECTION' }),
    change: offerChangeView(OFFER_CHANGES.verifiedIncome),
    notice: counterofferNotice({ change: OFFER_CHANGES.verifiedIncome, offers: OFFERS, lender: STORY_LENDER }),
  },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByText('The income we used is lower: $84,000 a year instead of $120,000.')).toBeVisible();
    const notice = within(c.getByRole('region', { name: 'Notice of action taken on your request' }));
    await expect(
      notice.getByText(
        'We are unable to offer you credit on the terms you requested, but can offer you credit on the following terms:',
      ),
    ).toBeVisible();
    await expect(
      notice.getByRole('heading', { name: 'Notice of your rights under the Equal Credit Opportunity Act' }),
    ).toBeVisible();
  },
};
export const RevisedOfferMobile: Story = { ...mobile, args: RevisedOffer.args };
export const Loading: Story = loading;
export const ServerError: Story = serverError;
export const CreditUnionBrand: Story = { globals: { org: 'creditunion' }, args: RevisedOffer.args };
export const BrokerBrand: Story = { globals: { org: 'broker' }, args: RevisedOffer.args };
export const NoOffersYet: Story = { args: { offers: [] } };
export const Chooses: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getAllByRole('radio')[2] as HTMLElement);
    await userEvent.click(c.getByRole('button', { name: 'Continue with this offer' }));
    await expect(args.onSelect).toHaveBeenCalledWith({ offerId: 'offer-30', drawAmount: 90000 });
  },
};
