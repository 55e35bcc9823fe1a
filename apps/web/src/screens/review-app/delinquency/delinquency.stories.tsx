import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { loading, mobile, serverError, validationErrors } from '../../../test/story-variants';
import { Delinquency } from './delinquency';

const meta = {
  title: 'Screens/review-app/delinquency',
  component: Delinquency,
  args: {
    intro: 'Evergreen Bank (account ending 4410) reported a payment 60 days late on 11/01/2025.',
    onSubmit: fn(),
  },
} satisfies Meta<typeof Delinquency>;

export default meta;
type Story = StoryObj<typeof meta>;

const typed = {
  initial: { explanation: 'I was in hospital in October; the account has been current since November.' },
};
export const Default: Story = {};
export const Loading: Story = { args: { ...loading.args, ...typed } };
export const ServerError: Story = { args: { ...serverError.args, ...typed } };
export const ValidationErrors: Story = validationErrors('Send my explanation', 'Required');
export const Mobile: Story = mobile;
export const CreditUnion: Story = { globals: { org: 'creditunion' } };
export const Broker: Story = { globals: { org: 'broker' } };
