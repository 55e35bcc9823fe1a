import { appScreenUrl, conditionsDashboard } from '@heloc/core';
import { Loading } from '../../components/loading/loading';
import { useJourney } from '../../features/journey/journey-context';
import { messageOf } from '../../lib/http-client';
import { ConditionsView } from './conditions';
import { useConditions } from '../../features/conditions/use-conditions';

export function ConditionsRoute() {
  const journey = useJourney();
  const conditions = useConditions(journey.uuid);
  if (conditions.isPending) return <Loading label="Loading your conditions" />;
  const dashboard = conditionsDashboard(conditions.data ?? [], {
    bankAccountNumber: journey.application.disburseAccount?.accountNumber,
  });
  return (
    <ConditionsView
      dashboard={dashboard}
      announcement={conditions.announcement}
      error={conditions.isError ? messageOf(conditions.error) : null}
      hrefOf={(card) =>
        card.action
          ? `${appScreenUrl(journey.uuid, card.action.screen)}?${new URLSearchParams(card.action.query).toString()}`
          : null
      }
    />
  );
}

export const Component = ConditionsRoute;
