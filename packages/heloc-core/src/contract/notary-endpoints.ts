/**
 * The notary's calls beside its journey steps (rows of the contract, endpoints.ts): the sandbox
 * notary's slots, changing or cancelling a booked in-person signing, and the eNotary session.
 */
import type { NotarySessionResponse, NotarySlotsResponse } from '../closing/notary.js';
import { APPLICATION_API_PATH as APP } from '../constants.js';
import { row } from './endpoints.js';
import type { Application } from './wire.js';
import type { RequestBody as Req } from './requests.js';

export const NOTARY_ENDPOINTS = {
  notarySlots: row<NotarySlotsResponse>()('GET', `${APP}/:uuid/notary/slots`),
  changeNotaryReservation: row<Application, Req<'changeNotaryReservation'>>()(
    'POST',
    `${APP}/:uuid/notary/reservation/change`,
  ),
  cancelNotaryReservation: row<Application, Req<'cancelNotaryReservation'>>()(
    'POST',
    `${APP}/:uuid/notary/reservation/cancel`,
  ),
  /** Starts the session, or answers the one under way (a reload resumes it). */
  startNotarySession: row<NotarySessionResponse, Req<'startNotarySession'>>()('POST', `${APP}/:uuid/notary/session`),
  notarySession: row<NotarySessionResponse>()('GET', `${APP}/:uuid/notary/session`),
  notarySessionAction: row<NotarySessionResponse, Req<'notarySessionAction'>>()(
    'POST',
    `${APP}/:uuid/notary/session/actions`,
  ),
} as const;
