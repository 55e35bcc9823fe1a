import type { Meta, StoryObj } from '@storybook/react-vite';
import { MESSAGES } from '@heloc/core';
import { expect, fn, userEvent, within } from 'storybook/test';
import { mobile, serverError } from '../../test/story-variants';
import CeoFeedback from './ceo-feedback';

const meta = {
  title: 'Shell/CEO feedback',
  component: CeoFeedback,
  args: { opened: true, onSend: fn(), onClose: fn() },
} satisfies Meta<typeof CeoFeedback>;

export default meta;
type Story = StoryObj<typeof meta>;

// The modal is portalled to the body, outside the story's canvas.
const dialog = async () =>
  within(await within(document.body).findByRole('dialog', { name: MESSAGES.ceoFeedbackTitle }));

export const Open: Story = {
  play: async ({ args }) => {
    const d = await dialog();
    await expect(d.getByText(MESSAGES.ceoFeedbackPrompt)).toBeVisible();
    await userEvent.click(d.getByRole('radio', { name: 'Improve our product' }));
    await userEvent.type(d.getByRole('textbox', { name: /Message/ }), 'Let me upload paystubs from my phone.');
    await userEvent.click(d.getByRole('radio', { name: 'Yes' }));
    await userEvent.click(d.getByRole('button', { name: 'Send feedback' }));
    await expect(args.onSend).toHaveBeenCalledWith({
      topic: 'Improve our product',
      message: 'Let me upload paystubs from my phone.',
      marketingConsent: true,
    });
  },
};

export const ValidationErrors: Story = {
  play: async ({ args }) => {
    const d = await dialog();
    await userEvent.click(d.getByRole('button', { name: 'Send feedback' }));
    await expect((await d.findAllByText(MESSAGES.required))[0]).toBeVisible();
    await userEvent.type(d.getByRole('textbox', { name: /Message/ }), 'Too short');
    await userEvent.tab();
    await expect(await d.findByText(MESSAGES.atLeast10)).toBeVisible();
    await expect(args.onSend).not.toHaveBeenCalled();
  },
};

export const Sending: Story = {
  args: { sending: true },
  play: async () => {
    await expect((await dialog()).getByRole('button', { name: 'Cancel' })).toBeDisabled();
  },
};

export const ServerError: Story = {
  ...serverError,
  play: async () => {
    await expect((await dialog()).getByRole('alert')).toHaveTextContent(serverError.args.error);
  },
};

export const Sent: Story = {
  args: { sent: true },
  play: async () => {
    await expect((await dialog()).getByRole('status')).toHaveTextContent('Thank you');
  },
};

export const Mobile: Story = { ...mobile, play: async () => void (await dialog()) };
export const CreditUnion: Story = { globals: { org: 'creditunion' }, play: Open.play };
export const Broker: Story = { globals: { org: 'broker' }, play: Open.play };
