/**
 * /dashboard: the borrower's applications, each with whose turn it is, the step it is on, and one
 * button into it (the core's dashboardEntries decides all three).
 */
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/Paper.css';
import { Anchor, Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { dashboardEntries, type DashboardApplication, type DashboardTone } from '@heloc/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

export interface DashboardProps {
  readonly applications: readonly DashboardApplication[];
  readonly applicationHref: (uuid: string) => string;
  readonly registerHref: string;
  /** What happens next on the open application (a lazily loaded panel), after the list. */
  readonly nextSteps?: ReactNode;
}

/** Filled shades dark enough for white text (axe's contrast check, WCAG 1.4.3), as the conditions' badges. */
const BADGE: Record<DashboardTone, { color: string; variant: 'filled' | 'outline' }> = {
  'your-turn': { color: 'blue.9', variant: 'filled' },
  waiting: { color: 'grape.9', variant: 'filled' },
  done: { color: 'teal.9', variant: 'filled' },
  closed: { color: 'gray.8', variant: 'outline' },
};

export function Dashboard({ applications, applicationHref, registerHref, nextSteps }: DashboardProps) {
  const entries = dashboardEntries(applications);
  return (
    <Stack gap="lg" maw={720} mx="auto" py="xl" px="md">
      <Title order={1} size="h2">
        Your applications
      </Title>
      {entries.length === 0 && <Text>You have no applications yet.</Text>}
      {entries.map((e) => (
        <Card key={e.uuid} withBorder component="section" aria-label={e.meta}>
          <Group justify="space-between" align="flex-start" gap="md">
            <Stack gap={4} style={{ flex: '1 1 18rem' }}>
              <Group gap="sm">
                <Text fw={600} component="h2" size="md" m={0}>
                  {e.title}
                </Text>
                <Badge {...BADGE[e.tone]} radius="sm" autoContrast>
                  {e.status}
                </Badge>
              </Group>
              <Text size="sm">{e.detail}</Text>
              <Text size="sm" c="dimmed">
                {e.meta}
              </Text>
            </Stack>
            {e.action && (
              <Button
                component={Link}
                to={applicationHref(e.uuid)}
                variant={e.tone === 'your-turn' ? 'filled' : 'default'}
                aria-label={`${e.action} application ${e.loanNumber}`}
              >
                {e.action}
              </Button>
            )}
          </Group>
        </Card>
      ))}
      {/* An in-app link: a deliberate new registration, never mistaken for Back into a finished one. */}
      <Anchor component={Link} to={registerHref}>
        Start a new application
      </Anchor>
      {nextSteps}
    </Stack>
  );
}
