/** A full-page message with actions: maintenance, the error fallback, not found. */
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

export interface StatusPageProps {
  readonly title: string;
  readonly message: ReactNode;
  readonly actions?: readonly { label: string; onClick?: () => void; href?: string; variant?: 'filled' | 'default' }[];
}

export function StatusPage({ title, message, actions = [] }: StatusPageProps) {
  return (
    <Stack gap="md" maw={600} mx="auto" py={64} px="md" ta="center" align="center">
      <Title order={1} size="h2">
        {title}
      </Title>
      <Text size="lg">{message}</Text>
      {actions.length > 0 && (
        <Group justify="center" mt="md">
          {actions.map((a) =>
            a.href ? (
              <Button key={a.label} component="a" href={a.href} variant={a.variant ?? 'filled'}>
                {a.label}
              </Button>
            ) : (
              <Button key={a.label} onClick={a.onClick} variant={a.variant ?? 'filled'}>
                {a.label}
              </Button>
            ),
          )}
        </Group>
      )}
    </Stack>
  );
}
