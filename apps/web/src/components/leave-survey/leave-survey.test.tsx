import { LEAVE_SURVEY_TEXT } from '@heloc/core';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { LeaveSurvey } from './leave-survey';

describe('LeaveSurvey', () => {
  it('asks the question as a labelled group in a dialog named by its heading, and sends the choice', async () => {
    const onSend = vi.fn();
    renderWithProviders(<LeaveSurvey opened onSend={onSend} onDismiss={vi.fn()} />);
    const dialog = await screen.findByRole('dialog', { name: LEAVE_SURVEY_TEXT.title });
    expect(dialog).toBeVisible();
    expect(screen.getByRole('radiogroup', { name: new RegExp(LEAVE_SURVEY_TEXT.question) })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: "The rate or terms aren't right for me" }));
    await userEvent.click(screen.getByRole('button', { name: LEAVE_SURVEY_TEXT.send }));
    expect(onSend).toHaveBeenCalledWith({ reason: 'RATE_OR_TERMS' });
  });

  it('needs an answer before sending', async () => {
    const onSend = vi.fn();
    renderWithProviders(<LeaveSurvey opened onSend={onSend} onDismiss={vi.fn()} />);
    await userEvent.click(await screen.findByRole('button', { name: LEAVE_SURVEY_TEXT.send }));
    expect(await screen.findByText(LEAVE_SURVEY_TEXT.chooseOne)).toBeVisible();
    expect(onSend).not.toHaveBeenCalled();
  });

  it('is dismissed by Escape and by "No thanks"', async () => {
    const onDismiss = vi.fn();
    renderWithProviders(<LeaveSurvey opened onSend={vi.fn()} onDismiss={onDismiss} />);
    await screen.findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    expect(onDismiss).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: LEAVE_SURVEY_TEXT.dismiss }));
    expect(onDismiss).toHaveBeenCalledTimes(2);
  });

  it('shows a failed send and keeps the choice', async () => {
    renderWithProviders(
      <LeaveSurvey
        opened
        error="We could not reach the server. Check your connection and try again."
        onSend={vi.fn()}
        onDismiss={vi.fn()}
      />,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not reach the server');
  });
});
