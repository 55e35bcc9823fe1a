/**
 * The customer-service agents' console (shared-surfaces §6: agents are the chat counterparts):
 * conversations waiting or in progress, oldest first, each with the borrower's application at hand
 * (address, amount, and the step in plain words); the open conversation's messages and an answer box. Props in,
 * callbacks out.
 */
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Grid.css';
import {
  Alert,
  Badge,
  Box,
  Button,
  Container,
  Grid,
  Group,
  Paper,
  PasswordInput,
  Stack,
  Text,
  TextInput,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { formatCurrency, type ChatAttachmentRef, type ChatMessage, type ChatOutboxItem } from '@heloc/core';
import { serverStateWords } from '@heloc/core/explorer';
import { useState } from 'react';
import type { AgentConversation } from '../../../api/chat';
import { FormError } from '../../../components/form-error/form-error';
import { ChatBubble, Composer } from '../chat-view';

export function AgentSignIn({
  error,
  submitting,
  onSubmit,
}: {
  readonly error?: string | null;
  readonly submitting?: boolean;
  readonly onSubmit: (v: { email: string; password: string }) => void;
}) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  return (
    <Container size="xs" py="xl" component="main">
      <Title order={1} size="h2" mb="md">
        Agent console
      </Title>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          onSubmit({ email, password });
        }}
      >
        <Stack gap="sm">
          <TextInput
            label="Email"
            type="email"
            autoComplete="username"
            required
            value={email}
            onChange={(e) => setEmail(e.currentTarget.value)}
          />
          <PasswordInput
            label="Password"
            autoComplete="current-password"
            required
            value={password}
            onChange={(e) => setPassword(e.currentTarget.value)}
          />
          <FormError message={error} />
          <Button type="submit" loading={submitting} style={{ alignSelf: 'flex-start' }}>
            Sign in
          </Button>
        </Stack>
      </form>
    </Container>
  );
}

export interface AgentConsoleViewProps {
  readonly conversations: readonly AgentConversation[];
  readonly selectedId: string | null;
  readonly onSelect: (id: string) => void;
  readonly thread?: { messages: readonly ChatMessage[]; pending: readonly ChatOutboxItem[]; ended: boolean };
  readonly online: boolean;
  readonly error?: string | null;
  readonly sending?: boolean;
  readonly onSend: (text: string, files: readonly File[]) => Promise<boolean> | boolean;
  readonly onEnd: () => void;
  readonly onOpenAttachment: (ref: ChatAttachmentRef) => void;
  readonly onSignOut: () => void;
}

export function AgentConsoleView(props: AgentConsoleViewProps) {
  const selected = props.conversations.find((c) => c.conversationId === props.selectedId);
  return (
    <Container size="lg" py="md" component="main">
      <Group justify="space-between" mb="md">
        <Title order={1} size="h2">
          Agent console
        </Title>
        <Group gap="xs">
          <Badge color={props.online ? 'green' : 'yellow'} variant="light">
            {props.online ? 'Connected' : 'Reconnecting'}
          </Badge>
          <Button variant="default" size="xs" onClick={props.onSignOut}>
            Sign out
          </Button>
        </Group>
      </Group>
      <Grid>
        <Grid.Col span={{ base: 12, sm: 5 }}>
          <Title order={2} size="h4" mb="xs">
            Conversations
          </Title>
          {props.conversations.length === 0 && <Text c="dimmed">Nobody is waiting.</Text>}
          <Stack component="ul" gap="xs" p={0} m={0} aria-label="Conversations">
            {props.conversations.map((c) => (
              <Box component="li" key={c.conversationId} style={{ listStyle: 'none' }}>
                <UnstyledButton
                  onClick={() => props.onSelect(c.conversationId)}
                  aria-current={c.conversationId === props.selectedId ? 'true' : undefined}
                  style={{ width: '100%' }}
                >
                  <Paper
                    withBorder
                    p="sm"
                    bg={c.conversationId === props.selectedId ? 'var(--mantine-primary-color-light)' : undefined}
                  >
                    <Group justify="space-between" wrap="nowrap">
                      <Text fw={700}>{c.friendlyName}</Text>
                      <Badge variant="light" color={c.status === 'WAITING' ? 'orange' : 'blue'}>
                        {c.status === 'WAITING' ? 'Waiting' : 'In progress'}
                      </Badge>
                    </Group>
                    {/* The queue the chat was routed to (its skill, §7). */}
                    {c.skill && (
                      <Text size="xs" c="dimmed">
                        Queue: {c.skill}
                      </Text>
                    )}
                    {c.application ? (
                      <>
                        <Text size="sm">
                          {c.application.address ?? 'No address yet'}
                          {c.application.amount ? ` · ${formatCurrency(c.application.amount)}` : ''}
                        </Text>
                        {/* Where the borrower is, in the journey's plain words, with the code for the back office. */}
                        <Text size="xs" c="dimmed">
                          {serverStateWords(c.application.state, 'onboarding').name} · {c.application.state}
                        </Text>
                      </>
                    ) : (
                      <Text size="sm" c="dimmed">
                        Visitor (no application)
                      </Text>
                    )}
                  </Paper>
                </UnstyledButton>
              </Box>
            ))}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 7 }}>
          {selected ? (
            <Paper withBorder p="md" component="section" aria-label={`Conversation with ${selected.friendlyName}`}>
              <Title order={2} size="h4">
                {selected.friendlyName}
              </Title>
              <Text size="sm" c="dimmed" mb="sm">
                {selected.emailAddress ?? 'No email'}
                {selected.application ? ` · Application ${selected.application.loanNumber}` : ''}
              </Text>
              <Stack component="ol" gap={6} p={0} m={0} aria-label="Messages" aria-live="polite" mb="sm">
                {(props.thread?.messages ?? []).map((m) => (
                  <ChatBubble
                    key={m.seq}
                    message={m}
                    mine={m.sender === 'AGENT'}
                    onOpenAttachment={props.onOpenAttachment}
                  />
                ))}
                {(props.thread?.pending ?? []).map((p) => (
                  <ChatBubble key={p.clientId} message={p} mine pending />
                ))}
              </Stack>
              {props.error && (
                <Alert color="red" variant="light" role="alert" mb="sm">
                  {props.error}
                </Alert>
              )}
              {props.thread?.ended ? (
                <Text role="status">This chat has ended.</Text>
              ) : (
                <Stack gap="xs">
                  <Composer sending={props.sending} onSend={props.onSend} />
                  <Button
                    variant="subtle"
                    color="red"
                    size="xs"
                    onClick={props.onEnd}
                    style={{ alignSelf: 'flex-start' }}
                  >
                    End chat
                  </Button>
                </Stack>
              )}
            </Paper>
          ) : (
            <Text c="dimmed">Choose a conversation to answer.</Text>
          )}
        </Grid.Col>
      </Grid>
    </Container>
  );
}
