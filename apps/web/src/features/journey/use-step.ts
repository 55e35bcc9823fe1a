/** Performs one journey step on the write side and lets the root follow where it leads. */
import { useState } from 'react';
import { api } from '../../api/endpoints';
import { messageOf } from '../../lib/http-client';
import { useJourney } from './journey-context';

export function useStep() {
  const journey = useJourney();
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  async function run(method: 'POST' | 'PUT', path: string, body?: unknown): Promise<boolean> {
    setSubmitting(true);
    setError(null);
    try {
      journey.applyApplication(await api.step(journey.uuid, method, path, body));
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
