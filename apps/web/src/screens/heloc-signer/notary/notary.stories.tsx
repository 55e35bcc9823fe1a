import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  closingOffices,
  officeSigningAddress,
  SIGNER_NOTARY_MESSAGES,
  topLevelUrl,
  type SignerNotaryResponse,
} from '@heloc/core';
import { loading, mobile, serverError } from '../../../test/story-variants';
import { SignerNotary } from './notary';
import { signerNotaryAt } from './notary.fixtures';

// Plain props from the core's rules on a fixed day, a Texas home (notary.fixtures.ts).
const texas = (zone = 'America/Chicago', state = 'TX', city = 'Austin') => signerNotaryAt(state, city, zone);
const view = texas();
const [office] = closingOffices('TX', 'Austin');
const firstFree = view.days.flatMap((d) => d.slots).find((s) => s.available)?.start ?? '';
const booked: SignerNotaryResponse = {
  ...view,
  booking: { slot: firstFree, signingAddress: office ? officeSigningAddress(office) : null },
};

const meta = {
  title: 'Screens/heloc-signer/notary',
  component: SignerNotary,
  args: {
    borrowerName: 'Ann Lee',
    view,
    onDays: fn(),
    onBook: fn(),
    onCancel: fn(),
    homeHref: topLevelUrl('heloc-signer/resume'),
  },
} satisfies Meta<typeof SignerNotary>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Texas: the offices listed (never the home), then a free slot; the body names the office. */
export const Texas: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.queryByRole('radio', { name: /The property/ })).toBeNull();
    await userEvent.click(c.getByRole('radio', { name: office?.name ?? '' }));
    const slot = c.getAllByRole('radio', { name: /AM|PM/ }).find((r) => !(r as HTMLInputElement).disabled);
    if (slot) await userEvent.click(slot);
    await userEvent.click(c.getByRole('button', { name: 'Book this time' }));
    await expect(args.onBook).toHaveBeenCalledWith({
      slot: firstFree,
      signingAddress: office ? officeSigningAddress(office) : undefined,
    });
  },
};
/** Nothing chosen: both problems at once. */
export const ValidationErrors: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getByRole('button', { name: 'Book this time' }));
    await expect(await c.findByText('Choose an office')).toBeVisible();
    await expect(c.getByText('Choose a time')).toBeVisible();
    await expect(args.onBook).not.toHaveBeenCalled();
  },
};
/** Where a notary comes to the signer (Georgia: an attorney's review, then the deed): the property or another address. */
export const AtHome: Story = { args: { view: texas('America/New_York', 'GA', 'Atlanta') } };
/** Another office typed in. */
export const AnotherOffice: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getByRole('radio', { name: 'Another lender, attorney or title company office' }));
    await expect(c.getByRole('group', { name: 'The office’s address' })).toBeVisible();
  },
};
export const Booked: Story = {
  args: { view: booked },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('heading', { level: 1, name: 'Your notary visit' })).toBeVisible();
    await expect(c.getByRole('radio', { name: /\(booked now\)/ })).toBeDisabled();
    await expect(c.getByRole('button', { name: 'Cancel my visit' })).toBeVisible();
  },
};
export const JustBooked: Story = { args: { view: booked, done: 'booked' } };
export const JustCancelled: Story = { args: { done: 'cancelled' } };
export const NotSignedYet: Story = {
  args: { view: { ...view, problem: SIGNER_NOTARY_MESSAGES.notSigned, days: [] } },
};
export const SigningOver: Story = {
  args: { view: { ...booked, problem: SIGNER_NOTARY_MESSAGES.closed, days: [] } },
};
/** The appointment has ended: the sandbox notary reported it done, and it can no longer be moved or cancelled. */
export const VisitDone: Story = {
  args: { view: { ...booked, visitDone: true, problem: SIGNER_NOTARY_MESSAGES.done, days: [] } },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByText(SIGNER_NOTARY_MESSAGES.done)).toBeVisible();
    await expect(c.getByText('Done: you signed the deed before the notary.')).toBeVisible();
    await expect(c.queryByRole('button', { name: 'Cancel my visit' })).toBeNull();
  },
};
export const LoadingTimes: Story = { args: { view: null } };
export const LoadError: Story = {
  args: { view: null, loadError: 'We could not reach the server. Check your connection and try again.', onRetry: fn() },
};
export const Submitting: Story = loading;
export const ServerError: Story = serverError;
export const Mobile: Story = mobile;
export const BookedMobile: Story = { ...mobile, args: { view: booked } };
