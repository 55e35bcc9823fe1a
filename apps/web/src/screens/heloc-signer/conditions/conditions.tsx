/**
 * heloc-signer/conditions: what the lender still asks of this additional signer, oldest first
 * (the core's visibleConditions: catalogued conditions only), each with what is needed and whether
 * it is still owed or was sent. Shown only with the flag fe-heloc-additional-signer-conditions on
 * (shared-surfaces §4); with it off the signer has nothing to clear here.
 */
import '@mantine/core/styles/Card.css';
import { Alert, Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { conditionText, visibleConditions, type Condition } from '@heloc/core';
import { Link } from 'react-router';

export interface SignerConditionsProps {
  /** The signer's conditions; null when they are not shown (flag off). */
  readonly conditions: readonly Condition[] | null;
  /** Where each condition is cleared (upload-document or identity, the core's signerConditionLocation). */
  readonly hrefOf: (condition: Condition) => string;
}

export function SignerConditions({ conditions, hrefOf }: SignerConditionsProps) {
  const shown = conditions ? visibleConditions(conditions) : [];
  return (
    <Stack gap="lg" maw={720} mx="auto" py="xl" px="md">
      <div>
        <Title order={1} size="h2">Your conditions</Title>
        <Text c="dimmed" mt={4}>What the lender still needs from you before the line of credit can close.</Text>
      </div>
      {shown.length === 0 ? (
        <Alert color="green" variant="light" title="Nothing needed from you">You have no conditions to clear.</Alert>
      ) : (
        <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Conditions">
          {shown.map((c) => (
            <Card key={c.uuid} withBorder component="li" padding="md">
              <Stack gap="xs">
                <Group justify="space-between" wrap="wrap">
                  <Text fw={600}>{conditionText(c) || 'Documents requested'}</Text>
                  <Badge color={c.actionNeeded ? 'orange' : 'blue'} variant="light">{c.actionNeeded ? 'Needed' : 'Submitted'}</Badge>
                </Group>
                {c.actionNeeded ? (
                  <Button component={Link} to={hrefOf(c)} variant="light" style={{ alignSelf: 'flex-start' }}>Clear this condition</Button>
                ) : (
                  <Text size="sm" c="dimmed">We received what you sent and will let you know if anything else is needed.</Text>
                )}
              </Stack>
            </Card>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
