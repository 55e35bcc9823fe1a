/**
 * A hold, said the same way on every branch screen: what is happening, how long it typically takes,
 * what the borrower can do meanwhile and when we will email them (the core's holdView). Extra facts
 * (the lien, the order date) and any action come in as details and children.
 */
import '@mantine/core/styles/Paper.css';
import { Alert, List, Paper, Stack, Text, Title } from '@mantine/core';
import { formatTypicalTime, type HoldView } from '@heloc/core';
import type { ReactNode } from 'react';

export interface HoldPanelProps {
  readonly view: HoldView;
  /** Facts about this hold, as label and value ("Ordered", "03/02/2026"). */
  readonly details?: readonly { readonly label: string; readonly value: string }[];
  readonly children?: ReactNode;
}

export function HoldPanel({ view, details = [], children }: HoldPanelProps) {
  return (
    <Stack gap="lg">
      <div>
        <Title order={1} size="h2">
          {view.title}
        </Title>
        <Text mt={4}>{view.happening}</Text>
      </div>
      {view.declineFollows ? (
        <Alert color="red" variant="light" title="What happens next">
          {view.weWillEmail}
        </Alert>
      ) : null}
      {(view.typicalTime || details.length > 0) && (
        <Paper withBorder p="md">
          <Stack gap={6} component="dl" m={0}>
            {view.typicalTime && (
              <div>
                <Text component="dt" fw={600} size="sm">
                  Typical time
                </Text>
                <Text component="dd" m={0}>
                  {formatTypicalTime(view.typicalTime)}
                </Text>
              </div>
            )}
            {details.map((d) => (
              <div key={d.label}>
                <Text component="dt" fw={600} size="sm">
                  {d.label}
                </Text>
                <Text component="dd" m={0} style={{ overflowWrap: 'anywhere' }}>
                  {d.value}
                </Text>
              </div>
            ))}
          </Stack>
        </Paper>
      )}
      {children}
      <div>
        <Title order={2} size="h4">
          What you can do
        </Title>
        <List mt={6} spacing={4}>
          {view.youCanDo.map((item) => (
            <List.Item key={item}>{item}</List.Item>
          ))}
        </List>
      </div>
      {!view.declineFollows && <Text fw={500}>{view.weWillEmail}</Text>}
    </Stack>
  );
}
