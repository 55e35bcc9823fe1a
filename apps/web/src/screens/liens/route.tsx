import { FormError } from '../../components/form-error/form-error';
import { Loading } from '../../components/loading/loading';
import { useStep } from '../../features/journey/use-step';
import { messageOf } from '../../lib/http-client';
import { Liens } from './liens';
import { useUnderwritingQuery } from '../../features/journey/use-underwriting-facts';

export function LiensRoute() {
  const { run, submitting, error } = useStep();
  const facts = useUnderwritingQuery();
  if (facts.isError) return <FormError message={messageOf(facts.error)} />;
  if (!facts.data) return <Loading label="Loading the liens on your property" />;
  // No liens section yet: the title search found nothing to attest to but the attestation itself.
  const liens = facts.data.liens ?? { liens: [], inquiries: [], attestedAt: null };
  return <Liens facts={liens} submitting={submitting} error={error} onSubmit={(body) => void run('liens', body)} />;
}

export const Component = LiensRoute;
