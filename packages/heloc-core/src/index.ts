/**
 * @heloc/core — the HELOC rules, framework-free. Named exports only (no `export *`).
 */
export { BASE_PATH, PRODUCT_TYPE, POLL_BASE_DELAY_MS, POLL_MAX_DELAY_MS, POLL_SETTLED_ATTEMPTS, POLL_WAITING_ATTEMPTS, SCREEN_LOAD_RETRY_CAP, KEPT_REDIRECT_QUERY_PARAM, RETRY_ATTEMPTS, RETRY_INITIAL_DELAY_MS, SESSION_ESTABLISH_RETRIES, MAX_VISIBLE_TOASTS, LIVE_REGION_CLEAR_DELAY_MS, LOADER_FADE_OUT_MS, COPY_TOOLTIP_MS, ADDRESS_COPY_TOOLTIP_HOVER_DELAY_MS, SURVEY_CALLBACK_DELAY_MS, PROCESSING_MODAL_TIMEOUT_MS, MODAL_MAX_HEIGHT_PX, WALLET_TIMEOUT_MS, CONDITIONS_POLL_MS, ORIGINATOR_CACHE_MS, STATUS_STALE_TIME_MS, CHAT_HISTORY_SIZE, CHAT_LIVE_SESSION_MS, CHATBOT_SESSION_MS, CHAT_NONCE_REFRESH_MS, CHAT_OPEN_STATUS_POLL_MS, CHAT_WEBSOCKET_PING_MS, CHAT_WEBSOCKET_LIFETIME_MS, CHAT_NAME_MAX, CHAT_EMAIL_MAX, CHATBOT_FEEDBACK_DETAIL_MAX, CEO_MESSAGE_MIN, CEO_MESSAGE_MAX, NOTIFICATIONS_PAGE_SIZE, NOTIFICATIONS_UNREAD_MAX, DATE_DISPLAY_FORMAT, DATE_ISO_FORMAT, INVALID_DATE_LABEL, CURRENCY, LOCALE, CURRENCY_DECIMALS, PERCENT_DECIMALS, VALUATION_FEE_NO_AVM, MANUAL_NOTARIZATION_FEE, RECORDING_FEES_MIN, RECORDING_FEES_MAX, RECORDING_TAX_MIN_PER_100K, RECORDING_TAX_MAX_PER_100K, LOAN_AMOUNT_MIN, LOAN_AMOUNT_MAX, APR_MIN_PERCENT, APR_MAX_PERCENT, ORIGINATION_FEE_MAX_PERCENT, APPROVAL_MINUTES, FUNDING_BUSINESS_DAYS, TELEMETRY_LIBRARY_VERSION, TELEMETRY_SESSION_SAMPLING_PERCENT, SESSION_REPLAY_SAMPLING_PERCENT, DEFAULT_IDENTITY_MODE, DEFAULT_SUPPORT_PHONE, MOBILE_BREAKPOINT, COLOR_SHADE_MIN, COLOR_SHADE_MAX, WALLET_ADDRESS_SHORTEN_ABOVE, WALLET_ADDRESS_HEAD, WALLET_ADDRESS_TAIL, RELATIVE_TIME_MAX_WEEKS, DEFAULT_PAYSTUBS_REQUIRED, BANK_MASK_LENGTH, ALL_STATES_COUNT, STORAGE_KEYS, FLAGS, DEFAULT_MAINTENANCE_MESSAGE, DEFAULT_MAINTENANCE_TITLE } from './constants.js';
export { WAITING_STATES, GEN_STATES, FINAL_TITLE_STATES, BPO_ESTIMATE_STATES, BPO_ORDER_STATES, BPO_PROCESSING_STATES, CREDIT_LOCKED_STATES, PROPERTY_NOT_FOUND_STATES, LIEN_VERIFICATION_STATES, FUNDING_STATES, SERVER_STATES, isKnownServerState, PENDING_STATES, TERMINAL_STATES, WAITING_PREFIX, serverStateKind } from './server-states.js';
export type { ServerState, ServerStateKind } from './server-states.js';
export { ID_FRONT_DOCUMENT_TYPES, DOCUMENT_TYPES, ID_KINDS, EMPLOYMENT_TYPES, PAY_TYPES, BYPASS_VALUES, VERIFICATION_STATUSES, BPO_STATUSES, PROPERTY_CONDITIONS, TITLE_STATUSES, UW_DECISIONS, UW_SUB_DECISIONS, INCOME_SOURCE_TYPES, RATE_TYPES, PARTNER_PROGRAMS, CHECKLIST_STATUSES, TOAST_VARIANTS, CLIENT_PROGRESS, PROGRESS_STATUSES } from './enums.js';
export type { DocumentType, EmploymentType, PayType, VerificationStatus, BpoStatus, PropertyCondition, TitleStatus, UwDecision, UwSubDecision, IncomeSourceType, ChecklistStatus, ToastVariant, ClientProgress } from './enums.js';
export type { Address, HelocDocument, IncomeSource, BankAccount, ApplicationStatus, HelocSigner, Consent, Heloc, ProfileAddress, CreditPull, PersonName, Profile, Condition, Notification, OperatingHoursEntry, LoanOriginatorDisplayInfo } from './entities.js';
export { APP_SCREEN_PATHS, FALLBACK_ONLY_PATHS, TOP_LEVEL_PATHS, SIGNER_PATHS, REDIRECTING_INDEXES, SIGNER_INDEX_TARGET, SIGNER_CONDITIONS_INDEX, SITE_ROOT, DASHBOARD_PATH, LOGIN_PATH, SIGNER_LOGIN_PATH, REGISTER_PATH, SITE_PAGES, PUBLIC_PAGES, SHELL_LINKS, LEAVE_SURVEY_SCREENS, REGISTRATION_STEPS, appScreenUrl, fillPattern, topLevelUrl, conditionsUrl, matchRoute, applicationUuidFromPath, allAppScreenPaths, isCataloguedScreen } from './routes.js';
export type { AppScreenPattern, FallbackOnlyPath, AppScreenPath, TopLevelPath, SignerPath, RegistrationStep, CataloguedRoute } from './routes.js';
export { SERVER_STATE_RULES, serverStateRule, screenForServerState, resolveServerState, NO_REROUTE_SCREEN, shouldRoute } from './screen-map.js';
export type { ScreenPathOrRoot, ScreenVariant, ServerStateRule, ScreenTarget, ServerStateResolution } from './screen-map.js';
export { pollDelayMs, maxPollAttempts, exhaustedPollingState, nextPoll, retryDelayMs, shouldRetry, retryDecision, SESSION_ERROR_MESSAGE, SESSION_ERROR_STATUS, sessionEstablishDecision, isScreenLoadError, screenLoadRetry } from './polling.js';
export type { PollDecision, RetryDecision, ScreenLoadDecision } from './polling.js';
export { keepOnlyPopWebchat, siteRedirect, isAllowedRedirectUrl, loginUrl, postLoginTarget, loginRedirectFor, isUnauthenticatedResponse, isNotAcceptingApplications, parseMaintenanceRoutes, maintenanceRouteMatches, maintenanceFor } from './redirects.js';
export type { Redirect, AcceptanceSettings, MaintenanceFlag, MaintenancePage } from './redirects.js';
export { FALLBACK_GUARDS, FALLBACK_GUARD_NAMES, describeGuard, evaluateGuard } from './fallback-guards.js';
export type { FallbackFacts, GuardDefinition, FallbackGuardName } from './fallback-guards.js';
export { FALLBACK_EVENT_TYPES, FALLBACK_EVENT_DESCRIPTIONS, fallbackMachine } from './fallback-machine.js';
export type { FallbackContext, FallbackEventType, FallbackEvent, FallbackMachine } from './fallback-machine.js';
export { MACHINE_STATE_SCREENS, FALLBACK_MACHINE_STATES, screenForMachineState } from './machine-screen.js';
export type { MachineScreenRow, ScreenedMachineState, FallbackMachineState, MachineScreenTarget } from './machine-screen.js';
export { MESSAGES } from './messages.js';
export { CONDITIONS_CATALOGUE, visibleConditions, paystubsRequired, uploadLabel, bankMask, conditionText, conditionLocation } from './conditions.js';
export type { ConditionCategory } from './conditions.js';
export { isAdditionalSigner, canReadCoDeedStatus, shouldLoadSignerConditions, showDashboardLink, isAuthenticated, loanOfficerCardTitle, originatorUuid, isCryptoVisitor } from './people.js';
export { PROGRESS_LABELS, ENOTARY_LABEL, MANUAL_NOTARY_LABEL, COMPLETE_STEP, progressStep, progressLabels, stepperView, progressForScreen, showOfferPanel, monthlyPayment, offerDetails, shouldSkipContactStep, registrationSteps, isRegistrationStep, registrationStepFor, nextRegistrationStep, previousRegistrationStep, registrationStepper } from './progress.js';
export type { StepperView, OfferDetails, KnownContact, RegistrationStepperGroup } from './progress.js';
export { formatAddress, formatPhone, phoneDigits, shortenWalletAddress, formatCurrency, formatPercent, formatDate, formatIsoDate, parseDisplayDate, ageOn, formatRelativeTime, joinErrorMessages, errorMessageFromBody, isUuid, formatFileSize, formatHoursRange, isWeekendEntry } from './format.js';
export { CHAT_MODES, chatProvider, CHAT_LINK_HOSTS, isAllowedChatLink, linkifyChatText, CHAT_ATTACHMENT_EXTENSIONS, isAllowedChatAttachment, canSendChatMessage, chatKeyAction, CHATBOT_FEEDBACK_REASONS, CEO_FEEDBACK_TOPICS } from './chat.js';
export type { ChatMode, ChatProvider } from './chat.js';
export { requiredString, chatPreEngagementSchema, chatPreEngagementDevSchema, chatbotFeedbackSchema, ceoFeedbackFormSchema, ceoFeedbackSchema, ceoFeedbackFromForm } from './schemas.js';
export type { ChatPreEngagement, ChatbotFeedback, CeoFeedbackForm, CeoFeedback } from './schemas.js';
export { fallbackMachineGraph, fallbackMachineMermaid } from './machine-graph.js';
export type { MachineGraphNode, MachineGraphEdge, MachineGraph } from './machine-graph.js';
export { renderRoutingDoc } from './routing-doc.js';
