import { appScreenUrl, incomeUpload, isIncomeUploadType } from '@heloc/core';
import { useQuery } from '@tanstack/react-query';
import { Navigate, useParams } from 'react-router';
import { api } from '../../../../api/endpoints';
import { queryKeys } from '../../../../api/query-keys';
import { Loading } from '../../../../components/loading/loading';
import { useStep } from '../../../../features/journey/use-step';
import { IncomeUploadView } from './upload';

/** The container for every income upload; income/upload/MANUAL_PAYSTUB passes its type. */
export function IncomeUploadRoute({ type }: { readonly type?: string }) {
  const params = useParams();
  const { run, submitting, error, journey } = useStep();
  const uploadType = type ?? params.type ?? '';
  // How many paystubs the open condition asks for; without an answer the core's default applies.
  const conditions = useQuery({
    queryKey: queryKeys.conditions(journey.uuid),
    queryFn: () => api.conditions(journey.uuid),
    enabled: isIncomeUploadType(uploadType),
    refetchOnMount: 'always',
  });
  const reviewHref = appScreenUrl(journey.uuid, 'income/review');
  if (!isIncomeUploadType(uploadType)) return <Navigate to={reviewHref} replace />;
  // Read afresh on every visit: the number of paystubs may have changed since the last one.
  if (!conditions.isFetchedAfterMount && !conditions.isError) return <Loading label="Loading the page" />;
  const upload = incomeUpload(uploadType, conditions.data ?? []);
  if (!upload) return <Navigate to={reviewHref} replace />;
  // Documents in place of a link go through the paystubs step, whatever they are (decision 024).
  return (
    <IncomeUploadView
      upload={upload}
      reviewHref={reviewHref}
      submitting={submitting}
      error={error}
      onSubmit={(files) => void run('paystubsUploaded', { files })}
    />
  );
}

export const Component = () => <IncomeUploadRoute />;
