import type { Meta, StoryObj } from '@storybook/react-vite';
import { loading, serverError, mobile, validationErrors } from '../../test/story-variants';
import { expect, fn, userEvent, within } from 'storybook/test';
import { registrationStepper, throttledRetryNotice } from '@heloc/core';
import { EMPTY_REGISTRATION } from './register';
import { Registration } from './register';

const meta = {
  title: 'Screens/register',
  component: Registration,
  args: {
    step: 'property-info',
    stepper: registrationStepper('property-info'),
    values: EMPTY_REGISTRATION,
    licensedStates: ['CA', 'TX', 'WA'],
    today: '2026-11-22',
    onNext: fn(),
  },
} satisfies Meta<typeof Registration>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Loading: Story = loading;
export const ServerError: Story = serverError;
export const ValidationErrors: Story = validationErrors('Continue', 'Required');
export const Mobile: Story = mobile;
export const Income: Story = { args: { step: 'income-info', stepper: registrationStepper('income-info') } };
export const Birthdate: Story = {
  args: {
    step: 'birthdate',
    stepper: registrationStepper('birthdate'),
    values: { ...EMPTY_REGISTRATION, birthdate: '2012-01-01' },
  },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getByRole('button', { name: 'Continue' }));
    await expect(await c.findByText('You must be at least 18 years old to apply.')).toBeVisible();
  },
};
export const LoginInfo: Story = {
  args: {
    step: 'login-info',
    stepper: registrationStepper('login-info'),
    values: { ...EMPTY_REGISTRATION, email: 'ann@example.com' },
  },
};
export const ContactSkipped: Story = {
  args: {
    step: 'login-info',
    stepper: registrationStepper('login-info', { email: 'ann@example.com', phoneNumbers: ['4155550100'] }),
    signedInEmail: 'ann@example.com',
  },
};
/** Refused as too many registrations from this network: what was typed stays, and the form tries again by itself. */
export const LoginThrottled: Story = {
  args: {
    step: 'login-info',
    stepper: registrationStepper('login-info'),
    values: { ...EMPTY_REGISTRATION, email: 'ann@example.com', password: 'correct horse battery staple' },
    notice: throttledRetryNotice(240_000),
  },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('status', { name: 'We will try again for you' })).toHaveTextContent('in about 4 minutes');
    await expect(c.getByLabelText(/^Password/)).toHaveValue('correct horse battery staple');
  },
};
