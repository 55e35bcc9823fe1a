import { valuationOrderView } from '@heloc/core';
import { useMemo, useState } from 'react';
import type { BpoOrderValues } from '../../../components/valuation-order/valuation-order';
import { Loading } from '../../../components/loading/loading';
import { useStep } from '../../../features/journey/use-step';
import { useUnderwritingFacts } from '../../../features/journey/use-underwriting-facts';
import { draftStore } from '../../../lib/storage';
import { EstimateValue, type EstimateValues } from './estimate-value';

export function EstimateValueRoute() {
  const { run, submitting, error } = useStep();
  const { journey, facts, loading } = useUnderwritingFacts();
  const key = `estimate:${journey.uuid}`;
  const orderKey = `bpo-order:${journey.uuid}`;
  // What was typed survives a failed request (the form keeps it) and a reload (the drafts).
  const initial = useMemo(() => draftStore.load<EstimateValues>(key), [key]);
  const orderInitial = useMemo(() => draftStore.load<BpoOrderValues>(orderKey), [orderKey]);
  // Which of the two was sent last: its error shows beside it, not beside the other form.
  const [sent, setSent] = useState<'estimate' | 'order'>('estimate');
  if (loading) return <Loading label="Loading the page" />;
  return (
    <EstimateValue
      initial={initial}
      submitting={submitting && sent === 'estimate'}
      error={sent === 'estimate' ? error : null}
      onChange={(values) => draftStore.save(key, values)}
      onSubmit={(body) => {
        setSent('estimate');
        void run('estimatedValue', body).then((ok) => {
          if (ok) draftStore.clear(key);
        });
      }}
      ordering={Object.keys(orderInitial).some((k) => k !== 'feeAccepted')}
      order={{
        view: valuationOrderView(facts?.valuation, false),
        initial: orderInitial,
        submitting: submitting && sent === 'order',
        error: sent === 'order' ? error : null,
        onChange: (values) => draftStore.save(orderKey, values),
        onSubmit: (body) => {
          setSent('order');
          void run('bpoOrder', body).then((ok) => {
            if (ok) draftStore.clear(orderKey);
          });
        },
      }}
    />
  );
}

export const Component = EstimateValueRoute;
