/**
 * The closing's and underwriting's reads (rows of the contract, endpoints.ts), for the application's
 * owner: the insurance owed and its review, the funding's progress, and what underwriting found.
 * insurancePath, fundingPath and underwritingPath fill these rows.
 */
import type { FundingStatus } from '../closing/funding-status.js';
import { APPLICATION_API_PATH as APP } from '../constants.js';
import type { InsuranceStatus } from '../underwriting/insurance.js';
import type { UnderwritingResponse } from '../underwriting/underwriting.js';
import { row } from './endpoints.js';

export const CLOSING_ENDPOINTS = {
  insuranceStatus: row<InsuranceStatus>()('GET', `${APP}/:uuid/insurance`),
  fundingStatus: row<FundingStatus>()('GET', `${APP}/:uuid/funding`),
} as const;

export const UNDERWRITING_ENDPOINTS = {
  underwriting: row<UnderwritingResponse>()('GET', `${APP}/:uuid/underwriting`),
} as const;
