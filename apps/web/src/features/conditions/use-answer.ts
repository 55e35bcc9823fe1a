/**
 * Answering one condition from its screen: the condition named by the link (?conditionUuid=…), the
 * request, and afterwards the dashboard (which then reads the condition as submitted).
 */
import { appScreenUrl, conditionCard, openCondition } from '@heloc/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { queryKeys } from '../../api/query-keys';
import { useJourney } from '../journey/journey-context';
import { messageOf } from '../../lib/http-client';
import { useConditions } from './use-conditions';

export function useAnswer<T>(
  category: string | undefined,
  send: (uuid: string, conditionUuid: string, value: T) => Promise<unknown>,
) {
  const journey = useJourney();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const conditions = useConditions(journey.uuid);
  const dashboardHref = appScreenUrl(journey.uuid, 'conditions');
  const condition = openCondition(conditions.data ?? [], params.get('conditionUuid'), category);
  const bank = { bankAccountNumber: journey.application.disburseAccount?.accountNumber };
  const mutation = useMutation({
    mutationFn: (value: T) => send(journey.uuid, condition?.uuid ?? '', value),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: queryKeys.conditions(journey.uuid) });
      void navigate(dashboardHref);
    },
  });
  return {
    loading: conditions.isPending,
    card: condition ? conditionCard(condition, bank) : null,
    dashboardHref,
    submitting: mutation.isPending,
    error: mutation.error ? messageOf(mutation.error) : conditions.isError ? messageOf(conditions.error) : null,
    submit: (value: T) => mutation.mutate(value),
  };
}
