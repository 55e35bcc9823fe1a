/**
 * The flow explorer's door to the core (`@heloc/core/explorer`): the journey map, the fallback
 * machine's graph, what-if and the live flow channel, the routing page (docs/routing.md). Product
 * analysts' tools read these; the borrower's app imports only the live channel's names (it posts to
 * the explorer).
 * The borrower's rules stay behind `@heloc/core` (issue 24, decision 077).
 */
export { fallbackMachineGraph, fallbackMachineMermaid } from './machine-graph.js';
export type { MachineGraphEdge, MachineGraph } from './machine-graph.js';
export { renderRoutingDoc } from './routing-doc.js';
export {
  serverStateRouting,
  explainTransitions,
  stepFallback,
  whatIf,
  isFallbackMachineState,
  STEP_EVENTS,
  machineEventForServerState,
  FLOW_CHANNEL_NAME,
  isFlowLiveMessage,
} from './explorer.js';
export type { FallbackStep, FlowLiveMessage } from './explorer.js';
export {
  JOURNEY_PHASES,
  PHASE_WORDS,
  STATE_WORDS,
  EVENT_WORDS,
  SCREEN_WORDS,
  SERVER_EVENT_WORDS,
  HAPPY_PATH,
  FROM_ANY_STEP_EVENTS,
  FROM_ANY_NODE,
  phaseNodeId,
  screenPattern,
  screenWords,
  placeOfScreen,
  serverStateWords,
  groupByPhase,
  fallbackPhasedGraph,
  pipelinePhasedGraph,
} from './journey-map.js';
export type { JourneyPhase, PhasedGraph, MapNode, MapEdge, JourneyMap, LifecycleGraphData } from './journey-map.js';
