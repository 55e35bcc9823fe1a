/**
 * The next steps in the application's layout (features/journey/heloc-root.tsx loads this module
 * lazily): the journey's status and application, the conditions' counts the root already polls.
 * On the screen the journey chose, "continue where you left off" is that screen: it is said, not
 * linked (core `onDecidedScreen`, decision 089 amendment 2).
 */
import { appScreenUrl, nextStepHref, onDecidedScreen } from '@heloc/core';
import { useLocation } from 'react-router';
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
  const { pathname } = useLocation();
  const decided = journey.decision?.path;
  const onDecided = decided !== undefined && decided !== '/' && pathname === appScreenUrl(journey.uuid, decided);
  return (
    <NextSteps
      items={onDecided ? onDecidedScreen(items) : items}
      cash={cash}
      actionHref={(action) => nextStepHref(journey.uuid, action)}
    />
  );
}
