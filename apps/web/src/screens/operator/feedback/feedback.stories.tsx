import type { Meta, StoryObj } from '@storybook/react-vite';
import { appScreenUrl, DASHBOARD_PATH } from '@heloc/core';
import { expect, fn, userEvent, within } from 'storybook/test';
import { mobile, serverError } from '../../../test/story-variants';
import { OperatorFeedback } from './feedback';

const entries = [
  {
    uuid: 'f1',
    received: '2026-11-23T18:00:00.000Z',
    from: 'ann@example.com',
    topic: 'Give us a compliment',
    message: 'The offer page was very clear.',
    marketingConsent: true,
    pathname: appScreenUrl('3f1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f', 'product/select'),
  },
  {
    uuid: 'f2',
    received: '2026-11-22T09:30:00.000Z',
    from: 'sam@example.com',
    topic: 'Improve our product',
    message: 'Let me upload paystubs from my phone.',
    marketingConsent: false,
    pathname: DASHBOARD_PATH,
  },
];

const meta = {
  title: 'Site/Operator feedback',
  component: OperatorFeedback,
  args: { entries: null, onLoad: fn() },
} satisfies Meta<typeof OperatorFeedback>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AskForToken: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await userEvent.type(c.getByLabelText(/Operator token/), 'secret-token');
    await userEvent.click(c.getByRole('button', { name: 'Show feedback' }));
    await expect(args.onLoad).toHaveBeenCalledWith('secret-token');
  },
};
export const Listed: Story = {
  args: { entries },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('row')).toHaveLength(3);
  },
};
export const Empty: Story = { args: { entries: [] } };
export const Loading: Story = { args: { loading: true } };
export const WrongToken: Story = {
  ...serverError,
  args: { error: 'This needs the operator token (X-Operator-Token), printed by the server at start.' },
};
export const Mobile: Story = { ...mobile, args: { entries } };
export const CreditUnion: Story = { globals: { org: 'creditunion' }, args: { entries } };
export const Broker: Story = { globals: { org: 'broker' }, args: { entries } };
