/**
 * The closing reads of insurance/* and complete, through the one client. Kept out of endpoints.ts
 * so that only the lazily loaded closing screens carry them.
 */
import { fundingPath, insurancePath, type FundingStatus, type InsuranceStatus } from '@heloc/core';
import { http } from '../lib/http-client';

export const closingApi = {
  insurance: (uuid: string) => http.get<InsuranceStatus>(insurancePath(uuid)),
  funding: (uuid: string) => http.get<FundingStatus>(fundingPath(uuid)),
};
