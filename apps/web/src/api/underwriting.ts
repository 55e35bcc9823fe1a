/**
 * What underwriting found (GET underwritingPath): the facts the hold, review, recovery and decline
 * screens explain, through the one client. Kept out of endpoints.ts so that only those lazily
 * loaded screens carry it.
 */
import { underwritingPath, type UnderwritingResponse } from '@heloc/core';
import { http } from '../lib/http-client';

export const underwritingApi = {
  facts: (uuid: string) => http.get<UnderwritingResponse>(underwritingPath(uuid)),
};
