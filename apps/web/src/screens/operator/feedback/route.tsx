import { api } from '../../../api/endpoints';
import { useWrite } from '../../../lib/use-write';
import { OperatorFeedback } from './feedback';

export function OperatorFeedbackRoute() {
  // A write, not a query: the token must not become a cache key.
  const load = useWrite((token: string) => api.operatorFeedback(token));
  return (
    <OperatorFeedback
      entries={load.data?.feedback ?? null}
      loading={load.submitting}
      error={load.error}
      onLoad={load.send}
    />
  );
}

export const Component = OperatorFeedbackRoute;
