/**
 * The flow explorer: the fallback machine as a diagram beside four panels — what a state or an
 * edge means, "what if", the live feed from a running app, and the server-state routing table.
 */
import { ActionIcon, AppShell, Button, Group, Kbd, Menu, Paper, Stack, Switch, Tabs, Text, TextInput, Title, UnstyledButton } from '@mantine/core';
import { fallbackMachineGraph, fallbackMachineMermaid, isFallbackMachineState } from '@heloc/core';
import { ReactFlowProvider, useReactFlow } from '@xyflow/react';
import { useMemo, useState } from 'react';
import { MachineDiagram, type Selection } from './diagram/machine-diagram';
import { diagramImage, download, downloadText } from './lib/export';
import { searchGraph, statesTouched } from './lib/search';
import { useLiveFeed } from './lib/use-live-feed';
import { DetailsPanel } from './panels/details-panel';
import { LivePanel } from './panels/live-panel';
import { ServerStatesPanel } from './panels/server-states-panel';
import { initialWhatIf, WhatIfPanel, type WhatIfState } from './panels/what-if-panel';

const GRAPH = fallbackMachineGraph();
type Tab = 'details' | 'whatif' | 'live' | 'states';
const TABS: readonly Tab[] = ['details', 'whatif', 'live', 'states'];

function initialFromUrl() {
  const params = new URLSearchParams(window.location.search);
  const state = params.get('state');
  const tab = params.get('tab');
  const whatIf = initialWhatIf();
  const serverState = params.get('serverState');
  return {
    selection: state && isFallbackMachineState(state) ? ({ kind: 'state', id: state } as const) : null,
    tab: (TABS as readonly string[]).includes(tab ?? '') ? (tab as Tab) : 'details',
    whatIf: { ...whatIf, ...(serverState ? { serverState } : {}), ...(state && isFallbackMachineState(state) ? { machineState: state } : {}) },
  };
}

function ExportMenu() {
  const flow = useReactFlow();
  const [error, setError] = useState<string | null>(null);
  const image = async (kind: 'svg' | 'png') => {
    try {
      setError(null);
      download(`fallback-machine.${kind}`, await diagramImage(kind, flow.getNodes()));
    } catch (e) {
      setError(`Could not export: ${(e as Error).message}`);
    }
  };
  return (
    <Group gap="xs">
      <Menu position="bottom-end">
        <Menu.Target>
          <Button size="xs" variant="default">Export</Button>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item onClick={() => void image('svg')}>Diagram as SVG</Menu.Item>
          <Menu.Item onClick={() => void image('png')}>Diagram as PNG</Menu.Item>
          <Menu.Item onClick={() => downloadText('fallback-machine.mmd', fallbackMachineMermaid(GRAPH))}>Mermaid text (.mmd)</Menu.Item>
          <Menu.Item onClick={() => void navigator.clipboard?.writeText(fallbackMachineMermaid(GRAPH)).catch(() => setError('The clipboard is not available here; download the .mmd file instead.'))}>Copy Mermaid text</Menu.Item>
        </Menu.Dropdown>
      </Menu>
      {error && <Text size="xs" c="red.8" role="alert">{error}</Text>}
    </Group>
  );
}

function Explorer() {
  // Read once, on the first render (a lazy state initialiser, not a memo: React may drop memos).
  const [initial] = useState(initialFromUrl);
  const [selection, setSelection] = useState<Selection>(initial.selection);
  const [tab, setTab] = useState<Tab>(initial.tab);
  const [query, setQuery] = useState('');
  const [showAllLabels, setShowAllLabels] = useState(false);
  const [whatIf, setWhatIf] = useState<WhatIfState>(initial.whatIf);
  const [focusKey, setFocusKey] = useState(initial.selection ? 1 : 0);
  const [livePosition, setLivePosition] = useState<string | null>(null);
  const messages = useLiveFeed();

  const hits = useMemo(() => searchGraph(GRAPH, query), [query]);
  const matches = useMemo(() => statesTouched(GRAPH, hits), [hits]);
  const matchedEdges = useMemo(() => new Set(hits.filter((h) => h.kind === 'edge').map((h) => h.id)), [hits]);
  const activeState = tab === 'whatif' ? whatIf.machineState : tab === 'live' ? livePosition : null;

  const select = (s: Selection, focus = false) => {
    setSelection(s);
    if (s) setTab('details');
    if (focus) setFocusKey((k) => k + 1);
  };

  return (
    <AppShell header={{ height: 56 }} padding={0}>
      <AppShell.Header px="md">
        <Group h="100%" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Title order={1} size="h4">HELOC flow explorer</Title>
            <Text size="xs" c="gray.7" visibleFrom="md">Fallback machine and routing rules from @heloc/core</Text>
          </Group>
          <Group gap="sm" wrap="nowrap">
            <Switch size="xs" label="All edge labels" checked={showAllLabels} onChange={(e) => setShowAllLabels(e.currentTarget.checked)} />
            <ExportMenu />
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Main>
        <div className="layout">
          <section className="diagram" aria-label="Diagram">
            <MachineDiagram graph={GRAPH} selection={selection} onSelect={(s) => select(s)} matches={matches} matchedEdges={matchedEdges} activeState={activeState} showAllLabels={showAllLabels} focusKey={focusKey} />
            {activeState && (
              <Paper className="diagram-legend" withBorder p={6} shadow="xs">
                <Text size="xs"><span className="legend-swatch" /> {tab === 'live' ? 'Live position' : 'What-if machine state'}: {activeState}</Text>
              </Paper>
            )}
          </section>
          <aside className="side" aria-label="Explorer panels">
            <Stack gap="xs" p="sm">
              <TextInput
                label="Search states, events, guards or screens"
                placeholder="e.g. ssnCredit, offerSelected, credit/social"
                value={query}
                onChange={(e) => setQuery(e.currentTarget.value)}
                rightSection={query ? <ActionIcon variant="subtle" size="sm" aria-label="Clear search" onClick={() => setQuery('')}>×</ActionIcon> : <Kbd size="xs">/</Kbd>}
              />
              {query && (
                <Paper withBorder p={4} mah={200} style={{ overflow: 'auto' }}>
                  {hits.length === 0 ? (
                    <Text size="xs" p={4}>Nothing matches “{query}”.</Text>
                  ) : (
                    <ul className="hits" aria-label="Search results">
                      {hits.slice(0, 40).map((h) => (
                        <li key={`${h.kind}:${h.id}`}>
                          <UnstyledButton className="hit" onClick={() => select({ kind: h.kind, id: h.kind === 'state' ? h.id : h.id }, true)}>
                            <Text span size="xs" fw={600}>{h.kind === 'state' ? 'State' : 'Event'} {h.label}</Text>{' '}
                            <Text span size="xs" c="gray.7">{h.detail}</Text>
                          </UnstyledButton>
                        </li>
                      ))}
                    </ul>
                  )}
                </Paper>
              )}
            </Stack>
            <Tabs value={tab} onChange={(t) => t && setTab(t as Tab)} keepMounted={false}>
              <Tabs.List px="sm">
                <Tabs.Tab value="details">Details</Tabs.Tab>
                <Tabs.Tab value="whatif">What if</Tabs.Tab>
                <Tabs.Tab value="live">Live{messages.length ? ` (${messages.length})` : ''}</Tabs.Tab>
                <Tabs.Tab value="states">Server states</Tabs.Tab>
              </Tabs.List>
              <div className="panel">
                <Tabs.Panel value="details"><DetailsPanel graph={GRAPH} selection={selection} onSelect={(s) => select(s, true)} /></Tabs.Panel>
                <Tabs.Panel value="whatif"><WhatIfPanel value={whatIf} onChange={setWhatIf} /></Tabs.Panel>
                <Tabs.Panel value="live"><LivePanel messages={messages} onPosition={setLivePosition} /></Tabs.Panel>
                <Tabs.Panel value="states"><ServerStatesPanel onPick={(state) => { setWhatIf((w) => ({ ...w, serverState: state })); setTab('whatif'); }} /></Tabs.Panel>
              </div>
            </Tabs>
          </aside>
        </div>
      </AppShell.Main>
    </AppShell>
  );
}

export function App() {
  return (
    <ReactFlowProvider>
      <Explorer />
    </ReactFlowProvider>
  );
}
