/**
 * The conditions service (what underwriting still needs): rows of the contract (endpoints.ts);
 * conditions.ts's path builders fill them.
 */
import type { ConditionRecord } from '../conditions/conditions.js';
import { row } from './endpoints.js';
import type { RequestBody as Req } from './requests.js';

export const CONDITION_ENDPOINTS = {
  conditions: row<ConditionRecord[]>()(
    'GET',
    '/service-conditions/external/api/v1/applications/:uuid/conditions/external-applicants',
  ),
  /** Multipart: the repeatable field `file`. */
  conditionDocuments: row<{ conditionUuid: string }>()(
    'POST',
    '/service-conditions/external/api/v1/applications/:uuid/conditions/:conditionUuid/documents',
  ),
  conditionPhone: row<{ conditionUuid: string }, Req<'conditionPhone'>>()(
    'PUT',
    '/service-conditions/external/api/v1/applications/:uuid/conditions/:conditionUuid/phone-number',
  ),
} as const;
