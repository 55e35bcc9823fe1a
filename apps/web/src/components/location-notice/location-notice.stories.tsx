import type { Meta, StoryObj } from '@storybook/react-vite';
import { LOCATION_TEXTS } from '@heloc/core';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LocationNotice } from './location-notice';

const meta = {
  title: 'Components/Location notice',
  component: LocationNotice,
  args: { ask: 'ask', location: null, onShare: fn() },
} satisfies Meta<typeof LocationNotice>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Ask: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByText(LOCATION_TEXTS.title)).toBeVisible();
    await userEvent.click(c.getByRole('button', { name: 'Share my location' }));
    await expect(args.onShare).toHaveBeenCalled();
  },
};
export const Asking: Story = { args: { ask: 'asking' } };
export const Shared: Story = {
  args: { ask: 'shared', location: { latitude: 37.563, longitude: -122.3255, accuracy: 20 } },
};
export const Refused: Story = { args: { ask: 'refused' } };
export const Unavailable: Story = { args: { ask: 'unavailable' } };
