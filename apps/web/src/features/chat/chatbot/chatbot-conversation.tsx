/**
 * The chatbot inside the chat window (shared-surfaces §2, §4): asks the sandbox's bot, shows the
 * latest 20 replies, takes feedback on a reply, and ends the session 10 minutes after it opened —
 * then `onEnd` lets the window show its end panel. Self-contained and lazily loadable: the chat
 * window imports it only when the core's chatProvider chooses the chatbot.
 */
import { useQuery } from '@tanstack/react-query';
import { chatbotSession, keepChatbotHistory, MESSAGES, type ChatbotAnswer, type ChatbotFeedback } from '@heloc/core';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { queryKeys } from '../../../api/query-keys';
import { RequestError } from '../../../lib/http-client';
import { useWrite } from '../../../lib/use-write';
import { chatbotApi } from './chatbot-api';
import { ChatbotView, type ChatbotFeedbackState } from './chatbot-view';

export interface ChatbotConversationProps {
  /** The session is over (10 minutes, or the server says it ended): show the end panel. */
  readonly onEnd: () => void;
  /** The borrower's application, when the chat is opened from one: status answers are about it. */
  readonly applicationId?: string | null;
  /**
   * A conversation to continue (the id `onConversation` gave earlier, e.g. kept by the window while
   * it was closed): its latest 20 replies are loaded and its 10 minutes count from its real start.
   */
  readonly resume?: string | null;
  /** Told the conversation's id once the server has started one, so the window can resume it. */
  readonly onConversation?: (conversationId: string) => void;
  /** The clock, injected for tests; Date.now otherwise. */
  readonly now?: () => number;
}

const GONE = 410;
const TOO_MANY = 429;
const NOT_FOUND = 404;

export function ChatbotConversation({
  onEnd,
  applicationId = null,
  resume = null,
  onConversation,
  now = Date.now,
}: ChatbotConversationProps) {
  const [openedAt] = useState(() => now());
  const [startedConversation, setConversationId] = useState<string | null>(null);
  const [asked, setMessages] = useState<readonly ChatbotAnswer[]>([]);
  const [pending, setPending] = useState<string | null>(null);
  const [sendError, setError] = useState<string | null>(null);

  const history = useQuery({
    queryKey: queryKeys.chatbotHistory(resume ?? ''),
    queryFn: () => chatbotApi.history(resume ?? ''),
    enabled: Boolean(resume),
    retry: false,
    staleTime: Infinity,
  });
  // A conversation that is gone or not this caller's (404) simply starts again; any other failure
  // to load it is the spec's general chat alert, and the borrower can still ask a new question.
  const resumed = history.data ?? null;
  const historyError =
    history.error && !(history.error instanceof RequestError && history.error.status === NOT_FOUND)
      ? MESSAGES.chatGeneralFailure
      : null;
  const conversationId = startedConversation ?? resumed?.conversationId ?? null;
  const messages = useMemo(() => keepChatbotHistory([...(resumed?.messages ?? []), ...asked]), [resumed, asked]);
  // Which conversation each reply belongs to: feedback names it (a lost conversation is replaced).
  const replyConversation = useMemo(
    () =>
      new Map<string, string>([
        ...(resumed?.messages ?? []).map((m) => [m.questionId, resumed?.conversationId ?? ''] as const),
        ...asked.map((a) => [a.questionId, a.conversationId] as const),
      ]),
    [resumed, asked],
  );
  // The session counts from the conversation's real start when resumed, else from opening.
  const startedAt = resumed ? Date.parse(resumed.startedAt) : openedAt;
  const error = sendError ?? historyError;
  const [ended, setEnded] = useState(false);
  const [feedback, setFeedback] = useState<Readonly<Record<string, ChatbotFeedbackState>>>({});

  // onEnd once, whichever comes first: the timer or the server's 410.
  const endedRef = useRef(false);
  const onEndRef = useRef(onEnd);
  useEffect(() => {
    onEndRef.current = onEnd;
  }, [onEnd]);
  const end = useCallback(() => {
    if (endedRef.current) return;
    endedRef.current = true;
    setEnded(true);
    onEndRef.current();
  }, []);

  // The one timer: the core says how long the session has left (10 minutes from opening).
  useEffect(() => {
    const { remainingMs } = chatbotSession(startedAt, now());
    const timer = setTimeout(end, remainingMs);
    return () => clearTimeout(timer);
  }, [startedAt, now, end]);

  // Set when the server no longer knows the conversation for this caller (404: e.g. the borrower's
  // token ran out mid-chat, so they ask as a visitor now): the question goes again as a new one.
  const [lostConversation, setLostConversation] = useState<string | null>(null);
  const continuing = conversationId && conversationId !== lostConversation ? conversationId : null;

  const ask = useWrite(
    ({ message, conversation }: { message: string; conversation: string | null }) =>
      chatbotApi.ask({
        message,
        ...(conversation ? { conversationId: conversation } : {}),
        ...(applicationId ? { applicationId } : {}),
        // The path only: a query string can carry tokens (reset links, link returns).
        pageUrl: window.location.pathname,
      }),
    {
      onSuccess: (answer, { conversation }) => {
        if (answer.conversationId !== conversation) onConversation?.(answer.conversationId);
        setConversationId(answer.conversationId);
        setMessages((list) => keepChatbotHistory([...list, answer]));
        setPending(null);
      },
      onError: (message, { message: question, conversation }, e) => {
        if (e instanceof RequestError && e.status === GONE) {
          setPending(null);
          end();
          return;
        }
        if (e instanceof RequestError && e.status === NOT_FOUND && conversation) {
          setLostConversation(conversation);
          askNow({ message: question, conversation: null });
          return;
        }
        // The question stays on screen with Resend: what was typed is never lost.
        setError(e instanceof RequestError && e.status === TOO_MANY ? message : MESSAGES.chatSendFailure);
      },
    },
  );
  // The question shows as pending, and the last failure goes, as it is sent.
  function askNow(question: { message: string; conversation: string | null }) {
    setPending(question.message);
    setError(null);
    ask.send(question);
  }

  const sendFeedback = useWrite(
    ({ questionId, value }: { questionId: string; value: ChatbotFeedback }) =>
      chatbotApi.feedback({
        questionId,
        conversationId: replyConversation.get(questionId) ?? conversationId ?? '',
        reason: value.reason,
        detail: value.detail,
      }),
    {
      onSuccess: (_r, { questionId }) => setFeedback((f) => ({ ...f, [questionId]: { kind: 'sent' } })),
      onError: (message, { questionId }) =>
        setFeedback((f) => ({ ...f, [questionId]: { kind: 'open', error: message } })),
    },
  );

  return (
    <ChatbotView
      messages={messages}
      pendingQuestion={pending}
      loading={history.isLoading}
      sending={ask.submitting}
      error={error}
      ended={ended}
      feedback={feedback}
      onSend={(text) => {
        if (!ended) askNow({ message: text, conversation: continuing });
      }}
      onEndChat={end}
      onResend={() => {
        if (pending && !ended) askNow({ message: pending, conversation: continuing });
      }}
      onOpenFeedback={(questionId) => setFeedback((f) => ({ ...f, [questionId]: { kind: 'open' } }))}
      onCancelFeedback={(questionId) =>
        setFeedback((f) => {
          const rest = { ...f };
          delete rest[questionId];
          return rest;
        })
      }
      onSendFeedback={(questionId, value) => {
        setFeedback((f) => ({ ...f, [questionId]: { kind: 'open', sending: true } }));
        sendFeedback.send({ questionId, value });
      }}
    />
  );
}

export default ChatbotConversation;
