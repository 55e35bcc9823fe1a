/**
 * The container half of bpo/order-bpo and bpo/condition (one order, two screens): the valuation
 * facts, the draft of what was typed (kept across a failed request and a reload), and the step.
 */
import { valuationOrderView } from '@heloc/core';
import { useMemo } from 'react';
import { useStep } from '../../features/journey/use-step';
import { useUnderwritingFacts } from '../../features/journey/use-underwriting-facts';
import { draftStore } from '../../lib/storage';
import type { BpoOrderValues, ValuationOrderProps } from './valuation-order';

/** `texas`: the condition flow of bpo/condition (the core's screen rule picks the screen). */
export function useValuationOrder(texas: boolean): { readonly loading: boolean; readonly props: ValuationOrderProps } {
  const { run, submitting, error } = useStep();
  const { journey, facts, loading } = useUnderwritingFacts();
  const key = `bpo-order:${journey.uuid}`;
  const initial = useMemo(() => draftStore.load<BpoOrderValues>(key), [key]);
  return {
    loading,
    props: {
      view: valuationOrderView(facts?.valuation, texas),
      initial,
      submitting,
      error,
      onChange: (values) => draftStore.save(key, values),
      onSubmit: (body) =>
        void run('bpoOrder', body).then((ok) => {
          if (ok) draftStore.clear(key);
        }),
    },
  };
}
