import { offerChangeView, WINBACK_TEXT } from '@heloc/core';
import { useQuery } from '@tanstack/react-query';
import { underwritingApi } from '../../../api/underwriting';
import { queryKeys } from '../../../api/query-keys';
import { FormError } from '../../../components/form-error/form-error';
import { Loading } from '../../../components/loading/loading';
import { StatusPage } from '../../../components/status-page/status-page';
import { useStep } from '../../../features/journey/use-step';
import { messageOf } from '../../../lib/http-client';
import { PrequalWinback } from './prequal-winback';

export function PrequalWinbackRoute() {
  const { run, submitting, error, journey } = useStep();
  const facts = useQuery({ queryKey: queryKeys.underwriting(journey.uuid, journey.status.state), queryFn: () => underwritingApi.facts(journey.uuid) });
  if (facts.isError) return <FormError message={messageOf(facts.error)} />;
  if (!facts.data) return <Loading label="Loading your new offer" />;
  const change = facts.data.offerChange;
  // The state says an offer changed before the figures are in: say so and promise the email, never a blank page.
  if (!change) return <StatusPage title={WINBACK_TEXT.title} message={WINBACK_TEXT.notReady} />;
  return <PrequalWinback offer={change.after} change={offerChangeView(change)} submitting={submitting} error={error} onAnswer={(accept) => void run('winback', { accept })} />;
}

export const Component = PrequalWinbackRoute;
