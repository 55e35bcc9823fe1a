import type { Meta, StoryObj } from '@storybook/react-vite';
import { loading, serverError, mobile, validationErrors } from '../../../test/story-variants';
import { expect, fn, within } from 'storybook/test';
import { StartContact } from './contact';

const meta = {
  title: 'Screens/start/contact',
  component: StartContact,
  args: { email: 'ann@example.com', phone: '4155550100', onSubmit: fn() },
} satisfies Meta<typeof StartContact>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Loading: Story = loading;
export const ServerError: Story = serverError;
export const ValidationErrors: Story = validationErrors('Continue', 'Required', true);
export const Mobile: Story = mobile;
/** The contact-reassurance experiment's second variant (decision 045): the subtitle says what the details are not for. */
export const ReassuranceVariant: Story = {
  args: { variant: 'reassurance' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/never share them for marketing without your consent/)).toBeVisible();
  },
};
