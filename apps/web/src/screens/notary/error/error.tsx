/**
 * notary/error: what went wrong with the notarization (the session expired or failed, the camera
 * could not be used, the ID could not be verified — the core's NOTARY_ERROR_REASONS), how to try
 * again or schedule in person, and how to get help.
 */
import '@mantine/core/styles/Paper.css';
import { Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { NOTARY_ERROR_REASONS, type NotaryErrorReason } from '@heloc/core';
import { Link } from 'react-router';

export interface NotaryErrorProps {
  readonly reason: NotaryErrorReason;
  readonly retryHref: string;
  readonly scheduleHref: string;
  readonly supportHref: string;
  /** The lender's support line and mailbox. */
  readonly phone: string;
  readonly email?: string | null;
}

export function NotaryError({ reason, retryHref, scheduleHref, supportHref, phone, email }: NotaryErrorProps) {
  const { title, body } = NOTARY_ERROR_REASONS[reason];
  return (
    <Stack gap="lg">
      <div>
        <Title order={1} size="h2">
          {title}
        </Title>
        <Text mt="xs">{body}</Text>
      </div>
      <Group>
        <Button component={Link} to={retryHref}>
          Back to notary options
        </Button>
        <Button component={Link} to={scheduleHref} variant="default">
          Schedule an in-person notary
        </Button>
      </Group>
      <Paper withBorder p="md" component="section" aria-labelledby="notary-help">
        <Title order={2} size="h4" id="notary-help">
          Need help?
        </Title>
        <Text mt={4}>
          Call us at <Anchor href={`tel:${phone.replace(/[^\d+]/g, '')}`}>{phone}</Anchor>
          {email && (
            <>
              {' '}
              or email <Anchor href={`mailto:${email}`}>{email}</Anchor>
            </>
          )}
          . Your documents and signatures so far are kept.
        </Text>
        <Anchor component={Link} to={supportHref} mt="xs" display="inline-block">
          Signing help and questions
        </Anchor>
      </Paper>
    </Stack>
  );
}
