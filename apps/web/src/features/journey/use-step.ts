/**
 * Performs one borrower step by name — the one write path of the journey — and lets the root
 * follow where it leads. Method, path, body type and the fallback-machine event all come from the
 * step's row in the core's JOURNEY_STEPS. Built on the app's one write helper (lib/use-write.ts):
 * the same busy flag, the same sentence for a failure.
 */
import { TELEMETRY_EVENTS } from '@heloc/core';
import { stepEvent, type StepName } from '@heloc/core/contract';
import { useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../api/query-keys';
import { postStep, type StepPayload } from '../../api/steps';
import type { Application } from '../../api/types';
import { trackEvent } from '../../lib/track-event';
import { useWrite } from '../../lib/use-write';
import { useJourney } from './journey-context';

interface StepCall {
  readonly name: StepName;
  readonly payload: unknown;
}

export function useStep() {
  const journey = useJourney();
  const queryClient = useQueryClient();
  const write = useWrite<StepCall, Application>(
    ({ name, payload }) => postStep(journey.uuid, name, payload as StepPayload<StepName>),
    {
      onSuccess: (app, { name }) => {
        journey.applyApplication(app);
        // A step can answer a condition (the paystubs uploaded for HELOC_MANUAL_PAYSTUB_UPLOAD) or open
        // one: read them again now, not at the next 60 s poll. BAD: the screens after the upload still
        // said "Paystubs. We need one more thing from you." (issue 25, item 10). Not the helper's
        // `invalidates`, which waits for the read: the journey moves on at once, the list follows.
        void queryClient.invalidateQueries({ queryKey: queryKeys.conditions(journey.uuid) });
        // BAD:  the event of the screen in the address bar (a withdrawal made from product/select
        //       would tell the machine an offer was chosen).
        // GOOD: the event of the step that succeeded, from its row.
        const event = stepEvent(name);
        if (event) journey.sendMachineEvent(event, app);
        // A key action of the journey: once per step and session (a resubmitted step is not a new one).
        void trackEvent(TELEMETRY_EVENTS.stepCompleted, {
          applicationUuid: journey.uuid,
          properties: { step: name },
          dedupeProperty: 'step',
        });
      },
    },
  );
  /** Resolves true when the step succeeded; a failure is shown through `error`. */
  const run = <N extends StepName>(name: N, payload: StepPayload<N>): Promise<boolean> => write.run({ name, payload });
  return { run, submitting: write.submitting, error: write.error, journey };
}
