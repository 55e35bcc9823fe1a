/** `@heloc/core/testing`: generators for property tests and fuzzing. Needs fast-check. */
export {
  arbCataloguedPathname,
  arbChatLinkAttack,
  arbCondition,
  arbConditions,
  arbFallbackEvent,
  arbFallbackFacts,
  arbHeloc,
  arbMachineState,
  arbOpenRedirectPayload,
  arbPathname,
  arbProfile,
  arbSearch,
  arbServerState,
  arbStatus,
  arbUsState,
  arbUuid,
  OPEN_REDIRECT_PAYLOADS,
} from './arbitraries.js';
export { CORE_PROPERTIES } from './properties.js';
