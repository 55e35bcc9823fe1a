import type { Meta, StoryObj } from '@storybook/react-vite';
import { LINK_NOT_IN_THIS_TAB_MESSAGE } from '@heloc/core';
import { expect, fn, within } from 'storybook/test';
import { mobile } from '../../test/story-variants';
import { LinkReturn } from './link-return';

const meta = {
  title: 'Components/Link return',
  component: LinkReturn,
  args: { finishing: true },
} satisfies Meta<typeof LinkReturn>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Finishing: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Finishing the connection…');
  },
};
export const NotInThisTab: Story = {
  args: { finishing: false, message: LINK_NOT_IN_THIS_TAB_MESSAGE, onGoToApplication: fn() },
};
export const Mobile: Story = {
  ...mobile,
  args: { finishing: false, message: LINK_NOT_IN_THIS_TAB_MESSAGE, onRetry: fn(), onChooseAnother: fn() },
};
