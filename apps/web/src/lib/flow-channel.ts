/**
 * The live feed to the flow explorer: machine events and snapshots (XState's inspection) and the
 * screen decisions, on a same-origin BroadcastChannel. Names only — no facts, no personal data.
 */
import { FLOW_CHANNEL_NAME, type FlowLiveMessage } from '@heloc/core/explorer';
import type { InspectionEvent } from 'xstate';

let channel: BroadcastChannel | null | undefined;

function open(): BroadcastChannel | null {
  if (channel === undefined)
    channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel(FLOW_CHANNEL_NAME) : null;
  return channel;
}

type Body<M> = M extends FlowLiveMessage ? Omit<M, 'at'> : never;

export function postFlow(message: Body<FlowLiveMessage>): void {
  try {
    open()?.postMessage({ ...message, at: Date.now() });
  } catch {
    /* the explorer is optional: never let the feed disturb the journey */
  }
}

/** XState's `inspect` callback for the application's fallback actor. */
export function inspectFallback(uuid: string) {
  return (e: InspectionEvent) => {
    if (e.type === '@xstate.event') postFlow({ kind: 'event', uuid, event: e.event.type });
    else if (e.type === '@xstate.snapshot') {
      const value = (e.snapshot as { value?: unknown }).value;
      if (value !== undefined) postFlow({ kind: 'snapshot', uuid, event: e.event.type, machineState: String(value) });
    }
  };
}
