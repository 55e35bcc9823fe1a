import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { loading, mobile, serverError } from '../../../../test/story-variants';
import { SignerConditionIdentity } from './identity';

const condition = {
  uuid: 'c1',
  created: '2026-01-01T00:00:00.000Z',
  categoryEnum: 'ID_VERIFICATION_FAILURE',
  commentsToBorrower: 'Your ID photo was blurry. Please send it again.',
  actionNeeded: true,
};

const meta = {
  title: 'Screens/heloc-signer/conditions/identity',
  component: SignerConditionIdentity,
  args: { condition, onSubmit: fn(), checkFile: () => Promise.resolve(null) },
} satisfies Meta<typeof SignerConditionIdentity>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Your ID photo was blurry. Please send it again.')).toBeVisible();
  },
};
export const Loading: Story = { ...loading, args: { initialKind: 'US Passport', ...loading.args } };
export const ServerError: Story = serverError;
export const Mobile: Story = mobile;
export const CreditUnion: Story = { globals: { org: 'creditunion' } };
export const Broker: Story = { globals: { org: 'broker' } };
