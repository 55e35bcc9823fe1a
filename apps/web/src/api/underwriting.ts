/**
 * What underwriting found (the row UNDERWRITING_ENDPOINTS.underwriting): the facts the hold, review,
 * recovery and decline screens explain, through the one client. Kept out of endpoints.ts so that
 * only those lazily loaded screens carry it.
 */
import { UNDERWRITING_ENDPOINTS as E } from '@heloc/core/contract';
import { call } from './call';

export const underwritingApi = {
  facts: (uuid: string) => call(E.underwriting, { params: { uuid } }),
};
