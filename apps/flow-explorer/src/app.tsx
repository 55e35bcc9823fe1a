/**
 * The flow explorer for product analysts. By default the journey map: phases of the journey in
 * plain words, the happy path emphasised, "from any step" transitions drawn once; a phase opens on
 * a click. Beside it the server's pipeline drawn the same way, and the full fallback machine one
 * click away. Overlays: the live borrower's screen, a sandbox scenario's path, and where borrowers
 * drop off. The panels explain, ask "what if", follow a live app and list the server states.
 */
import {
  ActionIcon,
  AppShell,
  Button,
  Group,
  Kbd,
  Menu,
  Paper,
  SegmentedControl,
  Select,
  Stack,
  Switch,
  Tabs,
  Text,
  TextInput,
  Title,
  UnstyledButton,
} from '@mantine/core';
import {
  fallbackMachineGraph,
  fallbackMachineMermaid,
  fallbackPhasedGraph,
  groupByPhase,
  isFallbackMachineState,
  JOURNEY_PHASES,
  pipelinePhasedGraph,
  placeOfScreen,
  screenWords,
  STATE_WORDS,
  type JourneyPhase,
  type PhasedGraph,
} from '@heloc/core/explorer';
import { ReactFlowProvider, useReactFlow } from '@xyflow/react';
import { useCallback, useMemo, useState } from 'react';
import { JourneyDiagram, type MapSelection } from './diagram/journey-diagram';
import { MachineDiagram, type Selection } from './diagram/machine-diagram';
import type { FunnelAnswer } from './lib/analyst-api';
import { diagramImage, download, downloadText } from './lib/export';
import { funnelOverlay, pathOverlay, screenNodes, visibleNode } from './lib/overlays';
import { HAPPY_SERVER_PATH, LIFECYCLE, scenarioPath } from './lib/pipeline';
import { PRESETS } from './lib/presets';
import { searchGraph, statesTouched } from './lib/search';
import { useLiveFeed } from './lib/use-live-feed';
import { DetailsPanel } from './panels/details-panel';
import { DropOffPanel } from './panels/drop-off-panel';
import { LivePanel, type LivePosition } from './panels/live-panel';
import { MapDetails } from './panels/map-details';
import { ServerStatesPanel } from './panels/server-states-panel';
import { initialWhatIf, WhatIfPanel, type WhatIfState } from './panels/what-if-panel';

const GRAPH = fallbackMachineGraph();
const JOURNEY: PhasedGraph = fallbackPhasedGraph(GRAPH);
const PIPELINE: PhasedGraph = pipelinePhasedGraph(LIFECYCLE, HAPPY_SERVER_PATH);
type Tab = 'details' | 'whatif' | 'live' | 'dropoff' | 'states';
const TABS: readonly Tab[] = ['details', 'whatif', 'live', 'dropoff', 'states'];
type View = 'journey' | 'pipeline' | 'machine';
const VIEWS: readonly { value: View; label: string }[] = [
  { value: 'journey', label: 'Journey map' },
  { value: 'pipeline', label: 'Server pipeline' },
  { value: 'machine', label: 'Full machine' },
];
const NONE: ReadonlySet<string> = new Set();

function initialFromUrl() {
  const params = new URLSearchParams(window.location.search);
  const state = params.get('state');
  const tab = params.get('tab');
  const view = params.get('view');
  const whatIf = initialWhatIf();
  const serverState = params.get('serverState');
  return {
    selection: state && isFallbackMachineState(state) ? ({ kind: 'state', id: state } as const) : null,
    tab: (TABS as readonly string[]).includes(tab ?? '') ? (tab as Tab) : 'details',
    view: VIEWS.some((v) => v.value === view) ? (view as View) : 'journey',
    // Opened on a state (the app's debug panel): its phase is open.
    expanded: new Set<JourneyPhase>(state && isFallbackMachineState(state) ? [STATE_WORDS[state].phase] : []),
    whatIf: {
      ...whatIf,
      ...(serverState ? { serverState } : {}),
      ...(state && isFallbackMachineState(state) ? { machineState: state } : {}),
    },
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
          <Button size="xs" variant="default">
            Export
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item onClick={() => void image('svg')}>Diagram as SVG</Menu.Item>
          <Menu.Item onClick={() => void image('png')}>Diagram as PNG</Menu.Item>
          <Menu.Item onClick={() => downloadText('fallback-machine.mmd', fallbackMachineMermaid(GRAPH))}>
            Mermaid text (.mmd)
          </Menu.Item>
          <Menu.Item
            onClick={() =>
              void navigator.clipboard
                ?.writeText(fallbackMachineMermaid(GRAPH))
                .catch(() => setError('The clipboard is not available here; download the .mmd file instead.'))
            }
          >
            Copy Mermaid text
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      {error && (
        <Text size="xs" c="red.8" role="alert">
          {error}
        </Text>
      )}
    </Group>
  );
}

function Explorer() {
  // Read once, on the first render (a lazy state initialiser, not a memo: React may drop memos).
  const [initial] = useState(initialFromUrl);
  const [view, setView] = useState<View>(initial.view);
  const [expanded, setExpanded] = useState<Record<'journey' | 'pipeline', ReadonlySet<JourneyPhase>>>({
    journey: initial.expanded,
    pipeline: new Set(),
  });
  const [focus, setFocus] = useState<string | null>(null);
  const [selection, setSelection] = useState<Selection>(initial.selection);
  const [mapSelection, setMapSelection] = useState<MapSelection>(
    initial.selection ? { kind: 'node', id: initial.selection.id } : null,
  );
  const [tab, setTab] = useState<Tab>(initial.tab);
  const [query, setQuery] = useState('');
  const [showAllLabels, setShowAllLabels] = useState(false);
  const [whatIf, setWhatIf] = useState<WhatIfState>(initial.whatIf);
  const [focusKey, setFocusKey] = useState(initial.selection ? 1 : 0);
  const [live, setLive] = useState<LivePosition | null>(null);
  const [scenario, setScenario] = useState<string | null>(null);
  const [funnel, setFunnel] = useState<FunnelAnswer | null>(null);
  const messages = useLiveFeed();

  const hits = useMemo(() => searchGraph(GRAPH, query), [query]);
  const matches = useMemo(() => statesTouched(GRAPH, hits), [hits]);
  const matchedEdges = useMemo(() => new Set(hits.filter((h) => h.kind === 'edge').map((h) => h.id)), [hits]);

  const mapView = view === 'machine' ? null : view;
  const graph = view === 'pipeline' ? PIPELINE : JOURNEY;
  const open = mapView ? expanded[mapView] : NONE;
  const map = useMemo(() => groupByPhase(graph, open as ReadonlySet<JourneyPhase>), [graph, open]);
  const visible = useMemo(() => visibleNode(map, graph), [map, graph]);

  // Where the borrower is: live, the screen from the app's own route; what if, the chosen states.
  const liveScreen = tab === 'live' ? (live?.screen ?? null) : null;
  const active = useMemo<ReadonlySet<string>>(() => {
    if (tab === 'live' && live) {
      if (view === 'pipeline') return new Set(live.serverState ? [visible(live.serverState) ?? ''] : []);
      return screenNodes(map, graph, live.screen);
    }
    if (tab === 'whatif')
      return new Set([visible(view === 'pipeline' ? whatIf.serverState : whatIf.machineState) ?? '']);
    return NONE;
  }, [tab, live, view, map, graph, visible, whatIf]);
  const machineActive =
    tab === 'live'
      ? liveScreen
        ? (placeOfScreen(liveScreen)?.states[0] ?? null)
        : null
      : tab === 'whatif'
        ? whatIf.machineState
        : null;

  const preset = PRESETS.find((p) => p.id === scenario) ?? null;
  const path = useMemo(() => {
    if (!preset || !mapView) return { nodes: NONE, edges: NONE };
    return mapView === 'pipeline'
      ? pathOverlay(map, graph, preset.path)
      : pathOverlay(map, graph, scenarioPath(preset).screens, 'screens');
  }, [preset, mapView, map, graph]);
  const overlay = useMemo(
    () => (funnel && view === 'journey' ? funnelOverlay(map, graph, funnel) : null),
    [funnel, view, map, graph],
  );

  const toggle = useCallback(
    (phase: JourneyPhase) => {
      if (!mapView) return;
      const next = new Set(expanded[mapView]);
      const opening = !next.has(phase);
      if (opening) next.add(phase);
      else next.delete(phase);
      // An opened phase is brought into view; closing one shows the whole map again.
      setFocus(opening ? `phase:${phase}` : null);
      setExpanded((all) => ({ ...all, [mapView]: next }));
    },
    [mapView, expanded],
  );
  const setAll = (open: boolean) => {
    if (!mapView) return;
    setFocus(null);
    setExpanded((all) => ({ ...all, [mapView]: new Set(open ? JOURNEY_PHASES : []) }));
  };

  const select = (s: Selection, focusIt = false) => {
    setSelection(s);
    if (s?.kind === 'state' && isFallbackMachineState(s.id)) {
      // On the map, a state found by search opens its phase.
      const phase = STATE_WORDS[s.id].phase;
      setExpanded((all) => ({ ...all, journey: new Set([...all.journey, phase]) }));
      setMapSelection({ kind: 'node', id: s.id });
    }
    if (s) setTab('details');
    if (focusIt) setFocusKey((k) => k + 1);
  };
  const selectOnMap = (s: MapSelection) => {
    setMapSelection(s);
    // A journey state is a machine state: its full details (screen, story, guards) apply.
    if (s?.kind === 'node' && view === 'journey' && isFallbackMachineState(s.id))
      setSelection({ kind: 'state', id: s.id });
    if (s) setTab('details');
  };

  const scenarioInfo = preset ? scenarioPath(preset) : null;

  return (
    <AppShell header={{ height: 56 }} padding={0}>
      <AppShell.Header px="md">
        {/* On a narrow screen the header scrolls sideways rather than cutting its controls off. */}
        <Group h="100%" justify="space-between" wrap="nowrap" className="header-row">
          <Group gap="sm" wrap="nowrap">
            <Title order={1} size="h4" className="header-title">
              HELOC flow explorer
            </Title>
            <SegmentedControl
              size="xs"
              aria-label="View"
              value={view}
              onChange={(v) => {
                setView(v as View);
                setFocus(null);
                setMapSelection(null);
              }}
              data={VIEWS.map((v) => ({ ...v }))}
            />
          </Group>
          <Group gap="sm" wrap="nowrap">
            <Select
              size="xs"
              w={230}
              aria-label="Scenario path"
              placeholder="Show a scenario’s path…"
              clearable
              searchable
              value={scenario}
              onChange={setScenario}
              data={PRESETS.map((p) => ({ value: p.id, label: `${p.label} (${p.how})` }))}
            />
            <Switch
              size="xs"
              label="All edge labels"
              checked={showAllLabels}
              onChange={(e) => setShowAllLabels(e.currentTarget.checked)}
            />
            <ExportMenu />
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Main>
        <div className="layout">
          <section className="diagram" aria-label="Diagram">
            {mapView ? (
              <JourneyDiagram
                key={mapView}
                map={map}
                label={mapView === 'journey' ? 'Journey map' : 'Server pipeline'}
                allLabels={showAllLabels}
                selection={mapSelection}
                onSelect={selectOnMap}
                onToggle={toggle}
                active={active}
                pathNodes={path.nodes}
                pathEdges={path.edges}
                counts={overlay?.counts ?? null}
                edgeSessions={overlay?.edgeSessions ?? null}
                focus={focus}
              />
            ) : (
              <MachineDiagram
                graph={GRAPH}
                selection={selection}
                onSelect={(s) => select(s)}
                matches={matches}
                matchedEdges={matchedEdges}
                activeState={machineActive}
                showAllLabels={showAllLabels}
                focusKey={focusKey}
              />
            )}
            <Paper className="diagram-legend" withBorder p={6} shadow="xs">
              <Stack gap={2}>
                {mapView && (
                  <Group gap={6}>
                    <Button size="compact-xs" variant="default" onClick={() => setAll(true)}>
                      Expand all
                    </Button>
                    <Button size="compact-xs" variant="default" onClick={() => setAll(false)}>
                      Collapse all
                    </Button>
                  </Group>
                )}
                {tab === 'live' && live?.screen && (
                  <Text size="sm" data-testid="live-legend">
                    <span className="legend-swatch" /> Borrower is on: {screenWords(live.screen)?.name ?? live.screen}{' '}
                    <Text span ff="monospace" size="xs">
                      {live.screen}
                    </Text>
                  </Text>
                )}
                {tab === 'whatif' && (
                  <Text size="sm">
                    <span className="legend-swatch" /> What if:{' '}
                    {view === 'pipeline' ? whatIf.serverState : whatIf.machineState}
                  </Text>
                )}
                {preset && scenarioInfo && (
                  <Text size="sm" data-testid="scenario-legend">
                    <span className="legend-swatch legend-swatch--path" /> {preset.label}:{' '}
                    {view === 'pipeline'
                      ? `${scenarioInfo.server.length} server states, ends ${preset.state}`
                      : `${scenarioInfo.screens.length} screens, ends on ${scenarioInfo.screens.at(-1) ?? '—'}`}
                  </Text>
                )}
                {overlay && (
                  <Text size="sm">
                    Drop-off: {funnel?.sessions} sessions, {funnel?.from.slice(0, 10)} to {funnel?.to.slice(0, 10)}
                    {funnel?.org ? `, ${funnel.org}` : ''}
                  </Text>
                )}
                {funnel && view !== 'journey' && (
                  <Text size="xs" c="gray.7">
                    The drop-off is drawn on the journey map.
                  </Text>
                )}
              </Stack>
            </Paper>
          </section>
          <aside className="side" aria-label="Explorer panels">
            <Stack gap="xs" p="sm">
              <TextInput
                label="Search states, events, guards or screens"
                placeholder="e.g. ssnCredit, offerSelected, credit/social"
                value={query}
                onChange={(e) => setQuery(e.currentTarget.value)}
                rightSection={
                  query ? (
                    <ActionIcon variant="subtle" size="md" aria-label="Clear search" onClick={() => setQuery('')}>
                      ×
                    </ActionIcon>
                  ) : (
                    <Kbd size="xs">/</Kbd>
                  )
                }
              />
              {query && (
                <Paper withBorder p={4} mah={200} style={{ overflow: 'auto' }}>
                  {hits.length === 0 ? (
                    <Text size="xs" p={4}>
                      Nothing matches “{query}”.
                    </Text>
                  ) : (
                    <ul className="hits" aria-label="Search results">
                      {hits.slice(0, 40).map((h) => (
                        <li key={`${h.kind}:${h.id}`}>
                          <UnstyledButton className="hit" onClick={() => select({ kind: h.kind, id: h.id }, true)}>
                            <Text span size="xs" fw={600}>
                              {h.kind === 'state' ? 'State' : 'Event'} {h.label}
                            </Text>{' '}
                            <Text span size="xs" c="gray.7">
                              {h.detail}
                            </Text>
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
                <Tabs.Tab value="dropoff">Drop-off</Tabs.Tab>
                <Tabs.Tab value="states">Server states</Tabs.Tab>
              </Tabs.List>
              <div className="panel">
                <Tabs.Panel value="details">
                  {mapView &&
                  mapSelection &&
                  !(view === 'journey' && mapSelection.kind === 'node' && isFallbackMachineState(mapSelection.id)) ? (
                    <MapDetails map={map} graph={graph} selection={mapSelection} onSelect={selectOnMap} />
                  ) : (
                    <DetailsPanel graph={GRAPH} selection={selection} onSelect={(s) => select(s, true)} />
                  )}
                </Tabs.Panel>
                <Tabs.Panel value="whatif">
                  <WhatIfPanel value={whatIf} onChange={setWhatIf} />
                </Tabs.Panel>
                <Tabs.Panel value="live">
                  <LivePanel messages={messages} onPosition={setLive} />
                </Tabs.Panel>
                {/* Kept mounted: the token and the period survive a look at another tab. */}
                <Tabs.Panel value="dropoff" keepMounted>
                  <DropOffPanel funnel={funnel} onFunnel={setFunnel} />
                </Tabs.Panel>
                <Tabs.Panel value="states">
                  <ServerStatesPanel
                    onPick={(state) => {
                      setWhatIf((w) => ({ ...w, serverState: state }));
                      setTab('whatif');
                    }}
                  />
                </Tabs.Panel>
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
