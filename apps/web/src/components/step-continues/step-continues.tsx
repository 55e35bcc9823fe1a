/**
 * A journey step whose screen this release does not have yet: says where the application is and
 * how it continues, instead of a blank or broken page.
 */
import '@mantine/core/styles/Paper.css';
import { Anchor, Paper, Stack, Text, Title } from '@mantine/core';

export interface StepContinuesProps {
  readonly stepLabel: string;
  readonly email: string;
  readonly supportPhone: string;
}

export function StepContinues({ stepLabel, email, supportPhone }: StepContinuesProps) {
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        Your application is in progress
      </Title>
      <Paper withBorder p="md">
        <Text size="sm" c="dimmed">
          Current step
        </Text>
        <Text fw={600}>{stepLabel}</Text>
      </Paper>
      <Text>
        Our team continues this step with you by email at <strong>{email}</strong>. You do not need to do anything on
        this page.
      </Text>
      <Text>
        Questions? Call <Anchor href={`tel:${supportPhone.replace(/\D/g, '')}`}>{supportPhone}</Anchor>.
      </Text>
    </Stack>
  );
}
