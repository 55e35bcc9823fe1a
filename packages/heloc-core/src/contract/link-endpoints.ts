/**
 * Linking an outside account (rows of the contract, endpoints.ts): the link session a provider's
 * page is opened with, and the link in flight on the application. linking.ts's builders fill them.
 */
import type { LinkInFlight, LinkSession } from '../linking/linking.js';
import { APPLICATION_API_PATH as APP } from '../constants.js';
import { row } from './endpoints.js';
import type { RequestBody as Req } from './requests.js';

export const LINK_ENDPOINTS = {
  linkSessions: row<LinkSession, Req<'linkSessions'>>()('POST', `${APP}/:uuid/link-sessions`),
  linkInFlight: row<LinkInFlight>()('GET', `${APP}/:uuid/link-sessions/in-flight`),
} as const;
