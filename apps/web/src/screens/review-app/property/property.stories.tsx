import type { Meta, StoryObj } from '@storybook/react-vite';
import { loading, serverError, mobile, validationErrors } from '../../../test/story-variants';
import { fn } from 'storybook/test';
import { ReviewAppProperty } from './property';

const meta = {
  title: 'Screens/review-app/property',
  component: ReviewAppProperty,
  args: {
    reason: 'none-found',
    current: { street1: '1 Nowhere Lane', city: 'San Mateo', state: 'CA', zip: '94401' },
    licensedStates: ['CA', 'TX', 'WA'],
    onSubmit: fn(),
  },
} satisfies Meta<typeof ReviewAppProperty>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Loading: Story = loading;
export const ServerError: Story = serverError;
export const ValidationErrors: Story = validationErrors('Find my property', 'Required', true);
export const Mobile: Story = mobile;
export const MultipleProperties: Story = { args: { reason: 'several-found' } };
