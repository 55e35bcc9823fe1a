/**
 * The chat window's faces (shared-surfaces §2 Chat, §4 phases, §5 rules): the pre-engagement form,
 * the messages with the composer, and the end panel. Props in, callbacks out, no fetching: the
 * container (chat-window.tsx) owns the socket. Text is never rendered as HTML: links come from the
 * core's linkifyChatText and only allowlisted hosts become anchors.
 */
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/ActionIcon.css';
import {
  Alert,
  Anchor,
  Box,
  Button,
  CloseButton,
  Group,
  Paper,
  Radio,
  ScrollArea,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import {
  CHAT_ATTACHMENT_ACCEPT,
  CHAT_ATTACHMENT_TYPES,
  CHAT_ATTACHMENTS_MAX,
  CHAT_MESSAGES,
  CHAT_SURVEY_QUESTION,
  CHAT_SURVEY_RATINGS,
  MESSAGES,
  UPLOAD_MAX_BYTES_DEFAULT,
  canSendChatMessage,
  chatAttachmentProblem,
  chatKeyAction,
  chatPreEngagementSchema,
  formatChatFileSize,
  linkifyChatText,
  type ChatAttachmentRef,
  type ChatMessage,
  type ChatOutboxItem,
} from '@heloc/core';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { FormError } from '../../components/form-error/form-error';

export type ChatPhase = 'form' | 'messaging' | 'ended' | 'survey' | 'surveyDone';
export type ChatConnectionView = 'connecting' | 'online' | 'reconnecting' | 'invalid';

export interface ChatWindowViewProps {
  readonly phase: ChatPhase;
  readonly onClose: () => void;
  /** The pre-engagement form. */
  readonly defaults?: { name: string; email: string };
  readonly starting?: boolean;
  readonly startError?: string | null;
  readonly onStart?: (values: { name: string; email: string }) => void;
  /** Messaging. */
  readonly messages?: readonly ChatMessage[];
  readonly pending?: readonly ChatOutboxItem[];
  readonly connection?: ChatConnectionView;
  readonly error?: string | null;
  readonly sending?: boolean;
  readonly onSend?: (text: string, files: readonly File[]) => Promise<boolean> | boolean;
  readonly onOpenAttachment?: (ref: ChatAttachmentRef) => void;
  readonly onEnd?: () => void;
  /** The chat's reference (its contact id), once known. */
  readonly reference?: string | null;
  /** The welcome message the chat was started with (§7 init body), shown first, from the lender. */
  readonly welcome?: { readonly text: string; readonly from: string } | null;
  /** The end panel; the survey only for agent chats. */
  readonly withSurvey?: boolean;
  readonly onStartNew?: () => void;
  readonly onSurvey?: () => void;
  readonly onSurveySubmit?: (rating: string) => void;
  readonly surveySubmitting?: boolean;
  readonly surveyError?: string | null;
}

/** The message text with allowlisted links as anchors; everything else stays text. */
export function ChatText({ text }: { readonly text: string }) {
  return (
    <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
      {linkifyChatText(text).map((part, i) =>
        part.kind === 'link' ? (
          <Anchor key={i} href={part.value} target="_blank" rel="noopener noreferrer">
            {part.value}
          </Anchor>
        ) : (
          <span key={i}>{part.value}</span>
        ),
      )}
    </Text>
  );
}

export function ChatBubble({
  message,
  mine,
  pending,
  onOpenAttachment,
}: {
  readonly message: Pick<ChatMessage, 'text' | 'attachments'> & { senderName?: string };
  readonly mine: boolean;
  readonly pending?: boolean;
  readonly onOpenAttachment?: (ref: ChatAttachmentRef) => void;
}) {
  return (
    <Box component="li" style={{ listStyle: 'none', alignSelf: mine ? 'flex-end' : 'flex-start', maxWidth: '85%' }}>
      <Paper withBorder p="xs" radius="md" bg={mine ? 'var(--mantine-primary-color-light)' : undefined}>
        <Text size="xs" fw={700} c="dimmed">
          {mine ? 'You' : message.senderName}
          {pending ? ' · Sending…' : ''}
        </Text>
        {message.text && <ChatText text={message.text} />}
        {message.attachments.map((a) => (
          <Button
            key={a.id}
            variant="subtle"
            size="compact-sm"
            onClick={() => onOpenAttachment?.(a)}
            aria-label={`Download ${a.name}, ${formatChatFileSize(a.size)}`}
          >
            {a.name} ({formatChatFileSize(a.size)})
          </Button>
        ))}
      </Paper>
    </Box>
  );
}

function PreEngagementForm({
  defaults,
  starting,
  error,
  onStart,
}: {
  defaults?: { name: string; email: string };
  starting?: boolean;
  error?: string | null;
  onStart?: (values: { name: string; email: string }) => void;
}) {
  const form = useForm({
    mode: 'controlled',
    initialValues: defaults ?? { name: '', email: '' },
    validate: schemaResolver(chatPreEngagementSchema, { sync: true }),
    validateInputOnBlur: true,
  });
  return (
    <form noValidate onSubmit={form.onSubmit((values) => onStart?.(values))}>
      <Stack gap="sm">
        <Text size="sm">Tell us who you are and we will connect you.</Text>
        <TextInput label="Name" autoComplete="name" required {...form.getInputProps('name')} />
        {/* Only the name is required (shared-surfaces §5). */}
        <TextInput
          type="email"
          label="Email"
          description="Optional: lets an agent follow up by email"
          autoComplete="email"
          {...form.getInputProps('email')}
        />
        <FormError message={error} />
        <Button type="submit" loading={starting}>
          Start chat
        </Button>
      </Stack>
    </form>
  );
}

export function Composer({ sending, onSend }: { sending?: boolean; onSend?: ChatWindowViewProps['onSend'] }) {
  const [text, setText] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const submit = async () => {
    if (!canSendChatMessage(text, files.length)) return setProblem('Required');
    setProblem(null);
    // Kept as typed until the send is accepted: a failed upload loses nothing.
    if (await onSend?.(text, files)) {
      setText('');
      setFiles([]);
    }
  };
  const pick = (list: FileList | null) => {
    const chosen = [...files, ...Array.from(list ?? [])];
    // The name and size here; the server checks the bytes too (the same core rule).
    const first = chosen
      .map((f) => {
        const ext = f.name.toLowerCase().split('.').pop() ?? '';
        return chatAttachmentProblem(
          {
            name: f.name,
            size: f.size,
            detected: (CHAT_ATTACHMENT_TYPES as Record<string, readonly string[]>)[ext]?.[0],
            hasActiveContent: false,
            encrypted: false,
          },
          UPLOAD_MAX_BYTES_DEFAULT,
        );
      })
      .find(Boolean);
    if (first) setProblem(first);
    else if (chosen.length > CHAT_ATTACHMENTS_MAX) setProblem(CHAT_MESSAGES.tooMany);
    else {
      setProblem(null);
      setFiles(chosen);
    }
    if (input.current) input.current.value = '';
  };
  return (
    <Stack gap={6}>
      {files.length > 0 && (
        <Box component="ul" p={0} m={0} aria-label="Attachments to send">
          {files.map((f, i) => (
            <Group key={`${f.name}-${i}`} component="li" gap={4} style={{ listStyle: 'none' }} wrap="nowrap">
              <Text size="xs" style={{ overflowWrap: 'anywhere' }}>
                {f.name} ({formatChatFileSize(f.size)})
              </Text>
              <CloseButton
                size="sm"
                aria-label={`Remove ${f.name}`}
                onClick={() => setFiles(files.filter((_, j) => j !== i))}
              />
            </Group>
          ))}
        </Box>
      )}
      <Textarea
        label="Message"
        description="Enter sends, Shift+Enter starts a new line. Files: jpg, png, amr, mp3, mp4, pdf or txt."
        // Fixed rows, not autosize: Mantine's autosize measures fonts the way jsdom cannot, and two lines suit a chat.
        rows={2}
        resize="vertical"
        value={text}
        error={problem}
        onChange={(e) => setText(e.currentTarget.value)}
        onKeyDown={(e) => {
          if (chatKeyAction(e.key, e.shiftKey) === 'send') {
            e.preventDefault();
            void submit();
          }
        }}
      />
      <Group justify="space-between">
        <Button variant="default" size="xs" onClick={() => input.current?.click()}>
          Attach files
        </Button>
        <input
          ref={input}
          type="file"
          multiple
          accept={CHAT_ATTACHMENT_ACCEPT}
          hidden
          aria-label="Attach files"
          onChange={(e) => pick(e.currentTarget.files)}
          data-testid="chat-file-input"
        />
        <Button size="xs" loading={sending} onClick={() => void submit()}>
          Send
        </Button>
      </Group>
    </Stack>
  );
}

function Survey({
  onSubmit,
  submitting,
  serverError,
}: {
  onSubmit?: (rating: string) => void;
  submitting?: boolean;
  serverError?: string | null;
}) {
  const [rating, setRating] = useState('');
  const [error, setError] = useState<string | null>(null);
  return (
    <Stack gap="sm">
      <Radio.Group label={CHAT_SURVEY_QUESTION} value={rating} onChange={setRating} error={error} required>
        <Stack gap={4} mt={4}>
          {CHAT_SURVEY_RATINGS.map((r) => (
            <Radio key={r} value={r} label={r} />
          ))}
        </Stack>
      </Radio.Group>
      <FormError message={serverError} />
      <Button loading={submitting} onClick={() => (rating ? onSubmit?.(rating) : setError('Required'))}>
        Send answer
      </Button>
    </Stack>
  );
}

export function ChatWindowView(props: ChatWindowViewProps) {
  const titleId = useId();
  const { phase } = props;
  const end = useRef<HTMLDivElement>(null);
  const count = (props.messages?.length ?? 0) + (props.pending?.length ?? 0);
  // The newest message in view, as in any chat (a DOM side effect, so an effect).
  // BAD: `useEffect(() => el.scrollIntoView())` — Chromium's scroll methods now return a Promise,
  // which React then calls as the effect's cleanup ("destroy is not a function", the page's error fallback).
  // GOOD: a block body, so the effect returns nothing.
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'nearest' });
  }, [count]);
  let body: ReactNode;
  if (phase === 'form')
    body = (
      <PreEngagementForm
        defaults={props.defaults}
        starting={props.starting}
        error={props.startError}
        onStart={props.onStart}
      />
    );
  else if (phase === 'messaging') {
    body = (
      <Stack gap="sm" style={{ flex: 1, minHeight: 0 }}>
        {props.connection === 'reconnecting' && (
          <Alert color="yellow" variant="light" role="status">
            {MESSAGES.chatConnectionLost}
          </Alert>
        )}
        {props.connection === 'invalid' && (
          <Alert color="yellow" variant="light" role="alert">
            {MESSAGES.chatTokenInvalid}
          </Alert>
        )}
        {/* The log takes what the window leaves (it has one height while messaging) and scrolls. */}
        <ScrollArea type="auto" style={{ flex: 1, minHeight: 0 }}>
          <Stack component="ol" gap={6} p={0} m={0} aria-label="Messages" aria-live="polite">
            {props.welcome && (
              <ChatBubble
                message={{ text: props.welcome.text, attachments: [], senderName: props.welcome.from }}
                mine={false}
              />
            )}
            {(props.messages ?? []).map((m) => (
              <ChatBubble
                key={m.seq}
                message={m}
                mine={m.sender === 'CUSTOMER'}
                onOpenAttachment={props.onOpenAttachment}
              />
            ))}
            {(props.pending ?? []).map((p) => (
              <ChatBubble key={p.clientId} message={p} mine pending />
            ))}
          </Stack>
          <div ref={end} />
        </ScrollArea>
        {/* The welcome message says it already. */}
        {(props.messages ?? []).length === 0 && !props.welcome && (
          <Text size="sm" c="dimmed">
            An agent will be with you shortly.
          </Text>
        )}
        {props.reference && (
          <Text size="xs" c="dimmed">
            Chat reference: {props.reference}
          </Text>
        )}
        {props.error && (
          <Alert color="red" variant="light" role="alert">
            {props.error}
          </Alert>
        )}
        <Composer sending={props.sending} onSend={props.onSend} />
        <Button variant="subtle" color="red" size="xs" onClick={props.onEnd} style={{ alignSelf: 'flex-start' }}>
          End chat
        </Button>
      </Stack>
    );
  } else if (phase === 'ended') {
    body = (
      <Stack gap="sm">
        <Text>This chat has ended. Thank you for chatting with us.</Text>
        <Group>
          <Button onClick={props.onStartNew}>{MESSAGES.startNewChat}</Button>
          {props.withSurvey && (
            <Button variant="default" onClick={props.onSurvey}>
              {MESSAGES.takeTheSurvey}
            </Button>
          )}
        </Group>
      </Stack>
    );
  } else if (phase === 'survey')
    body = (
      <Survey onSubmit={props.onSurveySubmit} submitting={props.surveySubmitting} serverError={props.surveyError} />
    );
  else
    body = (
      <Stack gap="sm">
        <Text role="status">Thank you for your answer.</Text>
        <Button onClick={props.onStartNew} style={{ alignSelf: 'flex-start' }}>
          {MESSAGES.startNewChat}
        </Button>
      </Stack>
    );
  return (
    <Paper
      role="dialog"
      aria-labelledby={titleId}
      shadow="lg"
      withBorder
      p="md"
      radius="md"
      style={{
        position: 'fixed',
        right: 16,
        bottom: 16,
        width: 'min(380px, calc(100vw - 32px))',
        maxHeight: 'calc(100vh - 32px)',
        overflowY: 'auto',
        zIndex: 300,
        // While messaging the window has one height: anchored at the foot of the screen, a window
        // that grew with each message moved its top up the screen (layout shift 0.038 as the
        // agent wrote during a reconnection, decision 078).
        ...(phase === 'messaging'
          ? { height: 'min(640px, calc(100vh - 32px))', display: 'flex', flexDirection: 'column' as const }
          : {}),
      }}
    >
      <Group justify="space-between" mb="sm" wrap="nowrap">
        <Title order={2} size="h4" id={titleId}>
          {MESSAGES.chatWithUs}
        </Title>
        <CloseButton aria-label="Close chat" onClick={props.onClose} />
      </Group>
      {body}
    </Paper>
  );
}
