/** The hidden debug panel (Shift+Alt+X): server state, machine state and why the core chose the screen. */
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Code.css';
import { Anchor, Code, Paper, Stack, Text, Title } from '@mantine/core';
import type { JourneyDecision } from '@heloc/core';

export interface DebugPanelProps {
  readonly serverState: string;
  readonly machineState: string;
  readonly decision: JourneyDecision | null;
  readonly polling: boolean;
  /** Where the flow explorer is served (same origin, so its live view hears this tab). */
  readonly explorerHref?: string;
}

export function DebugPanel({
  serverState,
  machineState,
  decision,
  polling,
  explorerHref = '/flow-explorer/',
}: DebugPanelProps) {
  return (
    <Paper
      withBorder
      shadow="md"
      p="md"
      role="region"
      aria-label="Debug panel"
      style={{
        position: 'fixed',
        right: 16,
        bottom: 16,
        zIndex: 400,
        maxWidth: 420,
        background: 'var(--mantine-color-body)',
      }}
    >
      <Stack gap={6}>
        <Title order={2} size="h6">
          Debug (Shift+Alt+X to close)
        </Title>
        <Text size="sm">
          Server state: <Code>{serverState}</Code>
          {polling ? ' (polling)' : ''}
        </Text>
        <Text size="sm">
          Machine state: <Code>{machineState}</Code>
        </Text>
        <Text size="sm">
          Screen: <Code>{decision?.path ?? '—'}</Code> from the {decision?.source ?? '—'}
        </Text>
        <Text size="sm">Why: {decision?.reason ?? '—'}</Text>
        {decision?.warning && (
          <Text size="sm">
            <strong>Warning:</strong> {decision.warning}
          </Text>
        )}
        {decision?.error && (
          <Text size="sm" c="var(--mantine-color-error)">
            <strong>Error:</strong> {decision.error}
          </Text>
        )}
        <Anchor
          size="sm"
          href={`${explorerHref}?state=${encodeURIComponent(machineState)}&serverState=${encodeURIComponent(serverState)}`}
          target="_blank"
          rel="noopener"
        >
          Open the flow explorer (live view of this session)
        </Anchor>
      </Stack>
    </Paper>
  );
}
