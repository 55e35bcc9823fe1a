/**
 * Answering one condition from its screen: the condition named by the link (?conditionUuid=…), the
 * request, and afterwards the dashboard (which then reads the condition as submitted).
 */
import { appScreenUrl, conditionCard, openCondition } from '@heloc/core';
import { useNavigate, useSearchParams } from 'react-router';
import { queryKeys } from '../../api/query-keys';
import { useJourney } from '../journey/journey-context';
import { messageOf } from '../../lib/http-client';
import { useWrite } from '../../lib/use-write';
import { useConditions } from './use-conditions';

export function useAnswer<T>(
  category: string | undefined,
  send: (uuid: string, conditionUuid: string, value: T) => Promise<unknown>,
) {
  const journey = useJourney();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const conditions = useConditions(journey.uuid);
  const dashboardHref = appScreenUrl(journey.uuid, 'conditions');
  const condition = openCondition(conditions.data ?? [], params.get('conditionUuid'), category);
  const bank = { bankAccountNumber: journey.application.disburseAccount?.accountNumber };
  const write = useWrite((value: T) => send(journey.uuid, condition?.uuid ?? '', value), {
    invalidates: [queryKeys.conditions(journey.uuid)],
    onSuccess: () => void navigate(dashboardHref),
  });
  return {
    loading: conditions.isPending,
    card: condition ? conditionCard(condition, bank) : null,
    dashboardHref,
    submitting: write.submitting,
    error: write.error ?? (conditions.isError ? messageOf(conditions.error) : null),
    submit: write.send,
  };
}
