/** Performs one journey step on the write side and lets the root follow where it leads. */
import { matchRoute, STEP_EVENTS } from '@heloc/core';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { api } from '../../api/endpoints';
import { messageOf } from '../../lib/http-client';
import { useJourney } from './journey-context';

export function useStep() {
  const journey = useJourney();
  const location = useLocation();
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  async function run(method: 'POST' | 'PUT', path: string, body?: unknown): Promise<boolean> {
    setSubmitting(true);
    setError(null);
    try {
      const app = await api.step(journey.uuid, method, path, body);
      journey.applyApplication(app);
      // The borrower finished this screen's step: the fallback machine hears it (the core's STEP_EVENTS).
      const route = matchRoute(location.pathname);
      const event = route?.area === 'app' ? STEP_EVENTS[route.screen] : undefined;
      if (event) journey.sendMachineEvent(event, app);
      return true;
    } catch (e) {
      setError(messageOf(e));
      return false;
    } finally {
      setSubmitting(false);
    }
  }
  return { run, submitting, error, journey };
}
