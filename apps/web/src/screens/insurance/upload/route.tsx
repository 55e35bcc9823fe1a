import { appScreenUrl, type InsuranceProofType } from '@heloc/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { closingApi } from '../../../api/closing';
import { queryKeys } from '../../../api/query-keys';
import { FormError } from '../../../components/form-error/form-error';
import { Loading } from '../../../components/loading/loading';
import { useStep } from '../../../features/journey/use-step';
import { messageOf } from '../../../lib/http-client';
import { InsuranceUpload } from './upload';

export function InsuranceUploadRoute() {
  const { run, submitting, error, journey } = useStep();
  const queryClient = useQueryClient();
  const [sent, setSent] = useState<InsuranceProofType | null>(null);
  const status = useQuery({
    queryKey: queryKeys.insurance(journey.uuid),
    queryFn: () => closingApi.insurance(journey.uuid),
    refetchOnMount: 'always',
  });
  if (status.isError) return <FormError message={messageOf(status.error)} />;
  if (!status.data) return <Loading label="Loading your insurance" />;
  return (
    <InsuranceUpload
      status={status.data}
      requirementsHref={appScreenUrl(journey.uuid, 'insurance/requirements')}
      submitting={submitting ? sent : null}
      error={error && sent ? { type: sent, message: error } : null}
      onSubmit={(type, files) => {
        setSent(type);
        // The review of every policy changes with an upload: read it again whether or not the state moved on.
        void run('insuranceUploaded', { type, files }).then(() =>
          queryClient.invalidateQueries({ queryKey: queryKeys.insurance(journey.uuid) }),
        );
      }}
    />
  );
}

export const Component = InsuranceUploadRoute;
