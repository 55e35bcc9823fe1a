/**
 * The chat window (lazy chunk): picks the provider by the core (a stored live session continues;
 * else the chatbot outside operating hours, a live agent inside — open status re-polled every
 * 60 s), runs the pre-engagement form, the live socket (live-connection.ts over use-live-connection.ts) and the end panel.
 * With the borrower-authentication flag a signed-in borrower's nonce is refreshed every 60 s
 * while messaging.
 */
import { CloseButton, Group, Loader, Paper, Text, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  applicationUuidFromPath,
  operatingHoursLines,
  PHONE_HOURS_STALE_MS,
  CHAT_LIVE_SESSION_MS,
  CHAT_NONCE_REFRESH_MS,
  CHAT_OPEN_STATUS_POLL_MS,
  CHAT_PATHS,
  FLAGS,
  MESSAGES,
  chatDevChoice,
  chatInitBody,
  chatProvider,
  chatRefetchInterval,
  type ChatAttachmentRef,
} from '@heloc/core';
import { lazy, Suspense, useEffect, useId, useState } from 'react';
import { useLocation } from 'react-router';
import { chatApi } from '../../api/chat';
import { queryKeys } from '../../api/query-keys';
import { useOrg } from '../../app/org-context';
import { env } from '../../config/env';
import { messageOf } from '../../lib/http-client';
import { usePolledQuery } from '../../lib/use-polled-query';
import { useWrite } from '../../lib/use-write';
import { socketUrl } from './socket-url';
import {
  chatbotConversationStore,
  chatSessionStore,
  featureAttributesStore,
  tokenStore,
  type StoredChatSession,
} from '../../lib/storage';
import { ChatWindowView, type ChatPhase } from './chat-view';
import { useBorrowerChat } from './live-connection';

const ChatbotConversation = lazy(() =>
  import('./chatbot/chatbot-conversation').then((m) => ({ default: m.ChatbotConversation })),
);

/**
 * The chatbot's window, and the window while the chat's hours are read: one frame of one size from
 * the first paint. It is anchored at the foot of the screen, so a window that grew as its parts
 * arrived (the loader, the live agents' hours, the conversation's chunk) moved its top up the
 * screen by 250-300 px (layout shift 0.15 at 390 px, decision 078). The conversation's log fills
 * what the frame leaves and scrolls within it.
 */
const CHATBOT_FRAME = {
  position: 'fixed',
  right: 16,
  bottom: 16,
  width: 'min(380px, calc(100vw - 32px))',
  height: 'min(480px, calc(100vh - 32px))',
  display: 'flex',
  flexDirection: 'column',
  zIndex: 300,
} as const;

/** Download = bytes → Blob → object URL → <a download> click (the token rides in a header, not a URL). */
function saveBytes(bytes: Uint8Array | string, ref: ChatAttachmentRef) {
  const blob = new Blob([typeof bytes === 'string' ? bytes : new Uint8Array(bytes)], { type: ref.mime });
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = ref.name;
  a.click();
  URL.revokeObjectURL(url);
}

function LiveMessaging({
  session,
  reference,
  lender,
  onEnded,
  onClose,
}: {
  session: StoredChatSession;
  reference: string | null;
  lender: string;
  onEnded: (withSurvey: boolean) => void;
  onClose: () => void;
}) {
  const [url] = useState(() => socketUrl(CHAT_PATHS.socket));
  const snap = useBorrowerChat({ url, token: session.token });
  // The live token lasts 6 hours: extended on opening and every half session while the window is open.
  const refresh = usePolledQuery({
    queryKey: queryKeys.chatToken(session.conversationSid),
    queryFn: async () => {
      const r = await chatApi.refreshToken(session.token);
      chatSessionStore.set({ ...session, expiration: r.expiration });
      return r;
    },
    every: () => chatRefetchInterval('liveToken', { messaging: true }),
    staleTime: CHAT_LIVE_SESSION_MS / 2,
  });
  const [sendError, setSendError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  useEffect(() => {
    if (snap.connection === 'ended') onEnded(snap.agentJoined);
  }, [snap.connection, snap.agentJoined, onEnded]);
  // Ended either way: a failed end request still closes the conversation on this side.
  const end = useWrite(() => chatApi.end(session.token), {
    onSuccess: () => onEnded(snap.agentJoined),
    onError: () => onEnded(snap.agentJoined),
  });
  return (
    <ChatWindowView
      phase="messaging"
      onClose={onClose}
      reference={reference}
      welcome={session.welcomeMessage ? { text: session.welcomeMessage, from: lender } : null}
      messages={snap.messages}
      pending={snap.pending}
      connection={snap.connection === 'ended' ? 'online' : snap.connection}
      // Token refresh failure: the invalid-token alert (shared-surfaces §8).
      error={sendError ?? snap.error ?? (refresh.error ? MESSAGES.chatTokenInvalid : null)}
      sending={sending}
      onSend={async (text, files) => {
        setSendError(null);
        let refs: ChatAttachmentRef[] = [];
        if (files.length > 0) {
          setSending(true);
          try {
            refs = await chatApi.upload(session.token, files);
          } catch (error) {
            // The server's own words for a refused file (type, size, markup); the text stays typed.
            setSendError(
              error instanceof Error && 'status' in error && (error as { status: number }).status >= 400
                ? messageOf(error)
                : MESSAGES.chatSendFailure,
            );
            return false;
          } finally {
            setSending(false);
          }
        }
        snap.send(text, refs);
        return true;
      }}
      onOpenAttachment={(ref) =>
        void chatApi.download(session.token, ref.id).then(
          (bytes) => saveBytes(bytes, ref),
          () => setSendError(MESSAGES.chatGeneralFailure),
        )
      }
      onEnd={() => end.send()}
    />
  );
}

export default function ChatWindow({ onClose }: { readonly onClose: () => void }) {
  const org = useOrg();
  const location = useLocation();
  const queryClient = useQueryClient();
  const titleId = useId();
  const [session, setSession] = useState<StoredChatSession | null>(() => {
    const stored = chatSessionStore.get();
    return stored && Date.parse(stored.expiration) > Date.now() ? stored : null;
  });
  const [phase, setPhase] = useState<ChatPhase>(session ? 'messaging' : 'form');
  const [withSurvey, setWithSurvey] = useState(false);
  // The chat's contact id (web-chat-info): the reference the borrower can quote to support.
  const [reference, setReference] = useState<string | null>(null);
  // The ended chat's token, kept for its survey after the stored session is gone.
  const [surveyToken, setSurveyToken] = useState<string | null>(null);
  // The chatbot conversation this tab had open: reopening the window (or the page) continues it.
  const [chatbotResume, setChatbotResume] = useState(chatbotConversationStore.get);
  const applicationUuid = applicationUuidFromPath(location.pathname) ?? null;
  // Outside production, ?mode= picks the provider and ?userToken= signs in to the talk provider (§2).
  const dev = chatDevChoice(location.search, env.isProduction);
  const signedIn = Boolean(tokenStore.get());
  const open = usePolledQuery({
    queryKey: queryKeys.chatOpenStatus(org.orgCode),
    queryFn: chatApi.openStatus,
    every: () => chatRefetchInterval('openStatus', { messaging: phase === 'messaging' }),
    staleTime: CHAT_OPEN_STATUS_POLL_MS,
  });
  const borrowerAuth = org.flags[FLAGS.borrowerAuthentication]?.flagEnabled === true && signedIn;
  const nonce = usePolledQuery({
    queryKey: queryKeys.chatNonce(),
    queryFn: async () => {
      const previous = queryClient.getQueryData<{ nonce: string }>(queryKeys.chatNonce());
      // A nonce that lapsed (the window sat closed or on the form) is replaced by a new one.
      return previous
        ? chatApi.refreshNonce(previous.nonce).catch(() => chatApi.authenticate())
        : chatApi.authenticate();
    },
    enabled: borrowerAuth,
    every: () => chatRefetchInterval('nonce', { messaging: phase === 'messaging' }),
    staleTime: CHAT_NONCE_REFRESH_MS,
  });
  const start = useWrite(
    async (values: { name: string; email: string }) => {
      // With the flag the server refuses a signed-in borrower's chat without a fresh nonce: take a new one.
      const proof = borrowerAuth ? (await nonce.refetch({ throwOnError: true })).data?.nonce : undefined;
      // Everything the provider routes by (§7): tag, skill, welcome message, mode, organisation, attributes.
      const body = chatInitBody({
        name: values.name,
        email: values.email,
        applicationUuid,
        pageUrl: location.pathname,
        orgCode: org.orgCode,
        lenderName: org.orgBrand.name,
        signedIn,
        ...(proof ? { nonce: proof } : {}),
        dev,
        niceOnAssignment: org.flags[FLAGS.niceOnAssignment]?.flagEnabled === true,
        featureAttributes: featureAttributesStore.get(),
      });
      return { init: await chatApi.init(body), welcomeMessage: body.welcomeMessage };
    },
    {
      onSuccess: ({ init, welcomeMessage }) => {
        // The welcome message opens the conversation, from the lender (the provider's welcome, shown here).
        const stored = {
          token: init.token,
          conversationSid: init.conversationSid,
          expiration: init.expiration,
          friendlyName: init.friendlyName,
          welcomeMessage,
        };
        chatSessionStore.set(stored);
        setSession(stored);
        setPhase('messaging');
        void chatApi.webChatInfo(init.omniProxyChannelId).then(
          (info) => setReference(info.contactId),
          () => setReference(null),
        );
      },
    },
  );
  const survey = useWrite((rating: string) => chatApi.survey(surveyToken ?? '', rating), {
    onSuccess: () => setPhase('surveyDone'),
  });
  const ended = (withAgent: boolean) => {
    setSurveyToken(session?.token ?? null);
    chatSessionStore.clear();
    setSession(null);
    setWithSurvey(withAgent);
    setPhase('ended');
  };
  const provider = chatProvider({
    devMode: dev.mode,
    hasStoredLiveSession: Boolean(session),
    withinOperatingHours: open.data === true,
  });
  // Outside live hours the chatbot answers; the week's live hours say when an agent is back.
  const week = useQuery({
    queryKey: queryKeys.chatWeek(org.orgCode),
    queryFn: chatApi.week,
    enabled: phase === 'form' && provider === 'chatbot',
    staleTime: PHONE_HOURS_STALE_MS,
  });
  const liveHours = operatingHoursLines(week.data ?? []);

  if (phase === 'messaging' && session)
    return (
      <LiveMessaging
        session={session}
        reference={reference}
        lender={org.orgBrand.name}
        onEnded={ended}
        onClose={onClose}
      />
    );
  if (phase === 'form' && open.isPending && !dev.mode)
    return (
      <Paper role="dialog" aria-labelledby={titleId} shadow="lg" withBorder p="md" radius="md" style={CHATBOT_FRAME}>
        <Group justify="space-between">
          <Title order={2} size="h4" id={titleId}>
            {MESSAGES.chatWithUs}
          </Title>
          <CloseButton aria-label="Close chat" onClick={onClose} />
        </Group>
        <Loader size="sm" aria-label="Loading the chat" />
      </Paper>
    );
  if (phase === 'form' && provider === 'chatbot')
    return (
      <Paper role="dialog" aria-labelledby={titleId} shadow="lg" withBorder p="md" radius="md" style={CHATBOT_FRAME}>
        <Group justify="space-between" mb="sm" wrap="nowrap">
          <Title order={2} size="h4" id={titleId}>
            {MESSAGES.chatWithUs}
          </Title>
          <CloseButton aria-label="Close chat" onClick={onClose} />
        </Group>
        {liveHours.length > 0 && (
          <Text size="xs" c="dimmed" mb="xs" data-testid="live-chat-hours">
            Live agents: {liveHours.map((h) => `${h.days} ${h.hours}`).join(' · ')}
          </Text>
        )}
        <Suspense fallback={<Loader size="sm" aria-label="Loading the chat" />}>
          <ChatbotConversation
            // Status questions are answered about the application of the page the chat opened on.
            applicationId={applicationUuid}
            resume={chatbotResume}
            onConversation={chatbotConversationStore.set}
            onEnd={() => {
              // Ended: 'Start new chat' starts a new conversation, not this one again.
              chatbotConversationStore.clear();
              setChatbotResume(null);
              ended(false);
            }}
          />
        </Suspense>
      </Paper>
    );
  return (
    <ChatWindowView
      phase={phase}
      onClose={onClose}
      starting={start.submitting}
      startError={start.error === null ? null : MESSAGES.chatGeneralFailure}
      onStart={(values) => start.send(values)}
      withSurvey={withSurvey}
      onStartNew={() => {
        start.reset();
        setPhase('form');
      }}
      onSurvey={() => setPhase('survey')}
      onSurveySubmit={(rating) => survey.send(rating)}
      surveySubmitting={survey.submitting}
      // Survey errors: the general alert (shared-surfaces §8).
      surveyError={survey.error === null ? null : MESSAGES.chatGeneralFailure}
    />
  );
}
