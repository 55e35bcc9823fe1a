/**
 * /operator/feedback: what borrowers sent the CEO (issue 14), for the sandbox operator. The operator
 * token is typed here and kept only in this page's memory — never stored, never in a URL.
 */
import '@mantine/core/styles/Table.css';
import { Box, Button, Container, Group, PasswordInput, Stack, Table, Text, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { formatDate, requiredString } from '@heloc/core';
import * as v from 'valibot';
import type { FeedbackEntry } from '../../../api/types';
import { FormError } from '../../../components/form-error/form-error';

export interface OperatorFeedbackProps {
  /** Null until the operator has loaded the list. */
  readonly entries: readonly FeedbackEntry[] | null;
  readonly loading?: boolean;
  readonly error?: string | null;
  readonly onLoad: (operatorToken: string) => void;
}

const schema = v.object({ token: requiredString() });

export function OperatorFeedback({ entries, loading = false, error, onLoad }: OperatorFeedbackProps) {
  const form = useForm({
    mode: 'controlled',
    initialValues: { token: '' },
    validate: schemaResolver(schema, { sync: true }),
    validateInputOnBlur: true,
  });
  return (
    <Container size="lg" py="md">
      <Stack gap="lg">
        <div>
          <Title order={1} size="h2">
            CEO feedback received
          </Title>
          <Text c="dimmed" mt={4}>
            For the sandbox operator: the token the server printed when it started.
          </Text>
        </div>
        <form noValidate onSubmit={form.onSubmit(({ token }) => onLoad(token))}>
          <Group align="flex-end" gap="sm">
            <PasswordInput
              label="Operator token"
              autoComplete="off"
              required
              w={320}
              {...form.getInputProps('token')}
            />
            <Button type="submit" loading={loading}>
              Show feedback
            </Button>
          </Group>
        </form>
        <FormError message={error} />
        {entries && entries.length === 0 && <Text>No feedback yet.</Text>}
        {entries && entries.length > 0 && (
          <Box role="region" aria-label="Feedback received" tabIndex={0} style={{ overflowX: 'auto' }}>
            {/* Focusable: a region that scrolls sideways on a phone must be reachable by keyboard (axe: scrollable-region-focusable). */}
            <Table striped withTableBorder miw={720}>
              <Table.Caption>
                {entries.length === 1 ? '1 message' : `${entries.length} messages`}, newest first
              </Table.Caption>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">Received</Table.Th>
                  <Table.Th scope="col">From</Table.Th>
                  <Table.Th scope="col">Topic</Table.Th>
                  <Table.Th scope="col">Message</Table.Th>
                  <Table.Th scope="col">Marketing consent</Table.Th>
                  <Table.Th scope="col">Page</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {entries.map((e) => (
                  <Table.Tr key={e.uuid}>
                    <Table.Td>{formatDate(e.received)}</Table.Td>
                    <Table.Td>{e.from}</Table.Td>
                    <Table.Td>{e.topic}</Table.Td>
                    <Table.Td style={{ whiteSpace: 'pre-wrap' }}>{e.message}</Table.Td>
                    <Table.Td>{e.marketingConsent ? 'Yes' : 'No'}</Table.Td>
                    <Table.Td>
                      <Text size="sm" style={{ wordBreak: 'break-all' }}>
                        {e.pathname}
                      </Text>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Box>
        )}
      </Stack>
    </Container>
  );
}
