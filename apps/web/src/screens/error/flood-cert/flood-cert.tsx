/**
 * error/flood-cert (GEN_CLOSING_DISCLOSURE while the flood certificate is awaited): what we are
 * waiting for, how long it takes and what comes next, in plain words (the core's FLOOD_CERT_TEXT).
 * The journey's one status poll keeps running under it (GEN_CLOSING_DISCLOSURE is a
 * screen-waiting state in the core), so the page moves on by itself when the result is in.
 */
import '@mantine/core/styles/Loader.css';
import { Anchor, Group, List, Loader, Stack, Text, Title } from '@mantine/core';
import { FLOOD_CERT_TEXT } from '@heloc/core';
import { Link } from 'react-router';

export interface FloodCertProps {
  /** The property, as one line. */
  readonly address: string | null;
  readonly requirementsHref: string;
}

export function FloodCert({ address, requirementsHref }: FloodCertProps) {
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {FLOOD_CERT_TEXT.title}
      </Title>
      {address ? <Text fw={500}>{address}</Text> : null}
      <Text>{FLOOD_CERT_TEXT.ordered}</Text>
      <Group gap="sm" wrap="nowrap" role="status">
        <Loader size="sm" aria-hidden />
        <Text>{FLOOD_CERT_TEXT.timing}</Text>
      </Group>
      <Title order={2} size="h4">
        What happens next
      </Title>
      <List spacing="xs">
        <List.Item>{FLOOD_CERT_TEXT.next}</List.Item>
        <List.Item>You can close this page: we’ll email you, and your application will be where you left it.</List.Item>
      </List>
      <Anchor component={Link} to={requirementsHref} size="sm">
        See the insurance your home needs
      </Anchor>
    </Stack>
  );
}
