import { useQuery } from '@tanstack/react-query';
import { underwritingApi } from '../../../api/underwriting';
import { queryKeys } from '../../../api/query-keys';
import { FormError } from '../../../components/form-error/form-error';
import { Loading } from '../../../components/loading/loading';
import { useStep } from '../../../features/journey/use-step';
import { messageOf } from '../../../lib/http-client';
import { MerchantLienAttestation } from './lien-attestation';

export function MerchantLienAttestationRoute() {
  const { run, submitting, error, journey } = useStep();
  const facts = useQuery({
    queryKey: queryKeys.underwriting(journey.uuid, journey.status.state),
    queryFn: () => underwritingApi.facts(journey.uuid),
  });
  if (facts.isError) return <FormError message={messageOf(facts.error)} />;
  if (!facts.data) return <Loading label="Loading the liens on your property" />;
  const liens = facts.data.liens ?? { liens: [], inquiries: [], attestedAt: null };
  return (
    <MerchantLienAttestation
      facts={liens}
      submitting={submitting}
      error={error}
      onSubmit={(body) => void run('liens', body)}
    />
  );
}

export const Component = MerchantLienAttestationRoute;
