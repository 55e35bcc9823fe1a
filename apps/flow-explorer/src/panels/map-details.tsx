/** What a phase, a server state or a merged arrow of the map means, in plain words with the code names beside. */
import { Code, List, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { serverStateWords, type JourneyMap, type PhasedGraph } from '@heloc/core/explorer';
import type { MapSelection } from '../diagram/journey-diagram';

export interface MapDetailsProps {
  readonly map: JourneyMap;
  readonly graph: PhasedGraph;
  readonly selection: NonNullable<MapSelection>;
  readonly onSelect: (selection: MapSelection) => void;
}

export function MapDetails({ map, graph, selection, onSelect }: MapDetailsProps) {
  if (selection.kind === 'edge') {
    const edge = map.edges.find((e) => e.id === selection.id);
    if (!edge) return <Text size="sm">That arrow is not on the map any more.</Text>;
    const members = graph.edges.filter((e) => edge.members.includes(e.id));
    return (
      <Stack gap="xs">
        <Title order={2} size="h4">
          {edge.name}
        </Title>
        <Text size="sm">
          {members.length} transition{members.length === 1 ? '' : 's'}
          {edge.happy ? ', on the happy path' : ''}:
        </Text>
        <List size="sm" spacing={2}>
          {members.map((m) => (
            <List.Item key={m.id}>
              {m.name} <Code>{m.code}</Code>{' '}
              <Text span size="xs" c="gray.7">
                {m.source} → {m.target}
              </Text>
            </List.Item>
          ))}
        </List>
      </Stack>
    );
  }
  const node = map.nodes.find((n) => n.id === selection.id);
  if (!node) return <Text size="sm">That node is not on the map any more.</Text>;
  if (node.kind === 'phase') {
    const states = graph.nodes.filter((n) => n.phase === node.phase);
    return (
      <Stack gap="xs">
        <Title order={2} size="h4">
          Phase: {node.name}
        </Title>
        <Text size="sm">{node.about}</Text>
        <List size="sm" spacing={2} aria-label={`States in ${node.name}`}>
          {states.map((s) => (
            <List.Item key={s.id}>
              {s.name} <Code>{s.code}</Code>
              {s.happy ? ' · happy path' : ''}
            </List.Item>
          ))}
        </List>
      </Stack>
    );
  }
  if (node.kind === 'from-any') {
    return (
      <Stack gap="xs">
        <Title order={2} size="h4">
          {node.name}
        </Title>
        <Text size="sm">
          Transitions that can fire from almost any step, drawn once instead of one arrow per state:
        </Text>
        <List size="sm" spacing={2}>
          {node.events.map((e) => (
            <List.Item key={e}>{e}</List.Item>
          ))}
        </List>
      </Stack>
    );
  }
  // A server state (the pipeline view); the journey's states open the machine's details instead.
  const words = serverStateWords(node.code, node.phase);
  const out = graph.edges.filter((e) => e.source === node.id && e.target !== node.id);
  return (
    <Stack gap="xs">
      <Title order={2} size="h4">
        {node.name} <Code>{node.code}</Code>
      </Title>
      <Text size="sm">
        {words.screen ? (
          <>
            The core shows <Code>{words.screen}</Code> for it.
          </>
        ) : (
          'No screen of its own: the borrower waits on the previous one (or the fallback machine decides).'
        )}
      </Text>
      <List size="sm" spacing={2} aria-label="Leads to">
        {out.map((e) => (
          <List.Item key={e.id}>
            {e.name} <Code>{e.code}</Code> →{' '}
            <UnstyledButton className="link-button" onClick={() => onSelect({ kind: 'node', id: e.target })}>
              {e.target}
            </UnstyledButton>
          </List.Item>
        ))}
      </List>
    </Stack>
  );
}
