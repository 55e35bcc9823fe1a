/**
 * The live view's feed: the running app posts its machine events, snapshots and screen decisions
 * on a same-origin BroadcastChannel (the core names it); the explorer keeps the latest messages.
 */
import { FLOW_CHANNEL_NAME, isFlowLiveMessage, type FlowLiveMessage } from '@heloc/core/explorer';
import { useEffect, useState } from 'react';

export const LIVE_LIMIT = 500;

export function useLiveFeed(channelName: string = FLOW_CHANNEL_NAME): readonly FlowLiveMessage[] {
  const [messages, setMessages] = useState<readonly FlowLiveMessage[]>([]);
  useEffect(() => {
    if (typeof BroadcastChannel !== 'function') return;
    const channel = new BroadcastChannel(channelName);
    channel.onmessage = (e: MessageEvent<unknown>) => {
      if (isFlowLiveMessage(e.data)) {
        const m = e.data;
        setMessages((all) => [...all, m].slice(-LIVE_LIMIT));
      }
    };
    return () => channel.close();
  }, [channelName]);
  return messages;
}

/**
 * Where the borrower was at a point of the timeline: the last machine state and decision up to it,
 * and the screen they were on — the app's route (a `screen` message), else the last decided one.
 * The screen is what the diagram highlights: the machine state is only the fallback's opinion.
 */
export function replayAt(messages: readonly FlowLiveMessage[], index: number) {
  let machineState: string | null = null;
  let decision: Extract<FlowLiveMessage, { kind: 'decision' }> | null = null;
  let screen: string | null = null;
  let routed: string | null = null;
  for (const m of messages.slice(0, index + 1)) {
    if (m.kind === 'snapshot') machineState = m.machineState;
    if (m.kind === 'screen') routed = m.screen;
    if (m.kind === 'decision') {
      decision = m;
      machineState = m.machineState;
    }
  }
  screen = routed ?? (decision && decision.path !== '/' ? decision.path : null);
  return { machineState, decision, screen };
}
