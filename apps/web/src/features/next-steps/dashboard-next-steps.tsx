/**
 * The next steps of the borrower's open application on the dashboard (loaded lazily by its route):
 * the application read (its status with it) and the conditions, read once and again on focus —
 * the dashboard has no polling loop and this adds none.
 */
import { conditionsDashboard, nextStepHref, type ConditionRecord } from '@heloc/core';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../api/endpoints';
import { conditionsApi } from '../../api/conditions';
import { queryKeys } from '../../api/query-keys';
import type { Application } from '../../api/types';
import { NextSteps } from './next-steps';
import { useNextSteps } from './use-next-steps';

export default function DashboardNextSteps({ uuid }: { uuid: string }) {
  const application = useQuery({ queryKey: queryKeys.application(uuid), queryFn: () => api.application(uuid) });
  const conditions = useQuery({ queryKey: queryKeys.conditions(uuid), queryFn: () => conditionsApi.list(uuid) });
  if (!application.data) return null;
  return <Loaded uuid={uuid} application={application.data} conditions={conditions.data ?? []} />;
}

function Loaded({
  uuid,
  application,
  conditions,
}: {
  uuid: string;
  application: Application;
  conditions: readonly ConditionRecord[];
}) {
  const counts = conditionsDashboard(conditions).counts;
  const { items, cash } = useNextSteps(uuid, { status: application.status, application, conditions: counts });
  return <NextSteps items={items} cash={cash} actionHref={(action) => nextStepHref(uuid, action)} />;
}
