/**
 * Telemetry (rows of the contract, endpoints.ts): events (page views, key actions), the session an
 * event belongs to, and the browser's error reports (the sandbox's stand-in for the error-reporting
 * service). `:context` is external, secure or insecure; the app sends external. Sent only with the
 * borrower's consent, except the error report.
 */
import { row } from './endpoints.js';
import type { RequestBody as Req } from './requests.js';

export const TELEMETRY_ENDPOINTS = {
  /** 202 `{ accepted: true }`; a repeated key action is stored once. */
  ftEvent: row<{ accepted: true }, Req<'ftEvent'>>()('POST', '/ft/:context/event'),
  ftSession: row<{ sessionKey: string }, Req<'ftSession'>>()('POST', '/ft/:context/session'),
  /** 202 `{ accepted: true }`. */
  ftError: row<{ accepted: true }, Req<'ftError'>>()('POST', '/ft/:context/error'),
} as const;
