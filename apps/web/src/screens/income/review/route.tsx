import { appScreenUrl, incomeReview } from '@heloc/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api } from '../../../api/endpoints';
import { queryKeys } from '../../../api/query-keys';
import { Loading } from '../../../components/loading/loading';
import { useJourney } from '../../../features/journey/journey-context';
import { IncomeReviewView } from './review';

export function IncomeReviewRoute() {
  const { uuid, application, profile, status } = useJourney();
  // The paystub condition says how many documents and why; without an answer the core's default applies.
  // Read afresh on every visit (the app's default is never on mount): the income check may have
  // opened the paystub condition since this screen was last seen.
  const conditions = useQuery({
    queryKey: queryKeys.conditions(uuid),
    queryFn: () => api.conditions(uuid),
    refetchOnMount: 'always',
  });
  // …and whenever the state moves while it is shown (an income check that ends asking for paystubs).
  const { refetch } = conditions;
  useEffect(() => void refetch(), [status.state, refetch]);
  if (!conditions.isFetchedAfterMount && !conditions.isError) return <Loading label="Loading the page" />;
  const stated = {
    annualIncome: application.statedIncome?.annualIncome ?? null,
    employmentType: application.statedIncome?.employmentType ?? null,
    employerName: application.employer?.employerName ?? null,
  };
  const review = incomeReview({ heloc: { ...application, status }, profile }, conditions.data ?? [], stated);
  return <IncomeReviewView stated={stated} review={review} hrefOf={(screen) => appScreenUrl(uuid, screen)} />;
}

export const Component = IncomeReviewRoute;
