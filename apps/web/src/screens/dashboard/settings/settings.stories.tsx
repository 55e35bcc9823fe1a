import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { mobile, serverError } from '../../../test/story-variants';
import { Settings } from './settings';

const meta = {
  title: 'Site/Settings',
  component: Settings,
  args: {
    details: { firstName: 'Ann', lastName: 'Lee', email: 'ann@example.com', phone: '4155550100' },
    preferences: {
      emailUpdates: true,
      smsUpdates: false,
      marketing: false,
      reminderFrequency: 'all',
      textConsent: null,
    },
    companyName: 'Homestead Line',
    onSaveDetails: fn(),
    onChangePassword: fn(),
    onSavePreferences: fn(),
    onSignOutEverywhere: fn(),
  },
} satisfies Meta<typeof Settings>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Saving: Story = { args: { detailsState: { saving: true } } };
export const ServerError: Story = { args: { detailsState: { error: serverError.args.error } } };
export const EmailTaken: Story = { args: { detailsState: { error: 'Another account already uses this email.' } } };
export const Saved: Story = { args: { preferencesState: { saved: 'Your communication preferences are saved.' } } };
export const ValidationErrors: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await userEvent.clear(c.getByLabelText(/First name/));
    await userEvent.click(c.getByRole('button', { name: 'Save details' }));
    await expect(await c.findByText('Required')).toBeVisible();
    await userEvent.click(c.getByRole('button', { name: 'Change password' }));
    await expect((await c.findAllByText('Required')).length).toBeGreaterThan(1);
    await expect(args.onSaveDetails).not.toHaveBeenCalled();
  },
};
/** Texts ticked: the terms, word for word as the server records them, and a box of their own. */
export const TextsTerms: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getByRole('checkbox', { name: 'Text me about my application' }));
    await expect(c.getByText(/may send text messages about my application to \(415\) 555-0100/)).toBeVisible();
    await userEvent.click(c.getByRole('button', { name: 'Save preferences' }));
    await expect(await c.findByText(/Tick to agree to the texts’ terms/)).toBeVisible();
    await expect(args.onSavePreferences).not.toHaveBeenCalled();
  },
};
export const TextsOn: Story = {
  args: {
    preferences: {
      emailUpdates: true,
      smsUpdates: true,
      marketing: false,
      reminderFrequency: 'fewer',
      textConsent: { phone: '4155550100', givenAt: '2026-11-23T18:00:00Z', stoppedAt: null, stoppedBy: null },
    },
  },
};
export const TextsStopped: Story = {
  args: {
    preferences: {
      emailUpdates: true,
      smsUpdates: false,
      marketing: false,
      reminderFrequency: 'all',
      textConsent: {
        phone: '4155550100',
        givenAt: '2026-11-23T18:00:00Z',
        stoppedAt: '2026-11-24T18:00:00Z',
        stoppedBy: 'sms-STOP',
      },
    },
  },
};
export const Mobile: Story = mobile;
export const MobileTextsTerms: Story = { ...mobile, play: TextsTerms.play };
export const CreditUnionBrand: Story = { globals: { org: 'creditunion' } };
export const BrokerBrand: Story = { globals: { org: 'broker' } };
