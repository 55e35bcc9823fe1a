import { describe, expect, it } from 'vitest';
import { nextStepsFacts, readsSigningTimes } from './schedule.js';

describe('the facts from what the app holds', () => {
  it('takes today where the property is, and the rescission start from the funding read', () => {
    // 05:30 UTC on Thanksgiving is still Wednesday evening in Texas.
    const facts = nextStepsFacts({
      status: { state: 'RESCISSION', waitingOnFloodCert: true },
      application: { property: { state: 'TX' }, coDeedStatus: 'PENDING' },
      funding: {
        noteSignedAt: '2026-11-25T16:00:00Z',
        notarySessionCompletedAt: '2026-11-26T03:00:00Z',
        propertyTimeZone: 'America/Chicago',
      },
      now: '2026-11-26T05:30:00Z',
    });
    expect(facts).toMatchObject({
      today: '2026-11-25',
      propertyState: 'TX',
      waitingOnFloodCert: true,
      coSignerPending: true,
      rescissionStartsOn: '2026-11-25',
    });
    expect(readsSigningTimes({ state: 'RESCISSION' })).toBe(true);
    expect(readsSigningTimes({ state: 'NOTE_SIGNING' })).toBe(false);
    // The eNotary session sealed: the deed is signed before the state moves on (decision 089, amendment 6).
    expect(readsSigningTimes({ state: 'DEED_SIGNING', primaryParticipantAcceptComplete: true })).toBe(true);
    expect(readsSigningTimes({ state: 'DEED_SIGNING', primaryParticipantAcceptComplete: false })).toBe(false);
  });
});
