/**
 * The leave-survey's answer (shared-surfaces §2; a row of the contract, endpoints.ts): why the
 * borrower left from an armed screen. leaveSurveyPath (shell/leave-survey.ts) fills this row.
 */
import { APPLICATION_API_PATH as APP } from '../constants.js';
import { row } from './endpoints.js';
import type { RequestBody as Req } from './requests.js';

export const LEAVE_SURVEY_ENDPOINTS = {
  /** 202 `{ accepted: true }`; owner only, limited per application. */
  leaveSurvey: row<{ accepted: true }, Req<'leaveSurvey'>>()('POST', `${APP}/:uuid/leave-survey`),
} as const;
