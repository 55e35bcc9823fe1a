import { act, renderHook } from '@testing-library/react';
import { allAppScreenPaths } from '@heloc/core';
import {
  fallbackMachineGraph,
  fallbackPhasedGraph,
  FLOW_CHANNEL_NAME,
  groupByPhase,
  type FlowLiveMessage,
} from '@heloc/core/explorer';
import { screenNodes } from './overlays';
import { describe, expect, it } from 'vitest';
import { replayAt, useLiveFeed } from './use-live-feed';

const msgs: FlowLiveMessage[] = [
  { kind: 'snapshot', at: 1, uuid: 'u', event: 'xstate.init', machineState: 'profile' },
  {
    kind: 'decision',
    at: 2,
    uuid: 'u',
    serverState: 'COLLECT_PROFILE_INFO',
    machineState: 'profile',
    path: 'start/profile',
    source: 'machine',
    reason: 'r1',
  },
  { kind: 'event', at: 3, uuid: 'u', event: 'creditNoMatch' },
  { kind: 'snapshot', at: 4, uuid: 'u', event: 'creditNoMatch', machineState: 'ssnCredit' },
];

describe('replayAt', () => {
  it('gives the machine state and decision as they were at each point', () => {
    expect(replayAt(msgs, 0)).toEqual({ machineState: 'profile', decision: null, screen: null });
    expect(replayAt(msgs, 2).decision?.path).toBe('start/profile');
    expect(replayAt(msgs, 3).machineState).toBe('ssnCredit');
  });
});

describe('the live position is the screen the borrower is on', () => {
  // Reported: the machine sat on moreProfile (start/contact) while the borrower was on income/review,
  // and the view highlighted moreProfile. The app now posts its route; the map highlights that.
  const onIncome: FlowLiveMessage[] = [
    {
      kind: 'decision',
      at: 1,
      uuid: 'u',
      serverState: 'INCOME_VERIFICATION',
      machineState: 'moreProfile',
      path: 'income/review',
      source: 'server',
      reason: 'table',
    },
    { kind: 'screen', at: 2, uuid: 'u', serverState: 'INCOME_VERIFICATION', screen: 'income/review' },
    { kind: 'screen', at: 3, uuid: 'u', serverState: 'INCOME_VERIFICATION', screen: 'income/upload/W2' },
  ];
  const graph = fallbackPhasedGraph(fallbackMachineGraph());
  it('highlights incomeReview, not the machine’s moreProfile', () => {
    const { screen, machineState } = replayAt(onIncome, 1);
    expect(machineState).toBe('moreProfile');
    expect(screen).toBe('income/review');
    const map = groupByPhase(graph, new Set(['verification', 'offers']));
    expect([...screenNodes(map, graph, screen)]).toEqual(['incomeReview']);
    // Collapsed, the phase it is in lights up.
    expect([...screenNodes(groupByPhase(graph, new Set()), graph, screen)]).toEqual(['phase:verification']);
  });
  it('a companion screen (an upload opened from income/review) is shown on income/review’s state', () => {
    const map = groupByPhase(graph, new Set(['verification']));
    expect(screenNodes(map, graph, replayAt(onIncome, 2).screen)).toContain('incomeReview');
  });
  it('every screen of the journey lights something up', () => {
    const map = groupByPhase(graph, new Set());
    for (const screen of allAppScreenPaths()) expect(screenNodes(map, graph, screen).size, screen).toBeGreaterThan(0);
  });
});

describe('useLiveFeed', () => {
  it('keeps the well-formed messages posted on the channel, in order', async () => {
    const name = `${FLOW_CHANNEL_NAME}-test`;
    const { result } = renderHook(() => useLiveFeed(name));
    const sender = new BroadcastChannel(name);
    await act(async () => {
      sender.postMessage({ kind: 'nonsense' });
      for (const m of msgs) sender.postMessage(m);
      await new Promise((r) => setTimeout(r, 50));
    });
    expect(result.current).toEqual(msgs);
    sender.close();
  });
});
