import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import CeoFeedback from './ceo-feedback';

const TITLE = 'Share your thoughts with our CEO';
const open = (props: Partial<Parameters<typeof CeoFeedback>[0]> = {}) => {
  const onSend = vi.fn();
  const onClose = vi.fn();
  renderWithProviders(<CeoFeedback opened onSend={onSend} onClose={onClose} {...props} />);
  return { onSend, onClose, dialog: within(screen.getByRole('dialog', { name: TITLE })) };
};

describe('CeoFeedback', () => {
  it('says what is missing, in the spec’s words, and sends nothing', async () => {
    const { onSend, dialog } = open();
    expect(dialog.getByText('Share your feedback with the CEO')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Send feedback' }));
    expect(await dialog.findAllByText('Required')).toHaveLength(3);
    await userEvent.type(dialog.getByRole('textbox', { name: /Message/ }), 'Too short');
    await userEvent.tab();
    expect(await dialog.findByText('Must be at least 10 characters')).toBeVisible();
    expect(onSend).not.toHaveBeenCalled();
  });

  it('over 1000 characters: the spec’s message', async () => {
    const { dialog } = open();
    const box = dialog.getByRole('textbox', { name: /Message/ });
    await userEvent.click(box);
    await userEvent.paste('x'.repeat(1001));
    await userEvent.tab();
    expect(await dialog.findByText('Must be at most 1000 characters')).toBeVisible();
  });

  it('sends the topic, the message and the consent as a boolean', async () => {
    const { onSend, dialog } = open();
    await userEvent.click(dialog.getByRole('radio', { name: 'Give us a compliment' }));
    await userEvent.type(dialog.getByRole('textbox', { name: /Message/ }), 'The offers page was very clear.');
    await userEvent.click(dialog.getByRole('radio', { name: 'No' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Send feedback' }));
    expect(onSend).toHaveBeenCalledWith({
      topic: 'Give us a compliment',
      message: 'The offers page was very clear.',
      marketingConsent: false,
    });
  });

  it('a failed send says so and keeps what was typed', async () => {
    const { dialog } = open({ error: 'We could not reach the server. Check your connection and try again.' });
    expect(dialog.getByRole('alert')).toHaveTextContent('We could not reach the server');
    expect(dialog.getByRole('button', { name: 'Send feedback' })).toBeEnabled();
  });

  it('sent: a thank-you and a Close button', async () => {
    const { onClose, dialog } = open({ sent: true });
    expect(dialog.getByRole('status')).toHaveTextContent('Thank you. Your feedback is on its way to our CEO.');
    await userEvent.click(dialog.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalled();
  });
});
