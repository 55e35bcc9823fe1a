/**
 * conditions: what the lender still needs (shared-surfaces §4). Each catalogued condition, oldest
 * first, with what it asks and where it stands — owed, in review, accepted — the way borrower portals
 * keep the three apart. Only an owed one has a button.
 */
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Card.css';
import { Alert, Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { ConditionCard, ConditionStatus, ConditionsDashboard } from '@heloc/core';
import { Link } from 'react-router';

export interface ConditionsViewProps {
  readonly dashboard: ConditionsDashboard;
  /** Where each owed condition is answered (the route builds it from the core's action). */
  readonly hrefOf: (card: ConditionCard) => string | null;
  /** "A new condition needs your attention: …" when one appeared while the page was open. */
  readonly announcement?: string | null;
  readonly error?: string | null;
}

// The darkest shades: white on them passes WCAG AA (axe checks every story; green.9 does not, 4.36:1).
const STATUS_COLOR: Record<ConditionStatus, string> = { needed: 'red.9', submitted: 'blue.9', accepted: 'teal.9' };

export function ConditionsView({ dashboard, hrefOf, announcement, error }: ConditionsViewProps) {
  return (
    <Stack gap="lg">
      <div>
        <Title order={1} size="h2">
          Conditions
        </Title>
        <Text mt={4}>{dashboard.summary}</Text>
        {/* A live region that is always there, so a screen reader hears the news when it arrives (inside the heading's block: no empty gap). */}
        <div role="status">
          {announcement ? (
            <Alert color="blue.9" variant="outline" title="New condition" mt="md">
              {announcement}
            </Alert>
          ) : null}
        </div>
      </div>
      {error ? (
        <Alert color="red.9" variant="outline" role="alert">
          {error}
        </Alert>
      ) : null}
      <Stack gap="md" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label="Your conditions">
        {dashboard.cards.map((card) => {
          const href = hrefOf(card);
          return (
            <Card key={card.uuid} component="li" withBorder padding="md" aria-labelledby={`condition-${card.uuid}`}>
              <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
                <Title order={2} size="h4" id={`condition-${card.uuid}`}>
                  {card.title}
                </Title>
                <Badge color={STATUS_COLOR[card.status]} autoContrast>
                  {card.statusLabel}
                </Badge>
              </Group>
              <Text mt="xs">{card.text}</Text>
              {card.accountMask ? (
                <Text mt={4} size="sm">
                  Account ending in {card.accountMask}
                </Text>
              ) : null}
              {card.status === 'needed' && card.documentsRequired > 1 ? (
                <Text mt={4} size="sm">
                  Documents needed: {card.documentsRequired}
                </Text>
              ) : null}
              {card.action && href ? (
                <Button component={Link} to={href} mt="sm" style={{ alignSelf: 'flex-start' }}>
                  {card.action.label}
                </Button>
              ) : null}
            </Card>
          );
        })}
      </Stack>
    </Stack>
  );
}
