import { valuationOrderView } from '@heloc/core';
import { useMemo } from 'react';
import type { BpoOrderValues } from '../../../components/valuation-order/valuation-order';
import { Loading } from '../../../components/loading/loading';
import { useStep } from '../../../features/journey/use-step';
import { useUnderwritingFacts } from '../../../features/journey/use-underwriting-facts';
import { draftStore } from '../../../lib/storage';
import { OrderBpo } from './order-bpo';

export function OrderBpoRoute() {
  const { run, submitting, error } = useStep();
  const { journey, facts, loading } = useUnderwritingFacts();
  const key = `bpo-order:${journey.uuid}`;
  // What was typed survives a failed request (the form keeps it) and a reload (the draft).
  const initial = useMemo(() => draftStore.load<BpoOrderValues>(key), [key]);
  if (loading) return <Loading label="Loading the page" />;
  return (
    <OrderBpo
      view={valuationOrderView(facts?.valuation, false)}
      initial={initial}
      submitting={submitting}
      error={error}
      onChange={(values) => draftStore.save(key, values)}
      onSubmit={(body) =>
        void run('bpoOrder', body).then((ok) => {
          if (ok) draftStore.clear(key);
        })
      }
    />
  );
}

export const Component = OrderBpoRoute;
