/** A journey context for screens rendered alone in unit tests: a fixed application; what the screen sends it is recorded. */
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import type { Application } from '../api/types';
import { JourneyContext, type Journey } from '../features/journey/journey-context';

export function fakeJourney(uuid: string, application: Partial<Application> = {}): Journey {
  const app = {
    uuid,
    loanNumber: 'HL20260000001',
    status: { applicationUuid: uuid, state: 'INCOME_VERIFICATION', pendingSince: null },
    offers: [],
    ...application,
  } as unknown as Application;
  return {
    uuid,
    application: app,
    profile: { uuid: 'p1', email: 'ann@example.com' } as Journey['profile'],
    status: app.status,
    decision: null,
    machineState: 'incomeReview',
    applyApplication: vi.fn(),
    sendMachineEvent: vi.fn(),
  };
}

export function WithJourney({ journey, children }: { readonly journey: Journey; readonly children: ReactNode }) {
  return <JourneyContext value={journey}>{children}</JourneyContext>;
}
