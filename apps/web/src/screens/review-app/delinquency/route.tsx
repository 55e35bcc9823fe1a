import { delinquencyIntro } from '@heloc/core';
import { useMemo } from 'react';
import { Loading } from '../../../components/loading/loading';
import { useStep } from '../../../features/journey/use-step';
import { useUnderwritingFacts } from '../../../features/journey/use-underwriting-facts';
import { draftStore } from '../../../lib/storage';
import { Delinquency, type DelinquencyValues } from './delinquency';

export function DelinquencyRoute() {
  const { run, submitting, error } = useStep();
  const { journey, facts, loading } = useUnderwritingFacts();
  const key = `delinquency:${journey.uuid}`;
  // The explanation survives a failed request (the form keeps it) and a reload (the draft); files cannot (decision 024).
  const initial = useMemo(() => draftStore.load<DelinquencyValues>(key), [key]);
  if (loading) return <Loading label="Loading the page" />;
  return (
    <Delinquency
      intro={delinquencyIntro(facts?.delinquency)}
      initial={initial}
      submitting={submitting}
      error={error}
      onChange={(values) => draftStore.save(key, values)}
      onSubmit={(body) =>
        void run('delinquency', body).then((ok) => {
          if (ok) draftStore.clear(key);
        })
      }
    />
  );
}

export const Component = DelinquencyRoute;
