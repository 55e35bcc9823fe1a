/**
 * The chatbot conversation as a view: props in, callbacks out, no fetching (stories pass plain
 * props). Replies are plain text; a link is clickable only when the core's linkifyChatText says its
 * host is allowlisted — never HTML from data. Enter sends, Shift+Enter is a new line (core
 * chatKeyAction). Each reply can be marked not helpful, which opens the reasons form.
 */
import '@mantine/core/styles/ActionIcon.css';
import '@mantine/core/styles/Paper.css';
import { ActionIcon, Alert, Anchor, Box, Button, Group, Loader, Paper, Stack, Text, Textarea } from '@mantine/core';
import {
  appScreenUrl,
  CHATBOT_QUESTION_MAX,
  CHATBOT_TEXT,
  canSendChatMessage,
  chatKeyAction,
  linkifyChatText,
  loginUrl,
  sitePageUrl,
  type ChatbotFeedback,
  type ChatbotReply,
} from '@heloc/core';
import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Link } from 'react-router';
import { ChatbotFeedbackForm } from './chatbot-feedback-form';

export type ChatbotFeedbackState =
  | { readonly kind: 'open'; readonly sending?: boolean; readonly error?: string | null }
  | { readonly kind: 'sent' };

export interface ChatbotViewProps {
  readonly messages: readonly ChatbotReply[];
  /** A question on its way, or the one whose sending failed (shown with the error and Resend). */
  readonly pendingQuestion?: string | null;
  readonly sending?: boolean;
  /** An earlier conversation is being loaded. */
  readonly loading?: boolean;
  /** The failed send or load, in one sentence. */
  readonly error?: string | null;
  /** The session is over: the input gives way (the chat window shows its end panel). */
  readonly ended?: boolean;
  readonly feedback?: Readonly<Record<string, ChatbotFeedbackState>>;
  readonly onSend: (text: string) => void;
  readonly onResend?: () => void;
  /** The borrower ends the chat before the 10 minutes are up (the window shows its end panel). */
  readonly onEndChat?: () => void;
  readonly onOpenFeedback: (questionId: string) => void;
  readonly onCancelFeedback: (questionId: string) => void;
  readonly onSendFeedback: (questionId: string, feedback: ChatbotFeedback) => void;
}

/** Where a reply's follow-up leads, by the core's path builders. */
function followUpLink(reply: ChatbotReply): { href: string; label: string } | null {
  if (reply.followUp === 'contact') return { href: sitePageUrl('contact'), label: 'Contact us' };
  if (reply.followUp === 'sign-in') return { href: loginUrl(), label: 'Sign in' };
  if (reply.followUp === 'application' && reply.applicationId)
    return { href: appScreenUrl(reply.applicationId, ''), label: 'Open your application' };
  return null;
}

function ChatText({ text }: { readonly text: string }) {
  return (
    <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
      {linkifyChatText(text).map((part, i) =>
        part.kind === 'link' ? (
          <Anchor key={i} href={part.value} target="_blank" rel="noopener noreferrer" inherit>
            {part.value}
          </Anchor>
        ) : (
          <span key={i}>{part.value}</span>
        ),
      )}
    </Text>
  );
}

function Bubble({ from, children }: { readonly from: 'bot' | 'you'; readonly children: ReactNode }) {
  const bot = from === 'bot';
  return (
    <Box style={{ alignSelf: bot ? 'flex-start' : 'flex-end', maxWidth: '85%' }}>
      <Text size="xs" fw={600} c="dimmed" ta={bot ? 'left' : 'right'}>
        {bot ? CHATBOT_TEXT.botLabel : CHATBOT_TEXT.youLabel}
      </Text>
      <Paper p="xs" radius="md" withBorder={bot} bg={bot ? undefined : 'var(--mantine-primary-color-light)'}>
        {children}
      </Paper>
    </Box>
  );
}

function ThumbsDown() {
  return (
    <svg
      aria-hidden="true"
      width="16"
      height="16"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="M17 14V2" />
      <path d="M9 18.12 10 14H4.17a2 2 0 0 1-1.92-2.56l2.33-8A2 2 0 0 1 6.5 2H20a2 2 0 0 1 2 2v8a2 2 0 0 1-2 2h-2.76a2 2 0 0 0-1.79 1.11L12 22a3.13 3.13 0 0 1-3-3.88Z" />
    </svg>
  );
}

export function ChatbotView({
  messages,
  pendingQuestion,
  loading = false,
  sending = false,
  error,
  ended = false,
  feedback = {},
  onSend,
  onResend,
  onEndChat,
  onOpenFeedback,
  onCancelFeedback,
  onSendFeedback,
}: ChatbotViewProps) {
  const [text, setText] = useState('');
  const logRef = useRef<HTMLDivElement>(null);
  const inputId = useId();

  // Keep the newest message in view as the conversation grows.
  useEffect(() => {
    const log = logRef.current;
    if (log) log.scrollTop = log.scrollHeight;
  }, [messages.length, pendingQuestion, sending]);

  const send = () => {
    if (sending || !canSendChatMessage(text, 0) || text.length > CHATBOT_QUESTION_MAX) return;
    onSend(text.trim());
    setText('');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // A key that finishes an IME composition is not a send.
    if (event.nativeEvent.isComposing) return;
    if (chatKeyAction(event.key, event.shiftKey) === 'send') {
      event.preventDefault();
      send();
    }
  };

  return (
    <Stack gap="sm" style={{ minHeight: 0, flex: 1 }}>
      {/* The log scrolls within a bound of its own: a window that does not fix its height (a fixed
          panel at the corner of the page) must not grow past the screen as the conversation does. */}
      <Box
        ref={logRef}
        role="log"
        aria-label="Conversation with the virtual assistant"
        aria-live="polite"
        tabIndex={0}
        style={{ overflowY: 'auto', flex: 1, minHeight: 0, maxHeight: 'min(420px, 55vh)' }}
      >
        <Stack gap="sm" p={2}>
          <Bubble from="bot">
            <ChatText text={CHATBOT_TEXT.greeting} />
          </Bubble>
          {messages.map((m) => {
            const state = feedback[m.questionId];
            const follow = followUpLink(m);
            return (
              <Stack key={m.questionId} gap={6}>
                <Bubble from="you">
                  <ChatText text={m.questionStr} />
                </Bubble>
                <Bubble from="bot">
                  <ChatText text={m.responseStr} />
                  {follow ? (
                    <Anchor component={Link} to={follow.href} size="sm" fw={600}>
                      {follow.label}
                    </Anchor>
                  ) : null}
                </Bubble>
                {state?.kind === 'sent' ? (
                  <Text size="xs" c="dimmed">
                    {CHATBOT_TEXT.feedbackThanks}
                  </Text>
                ) : state?.kind === 'open' ? (
                  <ChatbotFeedbackForm
                    sending={state.sending}
                    error={state.error}
                    onSend={(f) => onSendFeedback(m.questionId, f)}
                    onCancel={() => onCancelFeedback(m.questionId)}
                  />
                ) : (
                  <Group gap={4}>
                    <ActionIcon
                      variant="subtle"
                      color="gray.8"
                      size="md"
                      aria-label={`${CHATBOT_TEXT.notHelpful}: ${m.questionStr}`}
                      title={CHATBOT_TEXT.notHelpful}
                      onClick={() => onOpenFeedback(m.questionId)}
                    >
                      <ThumbsDown />
                    </ActionIcon>
                  </Group>
                )}
              </Stack>
            );
          })}
          {loading ? (
            <Group gap="xs" role="status">
              <Loader size="xs" aria-hidden="true" />
              <Text size="sm" c="dimmed">
                {CHATBOT_TEXT.loadingHistory}
              </Text>
            </Group>
          ) : null}
          {pendingQuestion ? (
            <Bubble from="you">
              <ChatText text={pendingQuestion} />
            </Bubble>
          ) : null}
          {sending ? (
            <Group gap="xs">
              <Loader size="xs" aria-hidden="true" />
              <Text size="sm" c="dimmed">
                {CHATBOT_TEXT.sending}
              </Text>
            </Group>
          ) : null}
        </Stack>
      </Box>
      {error ? (
        <Alert color="red" variant="light" role="alert" p="xs">
          <Group justify="space-between" gap="xs">
            <Text size="sm">{error}</Text>
            {onResend && pendingQuestion && !ended ? (
              <Button size="compact-sm" variant="default" onClick={onResend}>
                Resend
              </Button>
            ) : null}
          </Group>
        </Alert>
      ) : null}
      {ended ? (
        <Text size="sm" fw={600} role="status">
          {CHATBOT_TEXT.ended}
        </Text>
      ) : (
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            send();
          }}
        >
          <Group align="flex-end" gap="xs" wrap="nowrap">
            <Textarea
              id={inputId}
              label={CHATBOT_TEXT.inputLabel}
              description="Enter sends; Shift+Enter adds a new line"
              // A fixed height, not autosize: Mantine's autosize listens on document.fonts, which
              // jsdom lacks, and two rows show that Shift+Enter makes a new line.
              rows={2}
              style={{ flex: 1 }}
              value={text}
              error={text.length > CHATBOT_QUESTION_MAX ? CHATBOT_TEXT.tooLong : undefined}
              onChange={(e) => setText(e.currentTarget.value)}
              onKeyDown={onKeyDown}
            />
            <Button type="submit" disabled={sending || !canSendChatMessage(text, 0)}>
              {CHATBOT_TEXT.send}
            </Button>
          </Group>
          {onEndChat ? (
            <Group justify="flex-end" mt={6}>
              <Button variant="default" size="compact-sm" onClick={onEndChat}>
                {CHATBOT_TEXT.endChat}
              </Button>
            </Group>
          ) : null}
        </form>
      )}
    </Stack>
  );
}
