/** `@heloc/core/testing`: generators for property tests and fuzzing. Needs fast-check. */
export {
  arbPageViews,
  arbCataloguedPathname,
  arbChatLinkAttack,
  arbStepCall,
  arbConditions,
  arbSignerMarks,
  arbFallbackEvent,
  arbFallbackFacts,
  arbHeloc,
  arbIsoCalendarDate,
  arbMachineState,
  arbOpenRedirectPayload,
  arbPathname,
  arbSearch,
  arbServerState,
  arbUuid,
  OPEN_REDIRECT_PAYLOADS,
  STEP_BODY_ARBITRARIES,
} from './arbitraries.js';
export { CORE_PROPERTIES } from './properties.js';
export { arbOfferBasis, arbOfferChangeFacts, arbCounterofferFacts, arbLienFacts } from './arbitraries.js';
