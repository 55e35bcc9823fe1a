import { funnel } from '@heloc/core';
import { fallbackMachineGraph, fallbackPhasedGraph, groupByPhase, pipelinePhasedGraph } from '@heloc/core/explorer';
import { describe, expect, it } from 'vitest';
import { funnelOverlay, pathOverlay } from './overlays';
import { HAPPY_SERVER_PATH, LIFECYCLE, scenarioPath } from './pipeline';
import { PRESETS } from './presets';

const journey = fallbackPhasedGraph(fallbackMachineGraph());
const U = '3f2b8c1e-9a4d-4e2f-8b6a-1c2d3e4f5a6b';
const views = (key: string, screens: string[]) =>
  screens.map((s, i) => ({ sessionKey: key, pagePath: `/account/heloc/${U}/${s}`, at: i }));
const f = funnel([
  ...views('a', ['start/profile', 'product/select', 'start/contact']),
  ...views('b', ['start/profile']),
  ...views('c', ['start/profile', 'product/select', 'error/flood-cert']),
]);

describe('the drop-off on the map', () => {
  it('collapsed: each phase shows the sessions that stopped in it; edges carry the sessions between phases', () => {
    const map = groupByPhase(journey, new Set());
    const { counts, edgeSessions } = funnelOverlay(map, journey, f);
    expect(counts.get('phase:onboarding')).toEqual({ stopped: 1 });
    expect(counts.get('phase:offers')).toEqual({ stopped: 1 });
    expect(counts.get('phase:holds')).toEqual({ stopped: 1 });
    expect(edgeSessions.get('phase:onboarding>phase:offers')).toBe(2);
  });
  it('expanded: a state shows how many reached its screen and stopped there', () => {
    const map = groupByPhase(journey, new Set(['onboarding', 'offers']));
    const { counts, edgeSessions } = funnelOverlay(map, journey, f);
    expect(counts.get('profile')).toEqual({ reached: 3, stopped: 1 });
    expect(counts.get('product')).toEqual({ reached: 2, stopped: 0 });
    expect(counts.get('moreProfile')).toEqual({ reached: 1, stopped: 1 });
    expect(edgeSessions.get('profile>product')).toBe(2);
  });
});

describe('a scenario’s path', () => {
  const flood = PRESETS.find((p) => p.id === 'flood');
  it('Flood: through the pipeline to GEN_CLOSING_DISCLOSURE, and on the journey map to the flood-certificate hold', () => {
    if (!flood) throw new Error('no Flood preset');
    expect(flood.path.at(-1)).toBe('GEN_CLOSING_DISCLOSURE');
    const path = scenarioPath(flood);
    expect(path.screens.at(-1)).toBe('error/flood-cert');
    const map = groupByPhase(journey, new Set());
    const overlay = pathOverlay(map, journey, path.screens, 'screens');
    expect([...overlay.nodes]).toEqual(['phase:onboarding', 'phase:offers', 'phase:verification', 'phase:holds']);
    const pipeline = pipelinePhasedGraph(LIFECYCLE, HAPPY_SERVER_PATH);
    const open = groupByPhase(
      pipeline,
      new Set(['onboarding', 'offers', 'verification', 'closing', 'funding', 'holds']),
    );
    const onPipeline = pathOverlay(open, pipeline, flood.path);
    expect(onPipeline.nodes.has('GEN_CLOSING_DISCLOSURE')).toBe(true);
    expect(onPipeline.edges.size).toBe(flood.path.length - 1);
  });
});
