import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { US_FEDERAL_CALENDAR } from '../calendar.js';
import { statesBetween } from '../journey/server-states.js';
import { closingOffices, officeSigningAddress } from '../next-steps/closing-path.js';
import { notaryDateRange, slotsNear } from './notary.js';
import {
  coSignerVisits,
  laterSlotsAround,
  NOT_BOOKED_YET,
  SIGNER_NOTARY_MESSAGES,
  signerBooksVisit,
  signerNotaryBodySchema,
  signerNotaryBody,
  signerNotaryFormSchema,
  signerNotaryFormValues,
  signerNotaryProblem,
  signerVisitDone,
  slotInZone,
  slotsFromDay,
  visitPlace,
  type SignerNotaryForm,
} from './signer-notary.js';

const austin = closingOffices('TX', 'Austin');
const [capitol] = austin;
const CHICAGO = 'America/Chicago';
const SLOT = '2026-12-01T10:00:00-06:00';

describe('when an additional signer books their own notary visit', () => {
  it('follows the closing-path table: hybrid and in-person paths, not the fully online one', () => {
    expect(['TX', 'SC', 'MS', 'GA', 'MA'].map(signerBooksVisit)).toEqual([true, true, true, true, true]);
    expect(['CA', 'NY', null, undefined].map(signerBooksVisit)).toEqual([false, false, false, false]);
  });

  it('is open once they signed, from the co-deed step until the deed is signed', () => {
    for (const state of statesBetween('CO_DEED_REQ', 'DEED_SIGNING'))
      expect(signerNotaryProblem({ state, signed: true, propertyState: 'TX' }), state).toBeNull();
    for (const state of ['NOTE_SIGNING', 'TRUST_AND_INSURANCE', 'RESCISSION', 'COMPLETE', 'CANCELLED', 'DECLINED'])
      expect(signerNotaryProblem({ state, signed: true, propertyState: 'TX' }), state).toBe(
        SIGNER_NOTARY_MESSAGES.closed,
      );
  });

  it('says why not: a fully online path first, then a signer who has not signed', () => {
    expect(signerNotaryProblem({ state: 'CO_DEED_REQ', signed: false, propertyState: 'CA' })).toBe(
      SIGNER_NOTARY_MESSAGES.online,
    );
    expect(signerNotaryProblem({ state: 'CO_DEED_REQ', signed: false, propertyState: 'GA' })).toBe(
      SIGNER_NOTARY_MESSAGES.notSigned,
    );
  });
});

describe('what the booking carries', () => {
  it('is a date and time, with an optional address', () => {
    expect(v.safeParse(signerNotaryBodySchema, { slot: SLOT }).success).toBe(true);
    expect(v.safeParse(signerNotaryBodySchema, { slot: 'Tuesday' }).success).toBe(false);
    expect(v.safeParse(signerNotaryBodySchema, {}).success).toBe(false);
    const typed = v.safeParse(signerNotaryBodySchema, {
      slot: SLOT,
      signingAddress: { street1: '5 Elm Street', city: 'Austin', state: 'tx', zip: '78702' },
    });
    expect(typed.success && typed.output.signingAddress?.state).toBe('TX');
  });

  it('writes a stored instant as the slots are offered: the property zone’s wall clock and offset', () => {
    expect(slotInZone('2026-12-01T16:00:00.000Z', CHICAGO)).toBe(SLOT);
    expect(slotInZone(SLOT, CHICAGO)).toBe(SLOT);
  });
});

describe('heloc-signer/notary’s form', () => {
  const form = (over: Partial<SignerNotaryForm>): SignerNotaryForm => ({
    ...signerNotaryFormValues(null, austin),
    ...over,
  });

  it('in Texas asks for an office and a slot, and sends the office’s address', () => {
    const schema = signerNotaryFormSchema(austin);
    const empty = v.safeParse(schema, form({}));
    expect(empty.success).toBe(false);
    expect(empty.issues?.map((i) => i.message).sort()).toEqual(['Choose a time', 'Choose an office']);
    const chosen = form({ officeId: capitol!.id, slot: SLOT });
    expect(v.safeParse(schema, chosen).success).toBe(true);
    expect(signerNotaryBody(chosen, austin)).toEqual({ slot: SLOT, signingAddress: officeSigningAddress(capitol!) });
    // The property is not among the choices there.
    expect(v.safeParse(schema, form({ where: 'property', slot: SLOT })).success).toBe(false);
  });

  it('elsewhere starts at the property and sends no address for it; another address is sent as typed', () => {
    const values = signerNotaryFormValues(null);
    expect(values.where).toBe('property');
    expect(signerNotaryBody({ ...values, slot: SLOT })).toEqual({ slot: SLOT });
    const other = { ...values, where: 'other' as const, slot: SLOT };
    const address = { street1: '5 Elm Street', street2: '', city: 'Atlanta', state: 'ga', zip: '30301' };
    expect(signerNotaryBody({ ...other, address })).toEqual({
      slot: SLOT,
      signingAddress: { ...address, state: 'GA' },
    });
  });

  it('starts from the booked visit’s place when moving it', () => {
    expect(
      signerNotaryFormValues({ slot: SLOT, signingAddress: officeSigningAddress(capitol!) }, austin),
    ).toMatchObject({ where: 'office', officeId: capitol!.id, slot: '' });
    const typed = { street1: '5 Elm Street', street2: null, city: 'Austin', state: 'TX', zip: '78702' };
    expect(signerNotaryFormValues({ slot: SLOT, signingAddress: typed }, austin)).toMatchObject({
      where: 'other',
      address: { ...typed, street2: '' },
    });
  });

  it('pages to the bookable days after those offered, and stops at the end of the range', () => {
    const now = '2026-11-23T18:00:00Z';
    const range = notaryDateRange('2026-11-23', US_FEDERAL_CALENDAR);
    const days = slotsNear('', CHICAGO, now, US_FEDERAL_CALENDAR);
    // Monday the 23rd: Wednesday 25, Friday 27 and Saturday 28 (Thanksgiving is no notary day); then from Sunday on.
    expect(days.map((d) => d.date)).toEqual(['2026-11-25', '2026-11-27', '2026-11-28']);
    expect(laterSlotsAround({ days, range, zone: CHICAGO })).toBe(slotsFromDay('2026-11-29', CHICAGO));
    expect(slotsFromDay('2026-11-29', CHICAGO)).toBe('2026-11-29T12:00:00-06:00');
    expect(laterSlotsAround({ days: [{ date: range.latest, slots: [] }], range, zone: CHICAGO })).toBeNull();
    expect(laterSlotsAround({ days: [], range, zone: CHICAGO })).toBeNull();
  });
});

describe('what the borrower sees of the co-signers’ visits', () => {
  const signers = [
    { name: 'Sam Lee', signed: true, notarySlot: SLOT, notaryAddress: officeSigningAddress(capitol!) },
    { name: '', signed: true, notarySlot: null },
    { name: 'Kim Lee', signed: false, notarySlot: null },
  ];

  it('lists who signed, when and where they booked, or that they have not', () => {
    expect(coSignerVisits(signers, { state: 'TX' })).toEqual([
      {
        who: 'Sam Lee',
        slot: SLOT,
        date: '2026-12-01',
        when: 'Tuesday, December 1, 2026 at 10:00 AM CST',
        where: `at ${capitol!.street1}, ${capitol!.name}, Austin, TX 78701`,
        done: false,
      },
      { who: 'Your co-signer', slot: null, date: null, when: NOT_BOOKED_YET, where: null, done: false },
    ]);
  });

  it('says a visit the notary reported done was signed, and on which day; an unbooked one is never done', () => {
    const [sam, other] = coSignerVisits(
      [
        { ...signers[0]!, notaryVisited: true },
        { name: 'Kim Lee', signed: true, notarySlot: null, notaryVisited: true },
      ],
      { state: 'TX' },
    );
    expect(sam).toMatchObject({ done: true, when: 'Signed before the notary on Tuesday, December 1, 2026' });
    expect(other).toMatchObject({ done: false, when: NOT_BOOKED_YET });
  });

  it('has the sandbox notary report a visit done at the end of its appointment, and the signer can change it no more', () => {
    expect(signerVisitDone(SLOT, '2026-12-01T16:59:59Z')).toBe(false);
    expect(signerVisitDone(SLOT, '2026-12-01T17:00:00Z')).toBe(true);
    expect(signerVisitDone(null, '2030-01-01T00:00:00Z')).toBe(false);
    expect(signerNotaryProblem({ state: 'CO_DEED_REQ', signed: true, propertyState: 'TX', visitDone: true })).toBe(
      SIGNER_NOTARY_MESSAGES.done,
    );
  });

  it('lists nothing on a fully online path', () => {
    expect(coSignerVisits(signers, { state: 'CA' })).toEqual([]);
    expect(coSignerVisits(null, { state: 'TX' })).toEqual([]);
  });

  it('names the property when no address was given', () => {
    expect(coSignerVisits([{ name: 'Sam Lee', signed: true, notarySlot: SLOT }], { state: 'GA' })[0]?.where).toBe(
      'at the property',
    );
    expect(visitPlace(null)).toBeNull();
  });
});
