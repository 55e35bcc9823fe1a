import { useMutation } from '@tanstack/react-query';
import { api } from '../../../api/endpoints';
import { messageOf } from '../../../lib/http-client';
import { OperatorFeedback } from './feedback';

export function OperatorFeedbackRoute() {
  // A mutation, not a query: the token must not become a cache key.
  const load = useMutation({ mutationFn: (token: string) => api.operatorFeedback(token) });
  return (
    <OperatorFeedback
      entries={load.data?.feedback ?? null}
      loading={load.isPending}
      error={load.isError ? messageOf(load.error) : null}
      onLoad={(token) => load.mutate(token)}
    />
  );
}

export const Component = OperatorFeedbackRoute;
