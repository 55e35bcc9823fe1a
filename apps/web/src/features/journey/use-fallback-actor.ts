/**
 * The fallback machine for one application, persisted per session so a reload resumes where the
 * borrower was (machine snapshots hold the application facts, never an SSN).
 */
import { useActorRef, useSelector } from '@xstate/react';
import { fallbackMachine, type FallbackFacts } from '@heloc/core';
import { useEffect } from 'react';
import type { Snapshot } from 'xstate';
import { inspectFallback } from '../../lib/flow-channel';
import { machineSnapshotStore } from '../../lib/storage';

export function useFallbackActor(uuid: string, facts: FallbackFacts) {
  // A stored snapshot is trusted as XState's own persisted form (it was written by this hook).
  const snapshot = machineSnapshotStore(uuid).get() as Snapshot<unknown> | undefined;
  // XState's inspection feeds the flow explorer's live view (lib/flow-channel).
  const inspect = inspectFallback(uuid);
  const actor = useActorRef(fallbackMachine, snapshot ? { input: facts, snapshot, inspect } : { input: facts, inspect });
  const machineState = useSelector(actor, (s) => String(s.value));
  useEffect(() => {
    // Storage full or blocked: the machine restarts at profile next time.
    const store = machineSnapshotStore(uuid);
    const sub = actor.subscribe(() => store.set(actor.getPersistedSnapshot()));
    return () => sub.unsubscribe();
  }, [actor, uuid]);
  return { actor, machineState };
}
