import type { Meta, StoryObj } from '@storybook/react-vite';
import { REGISTER_PATH } from '@heloc/core';
import { loading, serverError, mobile, validationErrors } from '../../../test/story-variants';
import { expect, fn, within } from 'storybook/test';
import { Login } from './login';

const meta = {
  title: 'Screens/Sign in',
  component: Login,
  args: { registerHref: REGISTER_PATH, onSubmit: fn() },
} satisfies Meta<typeof Login>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Loading: Story = loading;
export const ServerError: Story = serverError;
export const ValidationErrors: Story = validationErrors('Sign in', 'Required');
export const Mobile: Story = mobile;
// The brand colour colours the button and links: axe checks contrast under each kind of organisation.
const brandButton = (rgb: string) => ({
  play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Sign in' });
    await expect(getComputedStyle(button).backgroundColor).toBe(rgb);
  },
});
export const CreditUnionBrand: Story = { globals: { org: 'creditunion' }, ...brandButton('rgb(11, 110, 79)') };
export const BrokerBrand: Story = { globals: { org: 'broker' }, ...brandButton('rgb(106, 27, 154)') };
