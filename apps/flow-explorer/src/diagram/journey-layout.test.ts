/**
 * The journey map's layout, computed by ELK from the core's grouping: readable at first sight on a
 * 1280×800 screen, and no edge drawn through a node's text — checked on ELK's own result (the
 * coordinates the diagram draws), for the default view, every phase expanded alone, and the full map.
 */
import {
  fallbackMachineGraph,
  fallbackPhasedGraph,
  groupByPhase,
  JOURNEY_PHASES,
  pipelinePhasedGraph,
  SCREEN_WORDS,
  STATE_WORDS,
  type JourneyPhase,
} from '@heloc/core/explorer';
import { describe, expect, it } from 'vitest';
import { diagramViewport, labelledEdge } from './journey-view';
import {
  edgesCrossingLabels,
  fitZoom,
  FONT,
  layoutJourney,
  MIN_FONT,
  segmentCrossesBox,
  SIZES,
} from './journey-layout';
import { LIFECYCLE, HAPPY_SERVER_PATH } from '../lib/pipeline';

const journey = fallbackPhasedGraph(fallbackMachineGraph());
const pipeline = pipelinePhasedGraph(LIFECYCLE, HAPPY_SERVER_PATH);
const SCREEN = { width: 1280, height: 800 };

const lay = (graph: typeof journey, expanded: readonly JourneyPhase[]) =>
  layoutJourney(groupByPhase(graph, new Set(expanded)), { labelled: labelledEdge(false) });

describe('the default view at 1280×800', () => {
  for (const [name, graph] of [
    ['journey map', journey],
    ['server pipeline', pipeline],
  ] as const) {
    it(`${name}: every label is at least 12 px on screen once fitted`, async () => {
      const layout = await lay(graph, []);
      const zoom = fitZoom(layout, diagramViewport(SCREEN));
      expect(MIN_FONT * zoom).toBeGreaterThanOrEqual(12);
    });
  }
  it('shows the phases and the "from any step" group, not the 38 states', async () => {
    const layout = await lay(journey, []);
    expect(layout.nodes.map((n) => n.node.kind).sort()).toEqual(
      ['from-any', ...JOURNEY_PHASES.map(() => 'phase')].sort(),
    );
  });
});

describe('no edge runs through a node’s text', () => {
  const views: [string, typeof journey, JourneyPhase[]][] = [
    ['journey, default', journey, []],
    ...JOURNEY_PHASES.map((p): [string, typeof journey, JourneyPhase[]] => [`journey, ${p} expanded`, journey, [p]]),
    ['journey, all expanded', journey, [...JOURNEY_PHASES]],
    ['pipeline, default', pipeline, []],
  ];
  for (const [name, graph, expanded] of views) {
    it(name, async () => {
      const layout = await lay(graph, expanded);
      expect(layout.edges.every((e) => e.points.length >= 2)).toBe(true);
      expect(edgesCrossingLabels(layout)).toEqual([]);
    });
  }
});

describe('plain names fit their node', () => {
  // A bold 14 px glyph averages under 0.62 em in the system sans-serif; the node pads 10 px a side.
  const fits = (name: string) => name.length * FONT.state * 0.62 <= SIZES.state.width - 20;
  it('every machine state and every screen name is one line', () => {
    for (const name of [...Object.values(STATE_WORDS), ...Object.values(SCREEN_WORDS)].map((w) => w.name))
      expect(fits(name), name).toBe(true);
  });
});

describe('segmentCrossesBox (the check itself can fail)', () => {
  const box = { x: 0, y: 0, width: 100, height: 40 };
  it('a segment through the box crosses; one along its border or outside does not', () => {
    expect(segmentCrossesBox({ x: -10, y: 20 }, { x: 110, y: 20 }, box)).toBe(true);
    expect(segmentCrossesBox({ x: 50, y: -10 }, { x: 50, y: 10 }, box)).toBe(true);
    expect(segmentCrossesBox({ x: 0, y: -10 }, { x: 0, y: 50 }, box)).toBe(false);
    expect(segmentCrossesBox({ x: 120, y: 0 }, { x: 120, y: 40 }, box)).toBe(false);
  });
});
