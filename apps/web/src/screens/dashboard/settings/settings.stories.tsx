import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { mobile, serverError } from '../../../test/story-variants';
import { Settings } from './settings';

const meta = {
  title: 'Site/Settings',
  component: Settings,
  args: {
    details: { firstName: 'Ann', lastName: 'Lee', email: 'ann@example.com', phone: '4155550100' },
    preferences: { emailUpdates: true, smsUpdates: false, marketing: false },
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
export const Mobile: Story = mobile;
export const CreditUnionBrand: Story = { globals: { org: 'creditunion' } };
export const BrokerBrand: Story = { globals: { org: 'broker' } };
