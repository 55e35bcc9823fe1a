/**
 * The next steps in the application's layout (features/journey/heloc-root.tsx loads this module
 * lazily): the journey's status and application, the conditions' counts the root already polls.
 */
import { nextStepHref } from '@heloc/core';
import { useJourney } from '../journey/journey-context';
import { NextSteps } from './next-steps';
import { useNextSteps } from './use-next-steps';

export default function JourneyNextSteps({ conditions }: { conditions: { needed: number; submitted: number } }) {
  const journey = useJourney();
  const { items, cash } = useNextSteps(journey.uuid, {
    status: journey.status,
    application: journey.application,
    conditions,
  });
  return <NextSteps items={items} cash={cash} actionHref={(action) => nextStepHref(journey.uuid, action)} />;
}
