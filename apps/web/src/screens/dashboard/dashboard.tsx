/** The sandbox dashboard: the borrower's applications and a way back into each. */
import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/Paper.css';
import { Anchor, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { formatDate } from '@heloc/core';
import { Link } from 'react-router';
import type { ApplicationSummary } from '../../api/types';

export interface DashboardProps {
  readonly applications: readonly ApplicationSummary[];
  readonly applicationHref: (uuid: string) => string;
  readonly registerHref: string;
}

export function Dashboard({ applications, applicationHref, registerHref }: DashboardProps) {
  return (
    <Stack gap="lg" maw={720} mx="auto" py="xl" px="md">
      <Title order={1} size="h2">Your applications</Title>
      {applications.length === 0 && <Text>You have no applications yet.</Text>}
      {applications.map((a) => (
        <Card key={a.uuid} withBorder>
          <Group justify="space-between">
            <div>
              <Text fw={600}>Home equity line of credit</Text>
              <Text size="sm" c="dimmed">Application ID {a.loanNumber} · started {formatDate(a.createdDate)}</Text>
            </div>
            {a.active ? <Button component={Link} to={applicationHref(a.uuid)}>Continue</Button> : <Text size="sm">Closed</Text>}
          </Group>
        </Card>
      ))}
      {/* An in-app link: a deliberate new registration, never mistaken for Back into a finished one. */}
      <Anchor component={Link} to={registerHref}>Start a new application</Anchor>
    </Stack>
  );
}
