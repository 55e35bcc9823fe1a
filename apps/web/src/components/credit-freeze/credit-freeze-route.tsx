/**
 * The container credit/error and review-app/incorrect-pin share: reads the freeze facts for this
 * state, and retries the credit pull (creditRetry) with or without the PIN. After a retry the facts
 * are read again: a wrong PIN keeps the same server state, and the attempt count must be current.
 */
import { creditFreezeView, type CreditFreezeView } from '@heloc/core';
import { useQueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { queryKeys } from '../../api/query-keys';
import { useStep } from '../../features/journey/use-step';
import { Loading } from '../loading/loading';
import { useUnderwritingQuery } from '../../features/journey/use-underwriting-facts';

export interface CreditFreezeScreenProps {
  readonly view: CreditFreezeView;
  readonly submitting?: boolean;
  readonly error?: string | null;
  readonly onRetry: () => void;
  readonly onPin: (pin: string) => void;
}

export function CreditFreezeRoute({
  View,
  wrongPin,
}: {
  readonly View: ComponentType<CreditFreezeScreenProps>;
  readonly wrongPin: boolean;
}) {
  const { run, submitting, error, journey } = useStep();
  const queryClient = useQueryClient();
  const key = queryKeys.underwriting(journey.uuid, journey.status.state);
  const facts = useUnderwritingQuery();
  if (facts.isPending) return <Loading label="Loading your credit check" />;
  // Without the facts the bureau is unknown, but the way out is not: every bureau's way is listed,
  // and the state and status still say soft or hard, PIN or not.
  const freeze = facts.data?.creditFreeze ?? null;
  const retry = async (pin?: string) => {
    await run('creditRetry', pin === undefined ? {} : { pin });
    await queryClient.invalidateQueries({ queryKey: key });
  };
  return (
    <View
      view={creditFreezeView(freeze, {
        wrongPin,
        fallback: { state: journey.status.state, creditFrozenWithPin: journey.status.creditFrozenWithPin },
      })}
      submitting={submitting}
      error={error}
      onRetry={() => void retry()}
      onPin={(pin) => void retry(pin)}
    />
  );
}
