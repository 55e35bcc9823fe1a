import { manualReviewView } from '@heloc/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { mobile } from '../../../test/story-variants';
import { ReviewAppUw } from './uw';

const meta = {
  title: 'Screens/review-app/uw',
  component: ReviewAppUw,
  args: { view: manualReviewView({ since: '2026-11-20T15:00:00.000Z', email: 'ann@example.com' }) },
} satisfies Meta<typeof ReviewAppUw>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
/** The facts could not be read: no start date, the promise stands. */
export const WithoutFacts: Story = { args: { view: manualReviewView({ since: null, email: 'ann@example.com' }) } };
export const Mobile: Story = mobile;
export const CreditUnion: Story = { globals: { org: 'creditunion' } };
export const Broker: Story = { globals: { org: 'broker' } };
