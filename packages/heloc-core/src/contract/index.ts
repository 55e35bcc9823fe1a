/**
 * The contract's door (`@heloc/core/contract`): every call the browser makes, declared once for
 * the app that calls it and the server that answers it — the endpoint table (name → method, path
 * template, the types it sends and answers) and the wire types both sides read (issue 24, decision
 * 082). The journey's write steps are the step table (JOURNEY_STEPS, still behind `@heloc/core`).
 */
export { ENDPOINTS, endpointPath } from './endpoints.js';
export type {
  Endpoint,
  EndpointBody,
  EndpointName,
  EndpointResponse,
  HttpMethod,
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
