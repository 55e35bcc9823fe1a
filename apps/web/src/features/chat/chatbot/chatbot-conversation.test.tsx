/** The chatbot as a borrower meets it: asks with Enter, reads the reply, marks it not helpful, and the session ends. */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CHATBOT_PATHS, CHATBOT_SESSION_MS } from '@heloc/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, json, type FakeServer } from '../../../test/fake-server';
import { renderWithProviders } from '../../../test/render';
import { ChatbotConversation } from './chatbot-conversation';

const CONVERSATION = '7b0f7c55-7d43-4e1b-9a55-8f1f5d0b6c11';
let server: FakeServer;
let asked = 0;

const reply = (message: string, extra: Record<string, unknown> = {}) => ({
  conversationId: CONVERSATION,
  questionId: `00000000-0000-4000-8000-00000000000${++asked}`,
  questionStr: message,
  responseStr:
    'The in-person notary fee is $300. Details: https://help.homesteadline.com/fees and https://evil.example/phish',
  createdDt: '2026-11-23T18:00:00.000Z',
  followUp: null,
  applicationId: null,
  ...extra,
});

/** Replies to the question just asked (the fake records each request before its handler runs). */
const answerTheQuestion = () => reply((server.requests.at(-1)?.body as { message: string }).message);

beforeEach(() => {
  asked = 0;
  server = fakeServer();
  server.on('POST', CHATBOT_PATHS.chat, answerTheQuestion);
  server.on('POST', CHATBOT_PATHS.feedback, () => json({ accepted: true }, 201));
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const input = () => screen.getByRole('textbox', { name: /Ask a question/ });

describe('ChatbotConversation', () => {
  it('Enter sends the question; the reply shows as text with only the allowlisted link clickable', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ChatbotConversation onEnd={vi.fn()} />);
    await user.type(input(), 'How much is the notary fee?{Enter}');
    const log = screen.getByRole('log', { name: 'Conversation with the virtual assistant' });
    expect(await within(log).findByText(/The in-person notary fee is \$300\./)).toBeVisible();
    expect(within(log).getByRole('link', { name: 'https://help.homesteadline.com/fees' })).toHaveAttribute(
      'href',
      'https://help.homesteadline.com/fees',
    );
    expect(within(log).queryByRole('link', { name: /evil\.example/ })).toBeNull();
    expect(within(log).getByText(/evil\.example\/phish/)).toBeVisible();
    expect(input()).toHaveValue('');
    expect(server.requests.find((r) => r.path === CHATBOT_PATHS.chat)?.body).toMatchObject({
      message: 'How much is the notary fee?',
      senderType: 'APPLICANT',
      pageUrl: '/',
    });
  });

  it('Shift+Enter adds a new line instead of sending; the next question continues the conversation', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ChatbotConversation onEnd={vi.fn()} applicationId="0e6f3a38-5c5e-4a39-8d1c-7f5c8c1c2d33" />);
    await user.type(input(), 'line one{Shift>}{Enter}{/Shift}line two');
    expect(input()).toHaveValue('line one\nline two');
    expect(server.count('POST', CHATBOT_PATHS.chat)).toBe(0);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await screen.findAllByText(/notary fee is \$300/);
    await user.type(input(), 'and the rates?{Enter}');
    await waitFor(() => expect(server.count('POST', CHATBOT_PATHS.chat)).toBe(2));
    const bodies = server.requests.filter((r) => r.path === CHATBOT_PATHS.chat).map((r) => r.body);
    expect(bodies[0]).toMatchObject({
      message: 'line one\nline two',
      applicationId: '0e6f3a38-5c5e-4a39-8d1c-7f5c8c1c2d33',
    });
    expect(bodies[0]).not.toHaveProperty('conversationId');
    expect(bodies[1]).toMatchObject({ conversationId: CONVERSATION });
  });

  it('an empty question is never sent', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ChatbotConversation onEnd={vi.fn()} />);
    await user.type(input(), '   {Enter}');
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    expect(server.count('POST', CHATBOT_PATHS.chat)).toBe(0);
  });

  it('not helpful → the spec’s reasons; no reason says "Please select a reason"; Other over 140 is refused; then sent', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ChatbotConversation onEnd={vi.fn()} />);
    await user.type(input(), 'appraisal cost{Enter}');
    await user.click(await screen.findByRole('button', { name: 'Not helpful: appraisal cost' }));
    const group = screen.getByRole('radiogroup', { name: /What was wrong with this answer\?/ });
    expect(within(group).getByRole('radio', { name: 'Answer too vague' })).toHaveFocus();
    expect(
      within(group)
        .getAllByRole('radio')
        .map((r) => r.getAttribute('value')),
    ).toEqual(['Answer too vague', 'Not specific to my application', 'Not what I was asking about', 'Other']);
    await user.click(screen.getByRole('button', { name: 'Send feedback' }));
    expect(await screen.findByText('Please select a reason')).toBeVisible();
    await user.click(screen.getByRole('radio', { name: 'Other' }));
    const other = screen.getByRole('textbox', { name: /Tell us more/ });
    await user.click(other);
    await user.paste('x'.repeat(141));
    await user.tab();
    expect(await screen.findByText('Please restrict your response to 140 characters.')).toBeVisible();
    await user.clear(other);
    await user.type(other, 'I asked about the BPO');
    await user.click(screen.getByRole('button', { name: 'Send feedback' }));
    expect(await screen.findByText('Thank you for your feedback.')).toBeVisible();
    expect(server.requests.find((r) => r.path === CHATBOT_PATHS.feedback)?.body).toEqual({
      rating: 0,
      senderType: 'APPLICANT',
      questionId: '00000000-0000-4000-8000-000000000001',
      conversationId: CONVERSATION,
      reason: 'Other',
      detail: 'I asked about the BPO',
    });
  });

  it('a failed send shows the spec’s message and keeps the question to resend', async () => {
    server.on('POST', CHATBOT_PATHS.chat, () => json({ errors: ['boom'] }, 503));
    const user = userEvent.setup();
    renderWithProviders(<ChatbotConversation onEnd={vi.fn()} />);
    await user.type(input(), 'notary fee{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Something went wrong. Please try resending the message.',
    );
    expect(screen.getByRole('log')).toHaveTextContent('notary fee');
    server.on('POST', CHATBOT_PATHS.chat, answerTheQuestion);
    await user.click(screen.getByRole('button', { name: 'Resend' }));
    expect(await screen.findByText(/notary fee is \$300/)).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('ends after 10 minutes: the input gives way and onEnd is called once', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const onEnd = vi.fn();
    let t = 1_000_000;
    const now = () => t;
    renderWithProviders(<ChatbotConversation onEnd={onEnd} now={now} />);
    act(() => {
      t += CHATBOT_SESSION_MS - 1;
      vi.advanceTimersByTime(CHATBOT_SESSION_MS - 1);
    });
    expect(onEnd).not.toHaveBeenCalled();
    expect(input()).toBeVisible();
    act(() => {
      t += 1;
      vi.advanceTimersByTime(1);
    });
    expect(onEnd).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('textbox', { name: /Ask a question/ })).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('This chat has ended.');
  });

  it('End chat ends it at once (onEnd once)', async () => {
    const onEnd = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<ChatbotConversation onEnd={onEnd} />);
    await user.click(screen.getByRole('button', { name: 'End chat' }));
    expect(onEnd).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('status')).toHaveTextContent('This chat has ended.');
  });

  it('ends when the server says the session is over (410)', async () => {
    server.on('POST', CHATBOT_PATHS.chat, () => json({ errors: ['This chat has ended.'] }, 410));
    const onEnd = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<ChatbotConversation onEnd={onEnd} />);
    await user.type(input(), 'rates{Enter}');
    await waitFor(() => expect(onEnd).toHaveBeenCalledTimes(1));
    expect(screen.getByRole('status')).toHaveTextContent('This chat has ended.');
  });

  it('a conversation the server no longer knows for this caller (404) is started again with the same question', async () => {
    const NEW = '22222222-2222-4222-8222-222222222222';
    const onConversation = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<ChatbotConversation onEnd={vi.fn()} onConversation={onConversation} />);
    await user.type(input(), 'rates{Enter}');
    await screen.findByText(/notary fee is \$300/);
    expect(onConversation).toHaveBeenLastCalledWith(CONVERSATION);
    // E.g. the borrower's token ran out: they ask as a visitor now, and the old conversation is not theirs.
    server.on('POST', CHATBOT_PATHS.chat, () => {
      const body = server.requests.at(-1)?.body as { message: string; conversationId?: string };
      return body.conversationId
        ? json({ errors: ['Conversation not found.'] }, 404)
        : reply(body.message, { conversationId: NEW, responseStr: 'A fresh answer.' });
    });
    await user.type(input(), 'recording fees{Enter}');
    expect(await screen.findByText('A fresh answer.')).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(onConversation).toHaveBeenLastCalledWith(NEW);
    const bodies = server.requests
      .filter((r) => r.path === CHATBOT_PATHS.chat)
      .map((r) => r.body as { conversationId?: string });
    expect(bodies.map((b) => b.conversationId ?? null)).toEqual([null, CONVERSATION, null]);
  });

  it('loads lazily: the module’s default export is the named ChatbotConversation (the window uses React.lazy)', async () => {
    const module = await import('./chatbot-conversation');
    expect(module.default).toBe(module.ChatbotConversation);
  });

  describe('resuming a conversation', () => {
    const HISTORY = {
      conversationId: CONVERSATION,
      startedAt: new Date(1_000_000).toISOString(),
      messages: [
        {
          questionId: '00000000-0000-4000-8000-0000000000aa',
          questionStr: 'earlier question',
          responseStr: 'earlier answer',
          createdDt: '2026-11-23T18:00:00.000Z',
          followUp: null,
          applicationId: null,
        },
      ],
    };

    it('shows the earlier replies and continues the same conversation; a new one is reported once', async () => {
      server.on('GET', CHATBOT_PATHS.history(CONVERSATION), () => HISTORY);
      const onConversation = vi.fn();
      const user = userEvent.setup();
      const minuteIn = () => 1_000_000 + 60_000;
      renderWithProviders(
        <ChatbotConversation onEnd={vi.fn()} resume={CONVERSATION} onConversation={onConversation} now={minuteIn} />,
      );
      expect(await screen.findByText('earlier answer')).toBeVisible();
      await user.type(input(), 'rates{Enter}');
      await screen.findByText(/notary fee is \$300/);
      expect(server.requests.find((r) => r.path === CHATBOT_PATHS.chat)?.body).toMatchObject({
        conversationId: CONVERSATION,
      });
      expect(onConversation).not.toHaveBeenCalled();
    });

    it('counts the 10 minutes from the conversation’s real start', async () => {
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
      server.on('GET', CHATBOT_PATHS.history(CONVERSATION), () => HISTORY);
      const onEnd = vi.fn();
      // Opened 9 minutes after the conversation started: 1 minute is left, not 10.
      const t = 1_000_000 + CHATBOT_SESSION_MS - 60_000;
      const now = () => t;
      renderWithProviders(<ChatbotConversation onEnd={onEnd} resume={CONVERSATION} now={now} />);
      for (let i = 0; i < 200 && !screen.queryByText('earlier answer'); i++)
        await act(() => vi.advanceTimersByTimeAsync(1));
      expect(screen.getByText('earlier answer')).toBeVisible();
      await act(() => vi.advanceTimersByTimeAsync(60_000 - 300));
      expect(onEnd).not.toHaveBeenCalled();
      await act(() => vi.advanceTimersByTimeAsync(600));
      expect(onEnd).toHaveBeenCalledTimes(1);
    });

    it('a conversation that is gone (404) starts again quietly; another failure shows the general alert', async () => {
      server.on('GET', CHATBOT_PATHS.history(CONVERSATION), () => json({ errors: ['Conversation not found.'] }, 404));
      const onConversation = vi.fn();
      const user = userEvent.setup();
      const first = renderWithProviders(
        <ChatbotConversation onEnd={vi.fn()} resume={CONVERSATION} onConversation={onConversation} />,
      );
      await waitFor(() => expect(server.count('GET', CHATBOT_PATHS.history(CONVERSATION))).toBe(1));
      expect(screen.queryByRole('alert')).toBeNull();
      server.on('POST', CHATBOT_PATHS.chat, () =>
        reply('rates', { conversationId: '11111111-1111-4111-8111-111111111111' }),
      );
      await user.type(input(), 'rates{Enter}');
      await waitFor(() => expect(onConversation).toHaveBeenCalledWith('11111111-1111-4111-8111-111111111111'));
      first.unmount();

      server.on('GET', CHATBOT_PATHS.history(CONVERSATION), () => json({ errors: ['boom'] }, 503));
      renderWithProviders(<ChatbotConversation onEnd={vi.fn()} resume={CONVERSATION} />);
      expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong. Please try again later.');
      expect(input()).toBeVisible();
    });
  });
});
