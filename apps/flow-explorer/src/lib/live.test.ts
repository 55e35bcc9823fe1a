import { act, renderHook } from '@testing-library/react';
import { FLOW_CHANNEL_NAME, type FlowLiveMessage } from '@heloc/core';
import { describe, expect, it } from 'vitest';
import { replayAt, useLiveFeed } from './use-live-feed';

const msgs: FlowLiveMessage[] = [
  { kind: 'snapshot', at: 1, uuid: 'u', event: 'xstate.init', machineState: 'profile' },
  { kind: 'decision', at: 2, uuid: 'u', serverState: 'COLLECT_PROFILE_INFO', machineState: 'profile', path: 'start/profile', source: 'machine', reason: 'r1' },
  { kind: 'event', at: 3, uuid: 'u', event: 'creditNoMatch' },
  { kind: 'snapshot', at: 4, uuid: 'u', event: 'creditNoMatch', machineState: 'ssnCredit' },
];

describe('replayAt', () => {
  it('gives the machine state and decision as they were at each point', () => {
    expect(replayAt(msgs, 0)).toEqual({ machineState: 'profile', decision: null });
    expect(replayAt(msgs, 2).decision?.path).toBe('start/profile');
    expect(replayAt(msgs, 3).machineState).toBe('ssnCredit');
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
