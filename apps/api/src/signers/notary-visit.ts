/**
 * The additional signer's own notary visit (heloc-signer/notary; issue 28, item 3; decision 089,
 * amendment 4): read it with the sandbox notary's slots near a day, book or move it, give it up.
 * Like the rest of the signer's area, each route is for a signed-in signer of the application and
 * about that signer only: the owner is refused (403: the borrower does not book for a signer), anyone
 * else gets the 404 of an application that does not exist.
 *
 * The rules are the borrower's, reused and not restated: `checkNotaryTime` (the notary's hours,
 * business days, two days' notice, a free slot) and `checkSigningPlace` (Texas: an office, never the
 * property — Tex. Const. art. XVI §50(a)(6)(N)); whether the signer may book now is the core's
 * `signerNotaryProblem` (signed, a path whose signers book a visit, the lifecycle between the co-deed
 * step and the deed's signing). Every refusal is a 4xx `{ errors: [...] }`.
 */
import { Hono, type Context } from 'hono';
import { describeRoute } from 'hono-openapi';
import * as v from 'valibot';
import {
  closingOffices,
  closingPath,
  formatAddress,
  localParts,
  notaryDateRange,
  SIGNER_NOTARY_MESSAGES,
  signerNotaryProblem,
  signerVisitDone,
  slotInZone,
  slotsNear,
  type SignerNotaryBooking,
  type SignerNotaryResponse,
  type SigningAddress,
} from '@heloc/core';
import { US_FEDERAL_CALENDAR } from '@heloc/core/calendar';
import type { AppEnv } from '../http/context.js';
import { apiError } from '../http/errors.js';
import { onEndpoint } from '../http/endpoint.js';
import { documentedError, jsonSuccess } from '../http/openapi.js';
import { uuidParam, validate } from '../http/validate.js';
import { checkNotaryTime, checkSigningPlace, dataOf, zoneOf } from '../notary/session.js';
import { signerOnly } from './area.js';
import { signerNotaryOf } from './repo.js';
import { bookSignerVisit, cancelSignerVisit } from './service.js';

const AppParam = v.object({ uuid: uuidParam });
const Around = v.object({ around: v.optional(v.pipe(v.string(), v.isoTimestamp('Must be a date and time'))) });
const NOT_NOW = 'The signer has not signed, the deed is notarized online here, or the signing is over.';

type Visit = Awaited<ReturnType<typeof signerNotaryOf>>;

/** The stored visit as the signer reads it: the slot in the property's zone (as `slotsNear` gave it). */
const bookingOf = (visit: Pick<NonNullable<Visit>, 'notarySlot' | 'notaryAddress'> | undefined, zone: string) =>
  visit?.notarySlot
    ? {
        slot: slotInZone(visit.notarySlot.toISOString(), zone),
        signingAddress: (visit.notaryAddress as SigningAddress | null) ?? null,
      }
    : null;

/** The application, its signer's row, and whether the signer may book now. */
async function signersVisit(c: Context<AppEnv>, uuid: string) {
  const row = await signerOnly(c, uuid);
  const visit = await signerNotaryOf(c.get('deps').db, row.uuid, c.get('user').uuid);
  const visitDone = signerVisitDone(visit?.notarySlot?.toISOString(), c.get('deps').now().toISOString());
  const problem = signerNotaryProblem({
    state: row.state,
    signed: Boolean(visit?.signedAt),
    propertyState: dataOf(row).property?.state,
    visitDone,
  });
  return { row, visit, visitDone, problem };
}

/** 409 with the core's sentence when the signer may not book, change or cancel now. */
function assertOpen(problem: string | null): asserts problem is null {
  if (problem) throw apiError(409, problem);
}

export function signerNotaryRoutes() {
  const app = new Hono<AppEnv>();
  onEndpoint(
    app,
    'signerNotary',
    [
      describeRoute({
        tags: ['signers'],
        summary:
          'heloc-signer/notary: the signer’s own notary visit, where they may sign (Texas: the offices), and the sandbox notary’s slots on the requested day (`around`, else the booked one or the first bookable) and the next bookable days, in the property’s time zone. `problem` says why the signer cannot book now (then no days).',
        responses: { 200: jsonSuccess('The visit, the places and the slots.', { type: 'object' }) },
      }),
      validate('param', AppParam),
      validate('query', Around),
    ],
    async (c) => {
      const now = c.get('deps').now().toISOString();
      const { row, visit, visitDone, problem } = await signersVisit(c, c.req.valid('param').uuid);
      const zone = zoneOf(row);
      const property = dataOf(row).property;
      const booking = bookingOf(visit, zone);
      const around = c.req.valid('query').around ?? booking?.slot ?? '';
      return c.json({
        zone,
        propertyAddress: property ? formatAddress(property) : null,
        inPersonAt: closingPath(property?.state).inPersonAt,
        offices: closingOffices(property?.state, property?.city, property?.county),
        booking,
        visitDone,
        problem,
        range: notaryDateRange(localParts(now, zone).date, US_FEDERAL_CALENDAR),
        days: problem ? [] : slotsNear(around, zone, now, US_FEDERAL_CALENDAR),
      } satisfies SignerNotaryResponse);
    },
  );

  onEndpoint(
    app,
    'bookSignerNotary',
    [
      describeRoute({
        tags: ['signers'],
        summary:
          'heloc-signer/notary: books (or moves) the signer’s own notary visit — a free slot within the notary’s hours, two business days ahead, and where (none: the property; in Texas an office, never the property). 400 on `slot` or `signingAddress`; 409 when the slot was just taken or the signer may not book now.',
        responses: {
          200: jsonSuccess('The booked visit.', { type: 'object' }),
          409: documentedError(`The slot was taken, or: ${NOT_NOW}`),
        },
      }),
      validate('param', AppParam),
    ],
    async (c) => {
      const { row, problem } = await signersVisit(c, c.req.valid('param').uuid);
      assertOpen(problem);
      const { slot, signingAddress } = c.req.valid('json');
      checkNotaryTime(c, row, 'slot', slot, { mustBeFree: true });
      checkSigningPlace(row, signingAddress);
      const { db, now } = c.get('deps');
      const saved = await bookSignerVisit(
        db,
        row.uuid,
        c.get('user').uuid,
        { slot: new Date(slot), address: signingAddress ?? null },
        now(),
      );
      // Only a signed row is changed: the row was read signed a moment ago and a signature is never
      // taken back, so this is a guard, not a path.
      const booking = bookingOf(saved, zoneOf(row));
      if (!booking) throw apiError(409, SIGNER_NOTARY_MESSAGES.notSigned);
      return c.json(booking satisfies SignerNotaryBooking);
    },
  );

  onEndpoint(
    app,
    'cancelSignerNotary',
    [
      describeRoute({
        tags: ['signers'],
        summary: 'heloc-signer/notary: gives up the signer’s own notary visit. 409 when none is booked.',
        responses: {
          200: jsonSuccess('Nothing is booked now.', { type: 'object' }),
          409: documentedError(`Nothing is booked, or: ${NOT_NOW}`),
        },
      }),
      validate('param', AppParam),
    ],
    async (c) => {
      const { row, visit, problem } = await signersVisit(c, c.req.valid('param').uuid);
      assertOpen(problem);
      const { db, now } = c.get('deps');
      if (!visit?.notarySlot || !(await cancelSignerVisit(db, row.uuid, c.get('user').uuid, visit.notarySlot, now())))
        throw apiError(409, SIGNER_NOTARY_MESSAGES.nothingBooked);
      return c.json({ booking: null });
    },
  );
  return app;
}
