import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { IDENTITY_MESSAGES } from '@heloc/core';
import { loading, mobile, serverError } from '../../../test/story-variants';
import { SignerIdentity } from './identity';

const meta = {
  title: 'Screens/heloc-signer/identity',
  component: SignerIdentity,
  args: { application: { borrowerName: 'Ann Lee' }, onSubmit: fn(), checkFile: () => Promise.resolve(null) },
} satisfies Meta<typeof SignerIdentity>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const DriversLicense: Story = { args: { initialKind: "US Driver's License" } };
export const Loading: Story = { ...loading, args: { initialKind: 'US Passport', ...loading.args } };
export const ServerError: Story = serverError;
export const Mobile: Story = mobile;
/** Continue without a kind: the core's message, nothing sent. */
export const ValidationErrors: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getByRole('button', { name: 'Continue' }));
    await expect(await c.findByText(IDENTITY_MESSAGES.chooseKind)).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};
export const CreditUnion: Story = { globals: { org: 'creditunion' } };
export const Broker: Story = { globals: { org: 'broker' } };
