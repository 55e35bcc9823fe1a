import { offerChangeView, WINBACK_TEXT } from '@heloc/core';
import { FormError } from '../../../components/form-error/form-error';
import { Loading } from '../../../components/loading/loading';
import { StatusPage } from '../../../components/status-page/status-page';
import { useStep } from '../../../features/journey/use-step';
import { messageOf } from '../../../lib/http-client';
import { PrequalWinback } from './prequal-winback';
import { useUnderwritingQuery } from '../../../features/journey/use-underwriting-facts';

export function PrequalWinbackRoute() {
  const { run, submitting, error } = useStep();
  const facts = useUnderwritingQuery();
  if (facts.isError) return <FormError message={messageOf(facts.error)} />;
  if (!facts.data) return <Loading label="Loading your new offer" />;
  const change = facts.data.offerChange;
  // The state says an offer changed before the figures are in: say so and promise the email, never a blank page.
  if (!change) return <StatusPage title={WINBACK_TEXT.title} message={WINBACK_TEXT.notReady} />;
  return (
    <PrequalWinback
      offer={change.after}
      change={offerChangeView(change)}
      submitting={submitting}
      error={error}
      onAnswer={(accept) => void run('winback', { accept })}
    />
  );
}

export const Component = PrequalWinbackRoute;
