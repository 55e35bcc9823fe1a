/**
 * /apps/:app: the shell's sibling apps (marketplace, passport, group manager, portfolio, pay,
 * exchange) are other products (shared-surfaces §1). Their links land here, never on not-found.
 */
import { Anchor, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';

export interface AppsProps {
  /** The app's name, or null for a path that names no sibling app. */
  readonly appName: string | null;
  readonly productName: string;
  readonly backHref: string;
  readonly backLabel: string;
}

export function Apps({ appName, productName, backHref, backLabel }: AppsProps) {
  return (
    <Stack gap="md" maw={640} mx="auto" py="xl" px="md">
      <Title order={1} size="h2">
        {appName ? `${appName} is not part of ${productName}` : `That app is not part of ${productName}`}
      </Title>
      <Text>
        {appName ?? 'This app'} is a separate product that shares this menu. It is not available here: this site is for
        applying for and managing your home equity line of credit.
      </Text>
      <Anchor component={Link} to={backHref}>
        {backLabel}
      </Anchor>
    </Stack>
  );
}
