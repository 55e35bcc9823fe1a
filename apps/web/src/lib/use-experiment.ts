/**
 * An experiment's variant for this browser (issue 14): the decision endpoint answers by the core's
 * stable assignment of the tracker. Until it answers, when it fails, or when the borrower refused
 * tracking, the screen shows control — the screen as it was — so an experiment never blocks or
 * breaks a step. The first decision is recorded once per session (EXPERIMENT_EXPOSURE).
 */
import { useQuery } from '@tanstack/react-query';
import { EXPERIMENTS, TELEMETRY_EVENTS, type ExperimentName, type ExperimentVariant } from '@heloc/core';
import { useState } from 'react';
import { api } from '../api/endpoints';
import { queryKeys } from '../api/query-keys';
import { featureAttributesStore } from './storage';
import { trackerId, trackEvent } from './track-event';

export function useExperiment<N extends ExperimentName>(name: N): ExperimentVariant<N> {
  const { key, variants } = EXPERIMENTS[name];
  // Read once per mount: the tracker is made on first use and never changes afterwards.
  const [tracker] = useState(trackerId);
  const decision = useQuery({
    queryKey: queryKeys.experiment(key, tracker),
    queryFn: async () => {
      // The stored feature attributes (DDP_Pilot, §2) go with every decision.
      const answer = await api.experimentDecision(key, tracker ?? '', featureAttributesStore.get());
      void trackEvent(TELEMETRY_EVENTS.experimentExposure, {
        properties: { experiment: key, variant: answer.variationKey },
        dedupeProperty: 'experiment',
      });
      return answer.variationKey;
    },
    enabled: tracker !== null,
    staleTime: Infinity,
  });
  const answer = decision.data;
  return (variants as readonly string[]).includes(answer ?? '') ? (answer as ExperimentVariant<N>) : variants[0];
}
