/** What the journey's screens read and do, provided by the application root. */
import { createContext, useContext } from 'react';
import type { FallbackEventType, JourneyDecision, PollDecision } from '@heloc/core';
import type { Application, Profile, Status } from '../../api/types';

export interface Journey {
  readonly uuid: string;
  readonly application: Application;
  readonly profile: Profile;
  readonly status: Status;
  readonly decision: JourneyDecision | null;
  readonly machineState: string;
  /** The status polling loop's latest decision (a wait screen shows the timeout screen once it ran out). */
  readonly poll?: PollDecision | null;
  /** After a step: keep the returned application and follow where it leads. */
  readonly applyApplication: (app: Application) => void;
  /** Tells the fallback machine what happened, with the application as it is now (if fresher). */
  readonly sendMachineEvent: (type: FallbackEventType, application?: Application) => void;
}

export const JourneyContext = createContext<Journey | null>(null);

export function useJourney(): Journey {
  const journey = useContext(JourneyContext);
  if (!journey) throw new Error('Please include the HELOC core provider above this component.');
  return journey;
}
