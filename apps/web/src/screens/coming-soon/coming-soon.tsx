/** /coming-soon (public, shared-surfaces §2): a feature that is not open yet, with the ways back. */
import { Anchor, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';

export interface ComingSoonProps {
  readonly homeHref: string;
  readonly homeLabel: string;
  readonly supportHref: string;
}

export function ComingSoon({ homeHref, homeLabel, supportHref }: ComingSoonProps) {
  return (
    <Stack gap="md" maw={640} mx="auto" py="xl" px="md">
      <Title order={1} size="h2">
        Coming soon
      </Title>
      <Text>
        This part of the site is not open yet. Everything you need for your home equity line of credit is available now.
      </Text>
      <Group gap="lg">
        <Anchor component={Link} to={homeHref}>
          {homeLabel}
        </Anchor>
        <Anchor component={Link} to={supportHref}>
          Contact support
        </Anchor>
      </Group>
    </Stack>
  );
}
