/**
 * The notary's routes beside the journey's steps (which are rows of the core's JOURNEY_STEPS):
 * the sandbox notary's free slots, changing or cancelling a booked in-person signing, and the
 * eNotary session. Owner only (404 for anyone else, as every application route), and checked
 * against the state: 409 with a sentence when the action makes no sense now.
 */
import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import * as v from 'valibot';
import { actOnNotarySession, NOTARY_SESSION_MESSAGES, notarySessionAt, slotsNear, statesBetween } from '@heloc/core';
import { US_FEDERAL_CALENDAR } from '@heloc/core/calendar';
import type { AppEnv } from '../http/context.js';
import { apiError } from '../http/errors.js';
import { documentedError, jsonSuccess } from '../http/openapi.js';
import { uuidParam, validate } from '../http/validate.js';
import { isAvailable } from '../pipeline/lifecycle.js';
import { enotaryUnsigned } from '../pipeline/lifecycle-machine.js';
import { toRecord } from '../pipeline/store.js';
import { ownedApplication } from '../applications/access.js';
import { act } from '../applications/steps.js';
import { checkNotaryTime, dataOf, newSession, saveNotaryData, sessionAnswer, statusFlags, zoneOf } from './session.js';
import { onEndpoint } from '../http/endpoint.js';

const Uuid = v.object({ uuid: uuidParam });

/** States in which the borrower is choosing or holding an in-person time, so slots mean something. */
const SLOT_STATES = ['GEN_NOTARY_DISCLOSURE', 'MANUAL_DEED_SIGNING', 'DEED_SIGNING'];
/** States in which an eNotary session may be under way: the waiting period after choosing it, and the signing. */
const ENOTARY_SESSION_STATES: readonly string[] = statesBetween('NOTARY_WAITING_PERIOD', 'DEED_SIGNING');
const NOT_IN_PERSON_NOW = 'An in-person notary cannot be booked at this point of the application.';
const NOT_ENOTARY_NOW = 'An eNotary session cannot be started at this point of the application.';

const SessionAnswer = {
  type: 'object',
  required: ['id', 'stage', 'startedAt', 'expiresAt', 'expired'],
  properties: {
    id: { type: 'string' },
    stage: { type: 'string', enum: ['device', 'identity', 'notary', 'signing', 'seal', 'sealed'] },
    startedAt: { type: 'string', format: 'date-time' },
    expiresAt: { type: 'string', format: 'date-time' },
    expired: { type: 'boolean' },
  },
} as const;

export function notaryRoutes() {
  const app = new Hono<AppEnv>();
  onEndpoint(
    app,
    'notarySlots',
    [
      describeRoute({
        tags: ['journey'],
        summary:
          'notary/reserve-manual: the sandbox notary’s slots on the requested day (or `around`) and the next bookable days, in the property’s time zone. Deterministic per date; about one in four is taken.',
        responses: {
          200: jsonSuccess('The zone, the requested time, the reservation and each day’s slots.', { type: 'object' }),
          409: documentedError('The application is not choosing or holding an in-person time.'),
        },
      }),
      validate('param', Uuid),
      validate(
        'query',
        v.object({ around: v.optional(v.pipe(v.string(), v.isoTimestamp('Must be a date and time'))) }),
      ),
    ],
    async (c) => {
      const row = await ownedApplication(c, c.req.valid('param').uuid);
      if (!SLOT_STATES.includes(row.state)) throw apiError(409, NOT_IN_PERSON_NOW);
      const data = dataOf(row);
      const zone = zoneOf(row);
      const around = c.req.valid('query').around ?? data.notaryReservation ?? data.requestedManualNotaryTime ?? '';
      const days = slotsNear(around, zone, c.get('deps').now().toISOString(), US_FEDERAL_CALENDAR);
      return c.json({
        zone,
        requested: data.requestedManualNotaryTime ?? null,
        reservation: data.notaryReservation ?? null,
        days,
      });
    },
  );

  onEndpoint(
    app,
    'changeNotaryReservation',
    [
      describeRoute({
        tags: ['journey'],
        summary:
          'notary/reserve-manual: moves the booked in-person signing to another free slot. 409 when nothing is booked or the slot is taken.',
      }),
      validate('param', Uuid),
    ],
    async (c) => {
      const row = await ownedApplication(c, c.req.valid('param').uuid);
      if (!isAvailable('changeNotaryReservation', toRecord(row)))
        throw apiError(409, NOTARY_SESSION_MESSAGES.noReservationToChange);
      const { slot } = c.req.valid('json');
      checkNotaryTime(c, row, 'slot', slot, { mustBeFree: true });
      return act(c, row, 'changeNotaryReservation', { slot });
    },
  );

  onEndpoint(
    app,
    'cancelNotaryReservation',
    [
      describeRoute({
        tags: ['journey'],
        summary:
          'notary/intro: gives up the in-person signing (requested or booked): back to choosing eNotary or another time. 409 when there is none.',
      }),
      validate('param', Uuid),
    ],
    async (c) => {
      const row = await ownedApplication(c, c.req.valid('param').uuid);
      if (!isAvailable('cancelNotaryReservation', toRecord(row)))
        throw apiError(409, NOTARY_SESSION_MESSAGES.noReservationToChange);
      return act(c, row, 'cancelNotaryReservation', {});
    },
  );

  /** The session's states (the waiting period and the signing) with eNotary chosen and the deed not yet notarised: the machine's guard. */
  const enotaryOpen = (row: Parameters<typeof toRecord>[0]) =>
    ENOTARY_SESSION_STATES.includes(row.state) && enotaryUnsigned(statusFlags(row));

  onEndpoint(
    app,
    'startNotarySession',
    [
      describeRoute({
        tags: ['journey'],
        summary:
          'notary/session: starts the sandbox eNotary session (or answers the one under way). 409 unless eNotary was chosen and the deed is not notarised.',
        responses: {
          201: jsonSuccess('The session.', SessionAnswer as never),
          200: jsonSuccess('The session already under way.', SessionAnswer as never),
        },
      }),
      validate('param', Uuid),
    ],
    async (c) => {
      const now = c.get('deps').now();
      const row = await ownedApplication(c, c.req.valid('param').uuid);
      if (!enotaryOpen(row))
        throw apiError(
          409,
          statusFlags(row).manualNotary === true ? NOTARY_SESSION_MESSAGES.manualChosen : NOT_ENOTARY_NOW,
        );
      const current = dataOf(row).notarySession;
      // Resuming keeps the stage (a reload or a lost connection must not start over); an expired one is replaced.
      if (current && !notarySessionAt(current, now.toISOString()).expired)
        return c.json(sessionAnswer(current, now), 200);
      const session = newSession(now);
      await saveNotaryData(c, row, { notarySession: session });
      return c.json(sessionAnswer(session, now), 201);
    },
  );

  onEndpoint(
    app,
    'notarySession',
    [
      describeRoute({
        tags: ['journey'],
        summary:
          'notary/session: the session’s stage now (the provider’s stages move on by themselves). 404 when none was started.',
        responses: { 200: jsonSuccess('The session.', SessionAnswer as never) },
      }),
      validate('param', Uuid),
    ],
    async (c) => {
      const row = await ownedApplication(c, c.req.valid('param').uuid);
      const session = dataOf(row).notarySession;
      if (!session) throw apiError(404, NOTARY_SESSION_MESSAGES.notStarted);
      return c.json(sessionAnswer(session, c.get('deps').now()));
    },
  );

  onEndpoint(
    app,
    'notarySessionAction',
    [
      describeRoute({
        tags: ['journey'],
        summary:
          'notary/session: the borrower’s part of a stage — `deviceReady` after the camera check, `signDeed` while the notary watches. 409 when it is not the current stage or the session expired.',
        responses: { 200: jsonSuccess('The session.', SessionAnswer as never) },
      }),
      validate('param', Uuid),
    ],
    async (c) => {
      const now = c.get('deps').now();
      const row = await ownedApplication(c, c.req.valid('param').uuid);
      const session = dataOf(row).notarySession;
      if (!enotaryOpen(row) || !session) throw apiError(409, NOTARY_SESSION_MESSAGES.notStarted);
      const next = actOnNotarySession(session, c.req.valid('json').action, now.toISOString());
      if ('refused' in next) throw apiError(409, next.refused);
      await saveNotaryData(c, row, { notarySession: next });
      return c.json(sessionAnswer(next, now));
    },
  );
  return app;
}
