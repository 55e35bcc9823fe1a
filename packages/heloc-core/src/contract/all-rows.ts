/**
 * Every endpoint table of the contract, by its name, and all their rows in one object: what the
 * server registers its routes from (`onEndpoint`, decision 085) and what the contract's tests walk.
 * The app never imports this module — it would carry every table into the first screen; a page
 * imports only its area's table (decision 082).
 */
import { ACCOUNT_ENDPOINTS } from './account-endpoints.js';
import { CHAT_CALLS } from './chat-calls.js';
import { CHAT_ENDPOINTS } from './chat-endpoints.js';
import { CHATBOT_CALLS } from './chatbot-calls.js';
import { CLOSING_ENDPOINTS, UNDERWRITING_ENDPOINTS } from './closing-endpoints.js';
import { CONDITION_ENDPOINTS } from './condition-endpoints.js';
import { ENDPOINTS } from './endpoints.js';
import { LEAVE_SURVEY_ENDPOINTS } from './leave-survey-endpoints.js';
import { LINK_ENDPOINTS } from './link-endpoints.js';
import { NOTARY_ENDPOINTS } from './notary-endpoints.js';
import { SIGNER_ENDPOINTS } from './signer-endpoints.js';
import { TELEMETRY_ENDPOINTS } from './telemetry-endpoints.js';
import { VAULT_ENDPOINTS } from './vault-endpoints.js';

/** Each table under the name the door exports it by (the api's OpenAPI test checks none is missing). */
export const ENDPOINT_TABLES = {
  ENDPOINTS,
  ACCOUNT_ENDPOINTS,
  CHAT_ENDPOINTS,
  CONDITION_ENDPOINTS,
  LINK_ENDPOINTS,
  NOTARY_ENDPOINTS,
  SIGNER_ENDPOINTS,
  VAULT_ENDPOINTS,
  CHAT_CALLS,
  CHATBOT_CALLS,
  LEAVE_SURVEY_ENDPOINTS,
  TELEMETRY_ENDPOINTS,
  CLOSING_ENDPOINTS,
  UNDERWRITING_ENDPOINTS,
} as const;

/** Every row, by its name (the names are distinct across the tables: the endpoints test). */
export const ALL_ROWS = {
  ...ENDPOINTS,
  ...ACCOUNT_ENDPOINTS,
  ...CHAT_ENDPOINTS,
  ...CONDITION_ENDPOINTS,
  ...LINK_ENDPOINTS,
  ...NOTARY_ENDPOINTS,
  ...SIGNER_ENDPOINTS,
  ...VAULT_ENDPOINTS,
  ...CHAT_CALLS,
  ...CHATBOT_CALLS,
  ...LEAVE_SURVEY_ENDPOINTS,
  ...TELEMETRY_ENDPOINTS,
  ...CLOSING_ENDPOINTS,
  ...UNDERWRITING_ENDPOINTS,
} as const;
