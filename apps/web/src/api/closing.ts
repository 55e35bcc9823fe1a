/**
 * The closing reads of insurance/* and complete (rows of the contract, CLOSING_ENDPOINTS), through
 * the one client. Kept out of endpoints.ts so that only the lazily loaded closing screens carry them.
 */
import { CLOSING_ENDPOINTS as E } from '@heloc/core/contract';
import { call } from './call';

export const closingApi = {
  insurance: (uuid: string) => call(E.insuranceStatus, { params: { uuid } }),
  funding: (uuid: string) => call(E.fundingStatus, { params: { uuid } }),
};
