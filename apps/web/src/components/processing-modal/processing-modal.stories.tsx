import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PROCESSING_MESSAGES, ProcessingModal } from './processing-modal';
import { PROCESSING_MESSAGE_ROTATE_MS } from '@heloc/core';

const meta = {
  title: 'Shell/Processing',
  component: ProcessingModal,
  // A long rotation so axe and the play function see one message, not a moving target.
  args: { opened: true, rotateMs: PROCESSING_MESSAGE_ROTATE_MS * 10 },
} satisfies Meta<typeof ProcessingModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Working: Story = {
  play: async () => {
    // The modal is portalled to the body, outside the story's canvas.
    const dialog = await within(document.body).findByRole('dialog', { name: 'Working on your application' });
    await expect(within(dialog).getByRole('status')).toHaveTextContent(PROCESSING_MESSAGES[0] as string);
  },
};
