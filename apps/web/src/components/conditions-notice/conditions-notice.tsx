/**
 * The way to the conditions dashboard from every screen of the application: a notice above the
 * screen while something is owed (with the "new condition" announcement in a live region that is
 * always there), and a link beside the progress. Hidden on the conditions screens themselves.
 */
import { Alert, Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import { CONDITIONS_MESSAGES } from '@heloc/core';
import { Link } from 'react-router';

export interface ConditionsNoticeProps {
  /** How many conditions still need the borrower (status "needed"). */
  readonly needed: number;
  readonly href: string;
  /** "A new condition needs your attention: …", once, when the poll finds one. */
  readonly announcement?: string | null;
  /** On a conditions screen or a condition's action: the notice would point at the page itself. */
  readonly hidden?: boolean;
}

export function ConditionsNotice({ needed, href, announcement, hidden }: ConditionsNoticeProps) {
  return (
    <>
      <div role="status">
        {announcement && !hidden ? (
          <Text size="sm" fw={600} mb="xs">
            {announcement}
          </Text>
        ) : null}
      </div>
      {needed > 0 && !hidden ? (
        <Alert color="blue.9" variant="outline" mb="lg" title="Conditions to clear">
          <Group justify="space-between" gap="sm">
            <Text size="sm">{CONDITIONS_MESSAGES.owed(needed)}</Text>
            <Button component={Link} to={href} size="xs">
              View conditions
            </Button>
          </Group>
        </Alert>
      ) : null}
    </>
  );
}

/** The sidebar's link, with how many are owed. */
export function ConditionsLink({
  needed,
  total,
  href,
}: {
  readonly needed: number;
  readonly total: number;
  readonly href: string;
}) {
  if (total === 0) return null;
  return (
    <Anchor component={Link} to={href} size="sm">
      {needed > 0 ? `Your conditions (${needed} to do)` : 'Your conditions'}
    </Anchor>
  );
}

/** The way back from a condition's screen to the dashboard. */
export function BackToConditions({ href }: { readonly href: string }) {
  return (
    <Anchor component={Link} to={href} size="sm">
      Back to your conditions
    </Anchor>
  );
}

/** A condition's screen opened for no open condition of the borrower's (answered already, or a stale link). */
export function ConditionNotFound({ dashboardHref }: { readonly dashboardHref: string }) {
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        Condition not found
      </Title>
      <Text>{CONDITIONS_MESSAGES.notFound}</Text>
      <BackToConditions href={dashboardHref} />
    </Stack>
  );
}
