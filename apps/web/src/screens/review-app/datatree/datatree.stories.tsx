import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { mobile } from '../../../test/story-variants';
import { ReviewAppDatatree } from './datatree';

const meta = {
  title: 'Screens/review-app/datatree',
  component: ReviewAppDatatree,
  args: { supportPhone: '(888) 819-6388', onRetry: fn() },
} satisfies Meta<typeof ReviewAppDatatree>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Mobile: Story = mobile;
export const CreditUnion: Story = { globals: { org: 'creditunion' } };
export const Broker: Story = { globals: { org: 'broker' } };
