import { creditFreezeView } from '@heloc/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { loading, mobile, serverError, validationErrors } from '../../../test/story-variants';
import { freezeFacts } from '../../../test/underwriting-fixtures';
import { CreditError } from './error';

const meta = {
  title: 'Screens/credit/error',
  component: CreditError,
  args: { view: creditFreezeView(freezeFacts()), onRetry: fn(), onPin: fn() },
} satisfies Meta<typeof CreditError>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Soft pull, Equifax. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getByRole('button', { name: 'I’ve lifted the freeze — try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};
export const Experian: Story = { args: { view: creditFreezeView(freezeFacts({ bureau: 'EXPERIAN' })) } };
export const TransUnion: Story = { args: { view: creditFreezeView(freezeFacts({ bureau: 'TRANSUNION' })) } };
/** After submitting: the hard pull met the freeze (SSN 0004). */
export const HardPull: Story = {
  args: { view: creditFreezeView(freezeFacts({ pull: 'HARD', bureau: 'TRANSUNION' })) },
};
/** Frozen with a PIN (SSN 0005). */
export const WithPin: Story = {
  args: { view: creditFreezeView(freezeFacts({ withPin: true })) },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await userEvent.type(c.getByLabelText(/Equifax freeze PIN/), '1234');
    await userEvent.click(c.getByRole('button', { name: 'Unlock with my PIN' }));
    await expect(args.onPin).toHaveBeenCalledWith('1234');
  },
};
export const PinValidationErrors: Story = {
  args: { view: creditFreezeView(freezeFacts({ withPin: true })) },
  ...validationErrors('Unlock with my PIN', 'Required'),
};
/** The facts could not be read: every bureau's way is listed. */
export const BureauUnknown: Story = {
  args: { view: creditFreezeView(null, { fallback: { state: 'SOFT_CREDIT_LOCKED_OR_FROZEN' } }) },
};
export const Loading: Story = loading;
export const ServerError: Story = serverError;
export const Mobile: Story = { ...mobile, args: { view: creditFreezeView(freezeFacts({ withPin: true })) } };
export const CreditUnion: Story = {
  globals: { org: 'creditunion' },
  args: { view: creditFreezeView(freezeFacts({ withPin: true })) },
};
export const Broker: Story = {
  globals: { org: 'broker' },
  args: { view: creditFreezeView(freezeFacts({ pull: 'HARD', bureau: 'EXPERIAN' })) },
};
