/**
 * /contact (support, shared-surfaces §2): phone with today's hours, email, and the chat entry
 * point: it opens the chat window; with chat switched off (the webchat flag) it says so and offers
 * email — never a dead end.
 */
import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/Paper.css';
import { Alert, Anchor, Button, Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { formatPhone, phoneDigits } from '@heloc/core';
import { useState } from 'react';

export interface ContactProps {
  readonly companyName: string;
  readonly phone: string;
  readonly email: string;
  /** From the core's todaysHours: 'Open today 6:00 AM – 6:00 PM PT' or 'Closed today'. */
  readonly today: { readonly open: boolean; readonly label: string } | null;
  /** The week's open days, e.g. 'Monday–Friday 6:00 AM – 6:00 PM PT'. */
  readonly weekLines: readonly string[];
  /** Opens the chat window; absent when chat is switched off. */
  readonly onStartChat?: () => void;
}

export function Contact({ companyName, phone, email, today, weekLines, onStartChat }: ContactProps) {
  const [chatAsked, setChatAsked] = useState(false);
  return (
    <Stack gap="lg" maw={860} mx="auto" py="xl" px="md">
      <Title order={1} size="h2">
        Contact support
      </Title>
      <Text>
        The {companyName} support team answers questions about your application, your documents and your line of credit.
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <Card withBorder component="section" aria-labelledby="contact-phone">
          <Stack gap="xs">
            <Title order={2} size="h4" id="contact-phone">
              Call us
            </Title>
            <Anchor href={`tel:${phoneDigits(phone) ?? ''}`} fw={600}>
              {formatPhone(phone)}
            </Anchor>
            {today && (
              <Text size="sm" fw={600}>
                {today.label}
              </Text>
            )}
            {weekLines.map((l) => (
              <Text key={l} size="sm" c="dimmed">
                {l}
              </Text>
            ))}
          </Stack>
        </Card>
        <Card withBorder component="section" aria-labelledby="contact-email">
          <Stack gap="xs">
            <Title order={2} size="h4" id="contact-email">
              Email us
            </Title>
            <Anchor href={`mailto:${email}`} style={{ overflowWrap: 'anywhere' }}>
              {email}
            </Anchor>
            <Text size="sm" c="dimmed">
              We answer within one business day.
            </Text>
          </Stack>
        </Card>
        <Card withBorder component="section" aria-labelledby="contact-chat">
          <Stack gap="xs">
            <Title order={2} size="h4" id="contact-chat">
              Chat with us
            </Title>
            <Button variant="default" onClick={() => (onStartChat ? onStartChat() : setChatAsked(true))}>
              Start a chat
            </Button>
            {chatAsked && (
              <Alert variant="light" role="status">
                Chat is not available right now. Write to <Anchor href={`mailto:${email}`}>{email}</Anchor> or call us.
              </Alert>
            )}
          </Stack>
        </Card>
      </SimpleGrid>
    </Stack>
  );
}
