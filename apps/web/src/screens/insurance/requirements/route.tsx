import { appScreenUrl, mortgageeClause } from '@heloc/core';
import { useQuery } from '@tanstack/react-query';
import { closingApi } from '../../../api/closing';
import { queryKeys } from '../../../api/query-keys';
import { useOrg } from '../../../app/org-context';
import { FormError } from '../../../components/form-error/form-error';
import { Loading } from '../../../components/loading/loading';
import { useJourney } from '../../../features/journey/journey-context';
import { messageOf } from '../../../lib/http-client';
import { InsuranceRequirements } from './requirements';

export function InsuranceRequirementsRoute() {
  const journey = useJourney();
  const org = useOrg();
  const status = useQuery({
    queryKey: queryKeys.insurance(journey.uuid),
    queryFn: () => closingApi.insurance(journey.uuid),
  });
  if (status.isError) return <FormError message={messageOf(status.error)} />;
  if (!status.data) return <Loading label="Loading your insurance requirements" />;
  const clause = mortgageeClause(
    { companyName: org.footer.companyName, companyAddress: org.footer.companyAddress },
    journey.application.loanNumber ?? '',
  );
  return (
    <InsuranceRequirements
      status={status.data}
      clause={clause}
      uploadHref={appScreenUrl(journey.uuid, 'insurance/upload')}
    />
  );
}

export const Component = InsuranceRequirementsRoute;
