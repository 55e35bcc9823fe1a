import { appScreenUrl, incomeReview } from '@heloc/core';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../api/endpoints';
import { queryKeys } from '../../../api/query-keys';
import { Loading } from '../../../components/loading/loading';
import { useJourney } from '../../../features/journey/journey-context';
import { IncomeReviewView } from './review';

export function IncomeReviewRoute() {
  const { uuid, application, profile, status } = useJourney();
  // The paystub condition says how many documents and why; without an answer the core's default applies.
  const conditions = useQuery({ queryKey: queryKeys.conditions(uuid), queryFn: () => api.conditions(uuid) });
  if (conditions.isPending) return <Loading label="Loading the page" />;
  const stated = { annualIncome: application.statedIncome?.annualIncome ?? null, employmentType: application.statedIncome?.employmentType ?? null, employerName: application.employer?.employerName ?? null };
  const review = incomeReview({ heloc: { ...application, status }, profile }, conditions.data ?? [], stated);
  return <IncomeReviewView stated={stated} review={review} hrefOf={(screen) => appScreenUrl(uuid, screen)} />;
}

export const Component = IncomeReviewRoute;
