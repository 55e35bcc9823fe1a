import type { Meta, StoryObj } from '@storybook/react-vite';
import { EMPLOYER_CONTACT_REQUIRED } from '@heloc/core';
import { expect, fn, userEvent, within } from 'storybook/test';
import { loading, mobile, serverError, validationErrors } from '../../../test/story-variants';
import { EmployerVerification } from './employer-verification';

const filled = {
  employerName: 'Lee Design LLC',
  jobTitle: 'Owner',
  startDate: '2015-06-01',
  employerPhone: '4155550199',
};

const meta = {
  title: 'Screens/income/employer-verification',
  component: EmployerVerification,
  args: { today: '2026-11-23', onSubmit: fn(), onChange: fn() },
} satisfies Meta<typeof EmployerVerification>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Filled: Story = { args: { initial: filled } };
export const Loading: Story = { ...loading, args: { ...loading.args, initial: filled } };
export const ServerError: Story = { ...serverError, args: { ...serverError.args, initial: filled } };
export const ValidationErrors: Story = validationErrors('Continue', 'Required');
/** Name, title and date given, but no phone or email for the verifier. */
export const NoWayToVerify: Story = {
  args: { initial: { employerName: 'Acme Corp', jobTitle: 'Engineer', startDate: '2019-03-01' } },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getByRole('button', { name: 'Continue' }));
    await expect(await c.findByText(EMPLOYER_CONTACT_REQUIRED)).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};
export const Mobile: Story = { ...mobile, args: { initial: filled } };
export const CreditUnionBrand: Story = { globals: { org: 'creditunion' }, args: { initial: filled } };
export const BrokerBrand: Story = { globals: { org: 'broker' }, args: { initial: filled } };
