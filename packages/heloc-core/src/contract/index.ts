/**
 * The contract's door (`@heloc/core/contract`): every call the browser makes, declared once for
 * the app that calls it and the server that answers it — the endpoint tables (name → method, path
 * template, the types it sends and answers; one table per area, so a page loads only its rows; the
 * schema each row's body is validated with in ENDPOINT_REQUESTS, decision 085), the journey's write
 * steps (JOURNEY_STEPS: name, method, path, request schema, the event it produces) and the wire types
 * both sides read (issue 24, decision 082).
 */
export { JOURNEY_STEPS, journeyStep, isStepName, stepSchema, stepRequest, stepEvent } from './steps.js';
export type { StepRow, StepName, MultipartStepName, JsonStepName, StepBody, StepOutput } from './steps.js';
export { ENDPOINTS, endpointPath } from './endpoints.js';
export { ACCOUNT_ENDPOINTS } from './account-endpoints.js';
export { CHAT_ENDPOINTS } from './chat-endpoints.js';
export { CONDITION_ENDPOINTS } from './condition-endpoints.js';
export { NOTARY_ENDPOINTS } from './notary-endpoints.js';
export { LINK_ENDPOINTS } from './link-endpoints.js';
export { SIGNER_ENDPOINTS } from './signer-endpoints.js';
export { VAULT_ENDPOINTS } from './vault-endpoints.js';
export { CHAT_CALLS } from './chat-calls.js';
export { CHATBOT_CALLS } from './chatbot-calls.js';
export { LEAVE_SURVEY_ENDPOINTS } from './leave-survey-endpoints.js';
export { TELEMETRY_ENDPOINTS } from './telemetry-endpoints.js';
export { CLOSING_ENDPOINTS, UNDERWRITING_ENDPOINTS } from './closing-endpoints.js';
export type { AgentConversation, ChatInit } from './chat-calls.js';
/** Every table and every row at once: the server's (the app imports its area's table only). */
export { ALL_ROWS, ENDPOINT_TABLES } from './all-rows.js';
/** The rows' request schemas: the server's (the app's code never imports them; its rows hold their types). */
export { ENDPOINT_REQUESTS } from './requests.js';
export type { JsonRequestName, RequestBody, RequestOutput } from './requests.js';
export type {
  Endpoint,
  EndpointBody,
  EndpointResponse,
  PathParamName,
  PathParams,
} from './endpoints.js';
export type {
  Application,
  ApplicationSummary,
  CoDeedStatus,
  FeedbackEntry,
  Offer,
  OrgData,
  OriginatorBrand,
  SiteText,
  Status,
} from './wire.js';
