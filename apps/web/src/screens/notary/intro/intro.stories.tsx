import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  closingOffices,
  closingPath,
  coSignerVisits,
  MANUAL_NOTARIZATION_FEE,
  officeSigningAddress,
  type NotaryIntroView,
} from '@heloc/core';
import { expect, fn, within } from 'storybook/test';
import { loading, mobile, serverError } from '../../../test/story-variants';
import { NotaryIntro } from './intro';

// The core's notaryIntroView decides the mode from the server state; the views take its answer.
const view = (mode: NotaryIntroView['mode'], more: Partial<NotaryIntroView> = {}): NotaryIntroView => ({
  mode,
  attorneyState: false,
  ronAvailable: true,
  zone: 'America/Los_Angeles',
  manualFee: MANUAL_NOTARIZATION_FEE,
  reservation: null,
  closingWhy: 'Your state allows remote online notarization of a deed.',
  inPersonAt: 'home',
  ...more,
});

const meta = {
  title: 'Screens/notary/intro',
  component: NotaryIntro,
  args: {
    view: view('choose'),
    propertyAddress: '12 Oak Street, San Mateo, CA 94401',
    scheduleHref: '/schedule',
    changeHref: '/reserve',
    supportHref: '/support',
    onChooseEnotary: fn(),
    onStartSession: fn(),
    onCancelAppointment: fn(),
    onNotaryVisited: fn(),
  },
} satisfies Meta<typeof NotaryIntro>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('heading', { level: 1, name: 'Get your deed notarized' })).toBeVisible();
    await expect(c.getByText('$300 fee')).toBeVisible();
  },
};
export const Loading: Story = loading;
export const ServerError: Story = serverError;
export const Mobile: Story = mobile;
export const AttorneyState: Story = {
  args: {
    view: view('choose', { attorneyState: true, zone: 'America/New_York' }),
    propertyAddress: '7 Peach Lane, Atlanta, GA 30301',
  },
};
export const AttorneyReview: Story = {
  args: { view: view('attorneyReview', { attorneyState: true, zone: 'America/New_York' }) },
};
export const InPersonOnly: Story = {
  args: {
    view: view('choose', { attorneyState: true, ronAvailable: false, zone: 'America/New_York' }),
    propertyAddress: '7 Palmetto Road, Columbia, SC 29201',
  },
};
/** Texas (the closing-path table): in person, at a title company's office, and why. */
export const Texas: Story = {
  args: {
    view: view('choose', {
      ronAvailable: false,
      zone: 'America/Chicago',
      inPersonAt: 'office',
      closingWhy: closingPath('TX').why,
    }),
    propertyAddress: '9 Pecan Street, Austin, TX 78701',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/§50\(a\)\(6\)/)).toBeVisible();
    await expect(canvas.getByText(/at the office of a title company, an attorney or the lender/)).toBeVisible();
  },
};
export const EnotaryChosen: Story = { args: { view: view('enotary') } };
export const AppointmentBooked: Story = {
  args: { view: view('manualBooked', { reservation: '2026-11-27T10:00:00-08:00' }) },
};
export const AppointmentElsewhere: Story = {
  args: { ...AppointmentBooked.args, signingAddress: '400 Main Street, Redwood City, CA 94063' },
};
/** Texas, the co-signers' own visits (decision 089, amendment 4): one booked at an office, one not yet. */
/** Sam booked at an Austin office (and, with `visited`, the notary reported the visit done); Kim has not booked. */
const texasCoSigners = (visited: boolean) =>
  coSignerVisits(
    [
      {
        name: 'Sam Lee',
        signed: true,
        notarySlot: '2026-12-01T10:00:00-06:00',
        notaryAddress: officeSigningAddress(closingOffices('TX', 'Austin')[0]!),
        notaryVisited: visited,
      },
      { name: 'Kim Lee', signed: true, notarySlot: null },
    ],
    { state: 'TX' },
  );
export const TexasCoSigners: Story = {
  args: { ...Texas.args, coSigners: texasCoSigners(false) },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const visits = c.getByRole('region', { name: 'Your co-signers’ notary visits' });
    await expect(visits).toHaveTextContent(
      'Sam Lee: Tuesday, December 1, 2026 at 10:00 AM CST, at 100 Congress Avenue',
    );
    await expect(visits).toHaveTextContent('Kim Lee: Not booked yet');
  },
};
/** Sam's visit has taken place (the sandbox notary reported it, decision 089 amendment 7): said as signed, on its day. */
export const TexasCoSignerSigned: Story = {
  args: { ...Texas.args, coSigners: texasCoSigners(true) },
  play: async ({ canvasElement }) => {
    const visits = within(canvasElement).getByRole('region', { name: 'Your co-signers’ notary visits' });
    await expect(visits).toHaveTextContent(
      'Sam Lee: Signed before the notary on Tuesday, December 1, 2026, at 100 Congress Avenue',
    );
  },
};
export const CreditUnionBrand: Story = { globals: { org: 'creditunion' } };
export const BrokerBrand: Story = { globals: { org: 'broker' }, args: { view: view('enotary') } };
