/**
 * heloc-signer/conditions: what the lender still asks of this additional signer, oldest first
 * (the core's visibleConditions: catalogued conditions only), each with what is needed and whether
 * it is still owed or was sent. Shown only with the flag fe-heloc-additional-signer-conditions on
 * (shared-surfaces §4); with it off the signer has nothing to clear here.
 */
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Card.css';
import { Alert, Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import {
  conditionCard,
  visibleConditions,
  type Condition,
  type ConditionRecord,
  type ConditionStatus,
} from '@heloc/core';
import { Link } from 'react-router';

export interface SignerConditionsProps {
  /** The signer's conditions; null when they are not shown (flag off). */
  readonly conditions: readonly Condition[] | null;
  /** Where each condition is cleared (upload-document or identity, the core's signerConditionLocation). */
  readonly hrefOf: (condition: Condition) => string;
}

/** The borrower's dashboard's shades (dark enough for axe's contrast check) and words: one vocabulary for both. */
const STATUS_COLOR: Record<ConditionStatus, string> = { needed: 'red.9', submitted: 'blue.9', accepted: 'teal.9' };

export function SignerConditions({ conditions, hrefOf }: SignerConditionsProps) {
  const shown = conditions ? visibleConditions(conditions) : [];
  return (
    <Stack gap="lg" maw={720} mx="auto" py="xl" px="md">
      <div>
        <Title order={1} size="h2">
          Your conditions
        </Title>
        <Text c="dimmed" mt={4}>
          What the lender still needs from you before the line of credit can close.
        </Text>
      </div>
      {shown.length === 0 ? (
        <Alert color="green" variant="light" title="Nothing needed from you">
          You have no conditions to clear.
        </Alert>
      ) : (
        <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Conditions">
          {shown.map((c) => {
            const card = conditionCard(c as ConditionRecord);
            return (
              <Card key={c.uuid} withBorder component="li" padding="md" aria-labelledby={`signer-condition-${c.uuid}`}>
                <Stack gap="xs">
                  <Group justify="space-between" wrap="wrap">
                    <Title order={2} size="h4" id={`signer-condition-${c.uuid}`}>
                      {card.title}
                    </Title>
                    <Badge color={STATUS_COLOR[card.status]} autoContrast>
                      {card.statusLabel}
                    </Badge>
                  </Group>
                  <Text>{card.text}</Text>
                  {card.status === 'needed' ? (
                    <Button component={Link} to={hrefOf(c)} variant="light" style={{ alignSelf: 'flex-start' }}>
                      Clear this condition
                    </Button>
                  ) : card.status === 'submitted' ? (
                    <Text size="sm" c="dimmed">
                      We received what you sent and will let you know if anything else is needed.
                    </Text>
                  ) : null}
                </Stack>
              </Card>
            );
          })}
        </Stack>
      )}
    </Stack>
  );
}
