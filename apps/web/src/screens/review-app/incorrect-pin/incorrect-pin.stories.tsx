import { creditFreezeView } from '@heloc/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { loading, mobile, serverError, validationErrors } from '../../../test/story-variants';
import { freezeFacts } from '../../../test/underwriting-fixtures';
import { IncorrectPin } from './incorrect-pin';

const wrong = (attempts: number, over: Parameters<typeof freezeFacts>[0] = {}) =>
  creditFreezeView(freezeFacts({ withPin: true, incorrectPinAttempts: attempts, ...over }), { wrongPin: true });

const meta = {
  title: 'Screens/review-app/incorrect-pin',
  component: IncorrectPin,
  args: { view: wrong(1), onRetry: fn(), onPin: fn() },
} satisfies Meta<typeof IncorrectPin>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('heading', { level: 1, name: 'That PIN didn’t unlock your credit file' })).toBeVisible();
    await expect(c.getByRole('button', { name: 'I’ve lifted the freeze — try again' })).toBeVisible();
  },
};
/** Three wrong PINs: lifting the freeze comes first. */
export const ThirdWrongPin: Story = { args: { view: wrong(3) } };
export const Experian: Story = { args: { view: wrong(2, { bureau: 'EXPERIAN' }) } };
export const TransUnionHardPull: Story = { args: { view: wrong(1, { bureau: 'TRANSUNION', pull: 'HARD' }) } };
export const ValidationErrors: Story = validationErrors('Unlock with my PIN', 'Required');
export const Loading: Story = loading;
export const ServerError: Story = serverError;
export const Mobile: Story = mobile;
export const CreditUnion: Story = { globals: { org: 'creditunion' } };
export const Broker: Story = { globals: { org: 'broker' } };
