/**
 * The fallback machine for one application, persisted per session so a reload resumes where the
 * borrower was (machine snapshots hold the application facts, never an SSN).
 */
import { useActorRef, useSelector } from '@xstate/react';
import { fallbackMachine, type FallbackFacts } from '@heloc/core';
import { useEffect } from 'react';
import { inspectFallback } from '../../lib/flow-channel';

const key = (uuid: string) => `heloc_machine:${uuid}`;

function restore(uuid: string) {
  try {
    const raw = sessionStorage.getItem(key(uuid));
    return raw ? JSON.parse(raw) : undefined;
  } catch {
    return undefined;
  }
}

export function useFallbackActor(uuid: string, facts: FallbackFacts) {
  const snapshot = restore(uuid);
  // XState's inspection feeds the flow explorer's live view (lib/flow-channel).
  const inspect = inspectFallback(uuid);
  const actor = useActorRef(fallbackMachine, snapshot ? { input: facts, snapshot, inspect } : { input: facts, inspect });
  const machineState = useSelector(actor, (s) => String(s.value));
  useEffect(() => {
    const sub = actor.subscribe(() => {
      try {
        sessionStorage.setItem(key(uuid), JSON.stringify(actor.getPersistedSnapshot()));
      } catch {
        /* storage full or blocked: the machine restarts at profile next time */
      }
    });
    return () => sub.unsubscribe();
  }, [actor, uuid]);
  return { actor, machineState };
}
