import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ReviewAppProperty } from './review-app-property';

const meta = {
  title: 'Screens/review-app/property',
  component: ReviewAppProperty,
  args: { reason: 'NO_PROPERTY_FOUND', current: { street1: '1 Nowhere Lane', city: 'San Mateo', state: 'CA', zip: '94401' }, licensedStates: ['CA', 'TX', 'WA'], onSubmit: fn() },
} satisfies Meta<typeof ReviewAppProperty>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Loading: Story = { args: { submitting: true } };
export const ServerError: Story = { args: { error: 'We could not reach the server. Check your connection and try again.' } };
export const ValidationErrors: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const field = c.getAllByRole('textbox')[0] as HTMLInputElement;
    await userEvent.clear(field);
    await userEvent.click(c.getByRole('button', { name: 'Find my property' }));
    await expect((await c.findAllByText('Required'))[0]).toBeVisible();
  },
};
export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
export const MultipleProperties: Story = { args: { reason: 'MULTIPLE_PROPERTIES' } };
