/** What a clicked state or edge means, in words — all from the core's graph and guard texts. */
import { Anchor, Badge, Code, Group, List, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import type { MachineGraph, MachineGraphEdge } from '@heloc/core/explorer';
import type { Selection } from '../diagram/machine-diagram';
import { storyUrl } from '../lib/stories';

export interface DetailsPanelProps {
  readonly graph: MachineGraph;
  readonly selection: Selection;
  readonly onSelect: (selection: Selection) => void;
}

function EdgeLine({
  edge,
  direction,
  onSelect,
}: {
  readonly edge: MachineGraphEdge;
  readonly direction: 'in' | 'out';
  readonly onSelect: DetailsPanelProps['onSelect'];
}) {
  const other = direction === 'out' ? edge.target : edge.source;
  return (
    <List.Item>
      <UnstyledButton onClick={() => onSelect({ kind: 'edge', id: edge.id })} className="link-button">
        <Code>{edge.event}</Code> {direction === 'out' ? '→' : '←'} {other}
      </UnstyledButton>
      {edge.guard ? (
        <Text size="xs" c="gray.7">
          only if <strong>{edge.guard}</strong>: {edge.guardDescription}
        </Text>
      ) : (
        <Text size="xs" c="gray.7">
          always
        </Text>
      )}
    </List.Item>
  );
}

export function DetailsPanel({ graph, selection, onSelect }: DetailsPanelProps) {
  if (!selection) {
    return (
      <Stack gap="xs">
        <Title order={2} size="h4">
          Details
        </Title>
        <Text size="sm">Click a state or an arrow in the diagram, or search above, to see what it means.</Text>
        <Text size="sm">
          The fallback machine decides the screen only when the server state has no row in the routing table (see Server
          states). It has {graph.nodes.length} states and {graph.edges.length} transitions.
        </Text>
      </Stack>
    );
  }
  if (selection.kind === 'edge') {
    const edge = graph.edges.find((e) => e.id === selection.id);
    if (!edge) return <Text size="sm">That transition no longer exists.</Text>;
    return (
      <Stack gap="xs">
        <Title order={2} size="h4">
          Event {edge.event}
        </Title>
        <Text size="sm">{edge.eventDescription}</Text>
        <Text size="sm">
          From{' '}
          <UnstyledButton className="link-button" onClick={() => onSelect({ kind: 'state', id: edge.source })}>
            {edge.source}
          </UnstyledButton>{' '}
          to{' '}
          <UnstyledButton className="link-button" onClick={() => onSelect({ kind: 'state', id: edge.target })}>
            {edge.target}
          </UnstyledButton>
        </Text>
        {edge.guard ? (
          <Text size="sm">
            Guard <Code>{edge.guard}</Code>: {edge.guardDescription}
          </Text>
        ) : (
          <Text size="sm">No guard: the event always takes this transition.</Text>
        )}
      </Stack>
    );
  }
  const node = graph.nodes.find((n) => n.id === selection.id);
  if (!node) return <Text size="sm">That state no longer exists.</Text>;
  const outgoing = graph.edges.filter((e) => e.source === node.id);
  const incoming = graph.edges.filter((e) => e.target === node.id && e.source !== node.id);
  const screens = [node.screen, node.alternative?.screen].filter((s): s is string => Boolean(s));
  return (
    <Stack gap="xs">
      <Group gap="xs">
        <Title order={2} size="h4">
          State {node.id}
        </Title>
        {node.initial && <Badge variant="light">start</Badge>}
        {node.final && (
          <Badge variant="light" color="gray">
            final
          </Badge>
        )}
      </Group>
      <Text size="sm">
        Shows <Code>{node.screen}</Code>
        {node.alternative ? (
          <>
            {' '}
            — or <Code>{node.alternative.screen}</Code> when {node.alternative.when}
          </>
        ) : null}
        .
      </Text>
      {screens.map((s) => {
        const story = storyUrl(s);
        return (
          <Anchor key={s} size="sm" href={story.url} target="_blank" rel="noopener">
            {story.label}
          </Anchor>
        );
      })}
      <Title order={3} size="h5">
        Leaves on ({outgoing.length})
      </Title>
      {outgoing.length === 0 ? (
        <Text size="sm">Nothing: the machine stays here.</Text>
      ) : (
        <List size="sm" spacing={4}>
          {outgoing.map((e) => (
            <EdgeLine key={e.id} edge={e} direction="out" onSelect={onSelect} />
          ))}
        </List>
      )}
      <Title order={3} size="h5">
        Reached by ({incoming.length})
      </Title>
      {incoming.length === 0 ? (
        <Text size="sm">{node.initial ? 'The machine starts here.' : 'No other state leads here.'}</Text>
      ) : (
        <List size="sm" spacing={4}>
          {incoming.map((e) => (
            <EdgeLine key={e.id} edge={e} direction="in" onSelect={onSelect} />
          ))}
        </List>
      )}
    </Stack>
  );
}
