/**
 * The fallback machine for one application (applicant-journey §4.2), placed where the server's
 * record says the borrower is — on load and whenever that placement changes — so a new tab or
 * device never restarts it at profile (decision 051). This tab's snapshot is kept per session and
 * used only where the record places nothing, once the core has checked it: a snapshot that names no
 * state of the machine is discarded with an error (§8), never handed to XState to break the tab.
 * Machine snapshots hold the application facts, never an SSN.
 */
import { useSelector } from '@xstate/react';
import {
  fallbackMachine,
  fallbackSnapshotAt,
  fallbackStateForRecord,
  restoreFallbackState,
  type FallbackFacts,
  type FallbackMachineState,
} from '@heloc/core';
import { useEffect, useState } from 'react';
import { createActor } from 'xstate';
import { inspectFallback } from '../../lib/flow-channel';
import { machineSnapshotStore } from '../../lib/storage';

const actorAt = (uuid: string, machineState: FallbackMachineState, facts: FallbackFacts) =>
  // XState's inspection feeds the flow explorer's live view (lib/flow-channel).
  createActor(fallbackMachine, {
    input: facts,
    snapshot: fallbackSnapshotAt(machineState, facts),
    inspect: inspectFallback(uuid),
  });

export function useFallbackActor(uuid: string, facts: FallbackFacts, serverState: string) {
  const placed = fallbackStateForRecord(serverState, facts) ?? null;
  const [held, setHeld] = useState(() => {
    const restored = restoreFallbackState({ stored: machineSnapshotStore(uuid).get(), state: serverState, facts });
    return { placed, discarded: restored.discarded ?? null, actor: actorAt(uuid, restored.machineState, facts) };
  });
  // The record moved on (a new state, a decline): the machine follows it, unless it is there already.
  // Adjusted during render (React's documented pattern), so no screen is decided from the old place.
  if (held.placed !== placed) {
    const current = String(held.actor.getSnapshot().value);
    setHeld({
      placed,
      discarded: null,
      actor: placed && placed !== current ? actorAt(uuid, placed, facts) : held.actor,
    });
  }
  useEffect(() => {
    if (held.discarded) console.error(held.discarded);
  }, [held.discarded]);
  const { actor } = held;
  useEffect(() => {
    actor.start();
    // Storage full or blocked: the record places the machine again next time.
    const store = machineSnapshotStore(uuid);
    store.set(actor.getPersistedSnapshot());
    const sub = actor.subscribe(() => store.set(actor.getPersistedSnapshot()));
    return () => {
      sub.unsubscribe();
      actor.stop();
    };
  }, [actor, uuid]);
  const machineState = useSelector(actor, (s) => String(s.value));
  return { actor, machineState };
}
