import { ownershipView } from '@heloc/core';
import { useMemo } from 'react';
import { Loading } from '../../../components/loading/loading';
import { useStep } from '../../../features/journey/use-step';
import { useUnderwritingFacts } from '../../../features/journey/use-underwriting-facts';
import { draftStore } from '../../../lib/storage';
import { IncorrectOwnership, type OwnershipValues } from './incorrect-ownership';

/** Reached from an ownership condition (?conditionUuid= may name it); the step needs nothing from it. */
export function IncorrectOwnershipRoute() {
  const { run, submitting, error } = useStep();
  const { journey, facts, loading } = useUnderwritingFacts();
  const key = `ownership:${journey.uuid}`;
  const initial = useMemo(() => draftStore.load<OwnershipValues>(key), [key]);
  if (loading) return <Loading label="Loading the page" />;
  return (
    <IncorrectOwnership
      title={ownershipView(facts?.ownership)}
      initial={initial}
      submitting={submitting}
      error={error}
      onChange={(values) => draftStore.save(key, values)}
      onSubmit={(body) =>
        void run('ownership', body).then((ok) => {
          if (ok) draftStore.clear(key);
        })
      }
    />
  );
}

export const Component = IncorrectOwnershipRoute;
