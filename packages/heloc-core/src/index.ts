/**
 * @heloc/core — the HELOC rules, framework-free. Named exports only (no `export *`).
 */
export {
  BASE_PATH,
  PRODUCT_TYPE,
  POLL_BASE_DELAY_MS,
  POLL_MAX_DELAY_MS,
  POLL_SETTLED_ATTEMPTS,
  POLL_WAITING_ATTEMPTS,
  QUIET_REFRESH_MS,
  SCREEN_LOAD_RETRY_CAP,
  KEPT_REDIRECT_QUERY_PARAM,
  RETRY_ATTEMPTS,
  RETRY_INITIAL_DELAY_MS,
  SESSION_ESTABLISH_RETRIES,
  MAX_VISIBLE_TOASTS,
  LIVE_REGION_CLEAR_DELAY_MS,
  LOADER_FADE_OUT_MS,
  ROUTE_PRELOAD_WAIT_MS,
  FIRST_PAINT_MAX_WAIT_MS,
  COPY_TOOLTIP_MS,
  ADDRESS_COPY_TOOLTIP_HOVER_DELAY_MS,
  SURVEY_CALLBACK_DELAY_MS,
  PROCESSING_MODAL_TIMEOUT_MS,
  WALLET_TIMEOUT_MS,
  CONDITIONS_POLL_MS,
  ORIGINATOR_CACHE_MS,
  STATUS_STALE_TIME_MS,
  REQUEST_TIMEOUT_MS,
  MAINTENANCE_FLAG_STALE_MS,
  NOTIFICATIONS_STALE_MS,
  PHONE_HOURS_STALE_MS,
  PROCESSING_MESSAGE_ROTATE_MS,
  CHAT_HISTORY_SIZE,
  CHAT_LIVE_SESSION_MS,
  CHATBOT_SESSION_MS,
  CHAT_NONCE_REFRESH_MS,
  CHAT_OPEN_STATUS_POLL_MS,
  CHAT_WEBSOCKET_PING_MS,
  CHAT_NAME_MAX,
  CHAT_EMAIL_MAX,
  CHATBOT_FEEDBACK_DETAIL_MAX,
  CEO_MESSAGE_MIN,
  CEO_MESSAGE_MAX,
  NOTIFICATIONS_PAGE_SIZE,
  NOTIFICATIONS_UNREAD_MAX,
  INVALID_DATE_LABEL,
  CURRENCY,
  LOCALE,
  CURRENCY_DECIMALS,
  PERCENT_DECIMALS,
  VALUATION_FEE_NO_AVM,
  MANUAL_NOTARIZATION_FEE,
  RECORDING_FEES_MIN,
  RECORDING_FEES_MAX,
  RECORDING_TAX_MIN_PER_100K,
  RECORDING_TAX_MAX_PER_100K,
  LOAN_AMOUNT_MIN,
  LOAN_AMOUNT_MAX,
  APR_MIN_PERCENT,
  APR_MAX_PERCENT,
  ORIGINATION_FEE_MAX_PERCENT,
  APPROVAL_MINUTES,
  FUNDING_BUSINESS_DAYS,
  TELEMETRY_LIBRARY_VERSION,
  MOBILE_BREAKPOINT,
  WALLET_ADDRESS_SHORTEN_ABOVE,
  WALLET_ADDRESS_HEAD,
  WALLET_ADDRESS_TAIL,
  RELATIVE_TIME_MAX_WEEKS,
  DEFAULT_PAYSTUBS_REQUIRED,
  BANK_MASK_LENGTH,
  ALL_STATES_COUNT,
  STORAGE_KEYS,
  FLAGS,
  DEFAULT_MAINTENANCE_MESSAGE,
  DEFAULT_MAINTENANCE_TITLE,
  THROTTLED_RETRY_ATTEMPTS,
  THROTTLED_RETRY_MAX_MS,
  TOAST_AUTO_CLOSE_MS,
  NOTIFICATIONS_POLL_MS,
  RELATIVE_TIME_TICK_MS,
} from './constants.js';
export {
  WAITING_STATES,
  FINAL_TITLE_STATES,
  BPO_ESTIMATE_STATES,
  BPO_ORDER_STATES,
  BPO_PROCESSING_STATES,
  CREDIT_LOCKED_STATES,
  PROPERTY_NOT_FOUND_STATES,
  LIEN_VERIFICATION_STATES,
  FUNDING_STATES,
  CLOSING_STATE_ORDER,
  statesFrom,
  statesBetween,
  SERVER_STATES,
  isKnownServerState,
  PENDING_STATES,
  TERMINAL_STATES,
  WAITING_PREFIX,
  serverStateKind,
  propertyMatchProblem,
} from './journey/server-states.js';
export type { ServerState, ServerStateKind, PropertyMatchProblem } from './journey/server-states.js';
export {
  ID_FRONT_DOCUMENT_TYPES,
  DOCUMENT_TYPES,
  ID_KINDS,
  EMPLOYMENT_TYPES,
  PAY_TYPES,
  VERIFICATION_STATUSES,
  BPO_STATUSES,
  PROPERTY_CONDITIONS,
  TITLE_STATUSES,
  UW_DECISIONS,
  UW_SUB_DECISIONS,
  INCOME_SOURCE_TYPES,
  CHECKLIST_STATUSES,
  EMPLOYMENT_TYPE_LABELS,
  employmentLabel,
} from './enums.js';
export type {
  DocumentType,
  EmploymentType,
  PayType,
  VerificationStatus,
  BpoStatus,
  PropertyCondition,
  TitleStatus,
  UwDecision,
  UwSubDecision,
  IncomeSourceType,
  ChecklistStatus,
  ToastVariant,
  ClientProgress,
} from './enums.js';
export type {
  Address,
  IncomeSource,
  BankAccount,
  ApplicationStatus,
  Heloc,
  Profile,
  Condition,
  Notification,
  OperatingHoursEntry,
  LoanOriginatorDisplayInfo,
} from './entities.js';
export {
  APP_SCREEN_PATHS,
  FALLBACK_ONLY_PATHS,
  TOP_LEVEL_PATHS,
  SIGNER_PATHS,
  SITE_ROOT,
  DASHBOARD_PATH,
  AGENT_CONSOLE_PATH,
  LOGIN_PATH,
  FORGOT_PASSWORD_PATH,
  RESET_PASSWORD_PATH,
  HANDOFF_PATH,
  HANDOFF_FRAGMENT_KEY,
  SIGNER_LOGIN_PATH,
  REGISTER_PATH,
  SITE_PAGES,
  SIBLING_APP_SHELL_PATHS,
  siblingAppUrl,
  SHELL_LINKS,
  LEAVE_SURVEY_SCREENS,
  REGISTRATION_STEPS,
  appScreenUrl,
  fillPattern,
  topLevelUrl,
  conditionsUrl,
  matchRoute,
  applicationUuidFromPath,
  allAppScreenPaths,
  isCataloguedScreen,
  screenFolder,
  screenCatalogue,
  screenForFolder,
  screenRoutePath,
  screenAtPath,
} from './journey/routes.js';
export type {
  AppScreenPattern,
  FallbackOnlyPath,
  AppScreenPath,
  SignerPath,
  RegistrationStep,
  ScreenEntry,
} from './journey/routes.js';
export {
  SERVER_STATE_RULES,
  serverStateRule,
  screenForServerState,
  resolveServerState,
  shouldRoute,
  COMPANION_SCREENS,
  isCompanionScreen,
  isConditionScreen,
} from './journey/screen-map.js';
export type { ScreenVariant } from './journey/screen-map.js';
export {
  pollDelayMs,
  maxPollAttempts,
  exhaustedPollingState,
  nextPoll,
  pollAttempt,
  isScreenWaitingState,
  quietRefreshDelayMs,
  applicationRefreshMs,
  retryDelayMs,
  shouldRetry,
  retryDecision,
  sessionEstablishDecision,
  isScreenLoadError,
  screenLoadRetry,
  retryAfterSeconds,
  throttledRetryDecision,
  throttledRetryNotice,
} from './journey/polling.js';
export type { PollDecision } from './journey/polling.js';
export {
  keepOnlyPopWebchat,
  withKeptQuery,
  siteRedirect,
  isAllowedRedirectUrl,
  loginUrl,
  postLoginTarget,
  loginRedirectFor,
  isUnauthenticatedResponse,
  isNotAcceptingApplications,
  parseMaintenanceRoutes,
  maintenanceRouteMatches,
  maintenanceFor,
} from './journey/redirects.js';
export type { MaintenanceFlag } from './journey/redirects.js';
export { FALLBACK_GUARDS, FALLBACK_GUARD_NAMES, describeGuard, evaluateGuard } from './journey/fallback-guards.js';
export type { FallbackFacts, FallbackGuardName } from './journey/fallback-guards.js';
export { FALLBACK_EVENT_TYPES, FALLBACK_EVENT_DESCRIPTIONS, fallbackMachine } from './journey/fallback-machine.js';
export type { FallbackEventType, FallbackEvent } from './journey/fallback-machine.js';
export { MACHINE_STATE_SCREENS, FALLBACK_MACHINE_STATES, screenForMachineState } from './journey/machine-screen.js';
export type { FallbackMachineState } from './journey/machine-screen.js';
export { MESSAGES } from './messages.js';
export {
  PASSWORD_TOO_EASY,
  PASSWORD_ALL_WHITESPACE,
  passwordStrengthProblem,
  passwordUserInputs,
} from './identity/password-rule.js';
export {
  CONDITIONS_CATALOGUE,
  visibleConditions,
  paystubsRequired,
  uploadLabel,
  bankMask,
  conditionText,
  conditionLocation,
  CONDITIONS_MESSAGES,
  conditionStatus,
  conditionAction,
  conditionCard,
  conditionsDashboard,
  newConditions,
  conditionAnnouncement,
  openCondition,
} from './conditions/conditions.js';
export type {
  ConditionCategory,
  ConditionStatus,
  ConditionRecord,
  ConditionCard,
  ConditionsDashboard,
} from './conditions/conditions.js';
export type { SignerStanding } from './closing/people.js';
export {
  isAdditionalSigner,
  signerStanding,
  canReadCoDeedStatus,
  shouldLoadSignerConditions,
  showDashboardLink,
  shellHomePath,
  isAuthenticated,
  loanOfficerCardTitle,
  originatorUuid,
  isCryptoVisitor,
} from './closing/people.js';
export {
  PROGRESS_LABELS,
  ENOTARY_LABEL,
  MANUAL_NOTARY_LABEL,
  COMPLETE_STEP,
  progressStep,
  progressLabels,
  stepperView,
  progressForScreen,
  showOfferPanel,
  monthlyPayment,
  offerDetails,
  originationFee,
  shouldSkipContactStep,
  registrationSteps,
  isRegistrationStep,
  registrationStepFor,
  openableRegistrationStep,
  nextRegistrationStep,
  previousRegistrationStep,
  registrationStepper,
} from './journey/progress.js';
export type { StepperView, OfferDetails, RegistrationStepperGroup } from './journey/progress.js';
export {
  formatAddress,
  formatPhone,
  phoneDigits,
  shortenWalletAddress,
  formatCurrency,
  formatPercent,
  formatDate,
  formatIsoDate,
  parseDisplayDate,
  ageOn,
  formatRelativeTime,
  joinErrorMessages,
  errorMessageFromBody,
  isUuid,
  formatFileSize,
  formatHoursRange,
  operatingHoursLines,
  isWeekendEntry,
  passwordFieldError,
} from './format.js';
export {
  CHAT_MODES,
  chatProvider,
  isAllowedChatLink,
  linkifyChatText,
  CHAT_ATTACHMENT_EXTENSIONS,
  isAllowedChatAttachment,
  canSendChatMessage,
  chatKeyAction,
  CHATBOT_FEEDBACK_REASONS,
  CEO_FEEDBACK_TOPICS,
} from './chat/chat.js';
export type { ChatMode } from './chat/chat.js';
export {
  CHAT_PATHS,
  CHAT_SURVEY_QUESTION,
  CHAT_SURVEY_RATINGS,
  CHAT_TOKEN_HEADER,
  CS_AGENT_TYPE,
  CHAT_HELLO_TIMEOUT_MS,
  CHAT_MISSED_PINGS,
  CHAT_TEXT_MAX,
  CHAT_ATTACHMENTS_MAX,
  CHAT_CLOSE,
  CHAT_ATTACHMENT_TYPES,
  CHAT_ATTACHMENT_ACCEPT,
  CHAT_MESSAGES,
  formatChatFileSize,
  chatAttachmentProblem,
  CHAT_ACTIVE_CONTENT,
  chatReconnectDelay,
  chatTimeline,
  chatResumePoint,
} from './chat/chat-live.js';
export type {
  ChatSender,
  ChatConversationStatus,
  ChatAttachmentRef,
  ChatMessage,
  ChatClientFrame,
  ChatServerFrame,
  ChatOutboxItem,
} from './chat/chat-live.js';
export { CHAT_CONNECTION_VIEW, chatConnectionMachine, chatConnectionState } from './chat/connection-machine.js';
export { chatRefetchInterval } from './chat/chat-polls.js';
export { journeyNavigationMachine } from './journey/navigation-machine.js';
export type {
  ChatConnectionEvent,
  ChatConnectionView,
  ChatSocketCommand,
} from './chat/connection-machine.js';
export {
  CHATBOT_PATHS,
  CHATBOT_QUESTION_MAX,
  CHATBOT_TEXT,
  chatbotQuestionSchema,
  chatbotFeedbackBodySchema,
  keepChatbotHistory,
  chatbotSession,
  chatbotStatusAnswer,
} from './chat/chatbot.js';
export type {
  ChatbotReply,
  ChatbotHistory,
  ChatbotFollowUp,
  ChatbotAnswer,
  ChatbotQuestion,
  ChatbotFeedbackBody,
} from './chat/chatbot.js';
export {
  GEOLOCATION_TIMEOUT_MS,
  GEOLOCATION_MAX_AGE_MS,
  signingLocationSchema,
  signingLocationFrom,
  formatSigningLocation,
  LOCATION_TEXTS,
} from './closing/signing-location.js';
export type { SigningLocation, LocationAsk } from './closing/signing-location.js';
export { chatSkill, chatDevChoice, liveChatMode, chatInitBody } from './chat/chat-routing.js';
export { takeFeatureAttributes } from './chat/feature-attributes.js';
export type { ChatInitBody } from './chat/chat-routing.js';
export {
  requiredString,
  firstIssueOnly,
  chatPreEngagementSchema,
  chatPreEngagementDevSchema,
  chatbotFeedbackSchema,
  ceoFeedbackFormSchema,
  ceoFeedbackSchema,
  ceoFeedbackFromForm,
} from './schemas.js';
export type { ChatbotFeedback, CeoFeedbackForm, CeoFeedback } from './schemas.js';
export { decideScreen } from './journey/journey.js';
export type { JourneyDecision } from './journey/journey.js';
export { showPrivacyOptions, analyticsAllowed } from './shell/privacy.js';
export {
  US_STATES,
  propertySchema,
  annualIncomeInputSchema,
  phoneSchema,
  emailSchema,
  passwordSchema,
  nameSchema,
  birthdateSchema,
  annualIncomeSchema,
  ssnSchema,
  isAbaRoutingNumber,
  routingNumberSchema,
  accountNumberSchema,
  SALE_STATUSES,
  SALE_STATUS_LABELS,
  LISTED_FOR_SALE_MESSAGE,
  HMDA_DECLINE,
  HMDA_ETHNICITIES,
  HMDA_RACES,
  HMDA_SEXES,
  hmdaSchema,
  notLicensedMessage,
  submissionConsentSchema,
} from './forms.js';
export { notificationsView } from './shell/notifications.js';
export {
  NOTIFICATION_MOMENTS,
  NOTIFICATION_MOMENT_TEXT,
  momentOfTransition,
  momentNotification,
} from './shell/notification-moments.js';
export type { NotificationMoment } from './shell/notification-moments.js';
// The step table itself is the contract's (`@heloc/core/contract`, decision 082).
export { APPLICATION_API_PATH, BPO_FEE_REQUIRED_MESSAGE } from './contract/steps.js';
export {
  ACCEPTED_UPLOAD_TYPES,
  UPLOAD_ACCEPT,
  MAX_UPLOAD_FILES,
  UPLOAD_MAX_BYTES_DEFAULT,
  ACTIVE_CONTENT,
  PDF_ENCRYPT_KEY,
  UPLOAD_MESSAGES,
  uploadProblem,
  SELECTION_MESSAGES,
  selectionProblem,
} from './conditions/uploads.js';
export type { UploadFacts, UploadProblem } from './conditions/uploads.js';
export {
  LINKABLE_INCOME_SOURCES,
  isLinkableIncomeSource,
  linkProvider,
  linkSessionBodySchema,
  linkSessionsPath,
  linkInFlightPath,
  linkReturnPath,
  LINK_RETURN_PARAMS,
  LINK_ERROR_CODES,
  isLinkErrorCode,
  LINK_ERROR_MESSAGES,
  linkErrorMessage,
  SANDBOX_LINK_USERS,
  SANDBOX_MFA_CODE,
  SANDBOX_DOWN_INSTITUTION,
  SANDBOX_TOKENIZED_INSTITUTION,
  INCOME_SOURCE_LABELS,
  isIncomeSourceType,
  linkRefusal,
} from './linking/linking.js';
export type {
  LinkPurpose,
  LinkableIncomeSource,
  LinkProvider,
  LinkSessionBody,
  LinkSession,
  LinkErrorCode,
  LinkInFlight,
  BankLinkStep,
} from './linking/linking.js';
export {
  CLOSING_DOCUMENT_KINDS,
  CLOSING_DOCUMENTS,
  closingDocument,
  DOCUMENTS_TO_SIGN,
  disclosuresPath,
  disclosurePdfPath,
  disclosuresResponseSchema,
  SIGN_ESIGN_MESSAGE,
  SIGN_UNOPENED_MESSAGE,
  signatureSchema,
  initialsSchema,
  signDocumentsSchema,
  APPLICATION_SCREEN_DISCLOSURES,
  applicationDisclosuresPath,
  esignSamplePath,
  esignDemonstrationPath,
  ESIGN_CODE_LENGTH,
  ESIGN_CODE_WRONG_MESSAGE,
  esignDemonstrationSchema,
  SUBMIT_DISCLOSURES_NOT_GIVEN_MESSAGE,
  SUBMIT_ESIGN_NOT_SHOWN_MESSAGE,
} from './closing/closing-documents.js';
export type { ClosingDocumentKind, GivenAt, DisclosureEntry, Signature } from './closing/closing-documents.js';
export {
  RESCISSION_BUSINESS_DAYS,
  fundingDates,
  isRescissionBusinessDay,
  isBankingDay,
  addDays,
  weekday,
} from './closing/funding.js';
export type { IsoDate, HolidayCalendar } from './closing/funding.js';
export {
  INCOMPLETE_NOTICE_AFTER_DAYS,
  counselingListDueBy,
  incompleteNoticeIsDue,
  incompleteNoticeRespondBy,
  nonrefundableFeeFrom,
  mayImposeNonrefundableFee,
  disclosureTimings,
  lateDisclosures,
} from './closing/disclosure-timing.js';
export type { DisclosureFacts, DisclosureTiming } from './closing/disclosure-timing.js';
export {
  linkShares,
  incomeLinkScreen,
  retryLinkBody,
  linkStep,
  LINK_NOT_IN_THIS_TAB_MESSAGE,
  linkReturnOutcome,
  ASSET_COUNT_SHARE,
  countAsset,
  countAssets,
  linkOriginScreen,
  pendingFromServer,
} from './linking/link-screens.js';
export type {
  IncomeLinkView,
  PendingLinkFacts,
  LinkStep,
  LinkReturnOutcome,
  LinkedAssetAccount,
} from './linking/link-screens.js';
export {
  ID_KIND_DOCUMENTS,
  isIdKind,
  idDocumentSides,
  idSidesForFrontType,
  idFileCount,
  ID_SIDE_LABELS,
  ID_PHOTO_TIPS,
  IDENTITY_MESSAGES,
  handoffWatchDelay,
  handoffLink,
  handoffExpiryText,
} from './identity/identity-capture.js';
export type { IdKind, IdFrontType, IdSide } from './identity/identity-capture.js';
export {
  HANDOFF_TTL_MS,
  handoffTokenFromHash,
  HANDOFF_MESSAGES,
  handoffBodySchema,
  handoffRedeemBodySchema,
} from './identity/handoff.js';
export type { HandoffCreated, HandoffRedeemed } from './identity/handoff.js';
export {
  BANK_MESSAGES,
  ACCOUNT_TYPE_LABELS,
  accountLast4,
  accountLabel,
  accountTypeLabel,
  disburseView,
  canAutopayFromDisbursement,
  manualAccountFormSchema,
  manualAccountBody,
  ACH_AUTHORIZATION_VERSION,
  ACH_ACCEPT_LABEL,
  achAuthorization,
  autopayView,
  canConfirmAccounts,
  AUTOPAY_CHOSEN_TEXT,
} from './linking/bank.js';
export type {
  ShownBankAccount,
  DisburseView,
  ManualAccountForm,
  AchAuthorization,
  AutopayView,
} from './linking/bank.js';
export { employerSchema, EMPLOYER_CONTACT_REQUIRED } from './underwriting/employer.js';
export { isIncomeUploadType, incomeUpload, incomeReview } from './underwriting/income.js';
export type { IncomeUpload, StatedIncome, IncomeReview } from './underwriting/income.js';
export {
  ATTORNEY_STATES,
  IN_PERSON_ONLY_STATES,
  isAttorneyState,
  ronAvailable,
  notaryInPerson,
  closingPath,
  closingOffices,
  officeSigningAddress,
  OFFICE_ONLY_MESSAGE,
  signingPlaceProblem,
} from './next-steps/closing-path.js';
export type { ClosingOffice, ClosingPath, ClosingPathKind } from './next-steps/closing-path.js';
export { closingPlaceNote, countyLabel, deedRecorder, zoneName } from './next-steps/place.js';
export type { PropertyPlaceFacts } from './next-steps/place.js';
export {
  COSIGNER_NOT_BOOKED,
  nextSteps,
  nextStepHref,
  onDecidedScreen,
  ON_THIS_STEP,
} from './next-steps/timeline.js';
export type { NextStep, NextStepAction, NextStepWho } from './next-steps/timeline.js';
export { timeToCash } from './next-steps/time-to-cash.js';
export type { TimeToCash } from './next-steps/time-to-cash.js';
export { nextStepsFacts, readsSigningTimes } from './next-steps/schedule.js';
export type { NextStepsFacts, NextStepsRecord } from './next-steps/schedule.js';
export {
  RON_UNAVAILABLE_MESSAGE,
  localParts,
  zonedIso,
  zoneAbbreviation,
  formatNotaryTime,
  formatNotaryClock,
  NOTARY_SLOT_TIMES,
  NOTARY_TIME_MESSAGES,
  isNotaryDay,
  notaryDateRange,
  NOTARY_APPOINTMENT_MINUTES,
  notaryDateProblem,
  notaryTimeProblem,
  sandboxSlotTaken,
  sandboxNotarySlots,
  slotsNear,
  notaryChangeBodySchema,
  notaryCancelBodySchema,
  NOTARY_SESSION_STAGES,
  NOTARY_SESSION_MESSAGES,
  notarySessionExpiresAt,
  notarySessionAt,
  actOnNotarySession,
  notarySessionPollMs,
  notarySessionProgress,
  notarySessionActionBodySchema,
  notaryIntroView,
  ATTORNEY_REVIEW_TEXT,
  NOTARY_ERROR_REASONS,
  notaryErrorReason,
  notaryScheduleFormSchema,
  notaryScheduleBody,
} from './closing/notary.js';
export type {
  NotarySlotDay,
  NotarySlotsResponse,
  NotarySessionStage,
  NotarySessionAction,
  NotarySessionRecord,
  NotarySessionResponse,
  NotaryIntroView,
  NotaryErrorReason,
  NotaryScheduleForm,
  SigningPlaceForm,
} from './closing/notary.js';
/* An additional signer's own notary visit (decision 089, amendment 4). */
export {
  coSignerVisits,
  laterSlotsAround,
  SIGNER_NOTARY_MESSAGES,
  signerBooksVisit,
  signerNotaryBody,
  signerNotaryFormSchema,
  signerNotaryFormValues,
  signerNotaryProblem,
  signerVisitDone,
  slotInZone,
  slotsFromDay,
  visitPlace,
} from './closing/signer-notary.js';
export type {
  CoSignerVisit,
  SignerNotaryBody,
  SignerNotaryBooking,
  SignerNotaryForm,
  SignerNotaryResponse,
  SigningAddress,
} from './closing/signer-notary.js';
export {
  isSpecialFloodHazardArea,
  requiredInsuranceProofs,
  missingInsuranceProofs,
  INSURANCE_REQUIREMENTS,
  FLOOD_HAZARD_NOTICE,
  insuranceMissingMessage,
  mortgageeClause,
  insurancePath,
  insuranceStatusSchema,
  INSURANCE_REVIEW_LABELS,
  proofsToUpload,
  FLOOD_CERT_TEXT,
} from './underwriting/insurance.js';
export type {
  InsuranceProofType,
  MortgageeClause,
  InsuranceReviewStatus,
  InsuranceProof,
  InsuranceStatus,
} from './underwriting/insurance.js';
export { timeZoneForState, dateInZone, propertyTimeZone, type PropertyZoneFacts } from './time-zones.js';
export {
  fundingPath,
  rescissionStartDate,
  closingHoldUntil,
  formatLongDate,
  fundingChecklist,
  HOW_TO_CANCEL,
  completeView,
} from './closing/funding-status.js';
export type { FundingStatus, CompleteInput, CompleteView, OwedBeforeFunding } from './closing/funding-status.js';
export { formatDateTime, vaultRow, vaultGroups } from './closing/disclosure-vault.js';
export type { VaultRow, VaultGroup } from './closing/disclosure-vault.js';
export {
  signersPath,
  signerPath,
  signerResendPath,
  signerSignPath,
  SIGNERS_POLL_MS,
  SIGNER_RESEND_LIMIT,
  SIGNER_RESEND_WINDOW_MS,
  SIGNER_MESSAGES,
  SIGNER_ESIGN_CONSENT_TEXT,
  inviteSignerSchema,
  signerSignSchema,
  signerSignFormSchema,
  signerSignBody,
  signerProgress,
  formatStageTime,
  isWaitingForSigners,
  allSignersSigned,
  signersPollMs,
  signersStatusWatchMs,
  signerApplication,
  SIGNER_APPLICATION_PARAM,
} from './closing/signers.js';
export type {
  InviteSignerBody,
  SignerSignBody,
  SignerSignForm,
  SignerEntry,
  SignersResponse,
} from './closing/signers.js';
export {
  finalOfferTerms,
  signingIntroAction,
  canSignNote,
  signdocsView,
  signingProgress,
  supportHoursNow,
  signFormSchema,
  adoptedSignature,
  screenExplainsWait,
  NOTE_PREPARING_MESSAGES,
  processingMessagesFor,
  afterFinalOfferAccepted,
} from './closing/signing.js';
export type { FinalOfferTerms, SigndocsView, SupportHoursNow } from './closing/signing.js';
export {
  LEAVE_SURVEY_DELAY_MS,
  LEAVE_SURVEY_DETAIL_MAX,
  LEAVE_SURVEY_TEXT,
  LEAVE_SURVEY_REASONS,
  leaveSurveyAnswerSchema,
  leaveSurveyPath,
  leaveSurveyScreen,
  intentOfLink,
  isExitIntent,
  leaveSurveySeenKey,
  shouldShowLeaveSurvey,
} from './shell/leave-survey.js';
export type { LeaveSurveyScreen, LeaveSurveyAnswer, LeaveIntent } from './shell/leave-survey.js';
export {
  underwritingPath,
  CREDIT_BUREAUS,
  DECLINE_REASONS,
  ECOA_AGENCIES,
  OFFER_CHANGE_REASONS,
  LIEN_KINDS,
  OWNERSHIP_TYPES,
  underwritingResponseSchema,
} from './underwriting/underwriting.js';
export type {
  CreditBureau,
  DeclineReason,
  DeclineKind,
  EcoaAgency,
  DecisionFacts,
  CreditFreezeFacts,
  OfferBasis,
  OfferChangeReason,
  CounterofferFacts,
  OfferChangeFacts,
  LienKind,
  Lien,
  CreditInquiry,
  LienFacts,
  PayoffFacts,
  ValuationFacts,
  DelinquencyFacts,
  OwnershipType,
  OwnershipFacts,
  UnderwritingResponse,
} from './underwriting/underwriting.js';
export {
  HOLD_WATCH_MS,
  HOLD_KINDS,
  formatTypicalTime,
  holdKindOf,
  holdView,
  TEXAS_VALUATION_REASON,
  valuationOrderView,
  bpoOrderFormSchema,
  ESTIMATED_VALUE_MAX,
  ESTIMATE_GUIDANCE,
  estimatedValueFormSchema,
  payoffView,
  DELINQUENCY_EXPLANATION_MAX,
  delinquencyIntro,
  DELINQUENCY_TEXT,
  delinquencyFormSchema,
  charactersLeft,
  OWNERSHIP_LABELS,
  OWNERSHIP_TEXT,
  ownershipView,
  ownershipFormSchema,
  optionalFilesProblem,
  valuationDetails,
} from './conditions/holds.js';
export type { HoldView, ValuationOrderView, PayoffView, OwnershipView } from './conditions/holds.js';
export {
  CREDIT_BUREAU_CONTACTS,
  CREDIT_BUREAU_NAMES,
  ECOA_AGENCY_CONTACTS,
  DECLINE_REASON_TEXT,
  MAX_PRINCIPAL_REASONS,
  ECOA_NOTICE_TEXT,
  COUNTEROFFER_ACTION_TAKEN,
  adverseActionNotice,
  counterofferNotice,
} from './underwriting/adverse-action.js';
export type {
  LenderContact,
  BureauContact,
  AdverseActionNotice,
  CounterofferNotice,
} from './underwriting/adverse-action.js';
export {
  FREEZE_LIFT_WAYS,
  PIN_MESSAGES,
  creditPinFormSchema,
  RETRY_AFTER_LIFT_LABEL,
  creditFreezeView,
} from './underwriting/credit-freeze.js';
export type { FreezeLiftWay, CreditFreezeView } from './underwriting/credit-freeze.js';
export { manualReviewView } from './conditions/manual-review.js';
export type { ManualReviewView } from './conditions/manual-review.js';
export {
  SIBLING_APPS,
  siblingApp,
  isAllowedExternalLink,
  privacyLink,
  SITE_TEXT_PAGES,
  SITE_PAGE_TABLE,
  sitePageUrl,
  todaysHours,
  COMMUNICATION_CHANNELS,
  DEFAULT_COMMUNICATION_PREFERENCES,
} from './journey/site-pages.js';
export {
  accountDetailsSchema,
  changePasswordSchema,
  SETTINGS_MESSAGES,
} from './shell/settings.js';
export type { SiteTextPage, CommunicationPreferences } from './journey/site-pages.js';
export type { AccountDetails } from './shell/settings.js';
export {
  dueReminders,
  textsAllowed,
  REMINDER_FREQUENCIES,
  DEFAULT_REMINDER_FREQUENCY,
} from './reminders/rules.js';
export type {
  ReminderKind,
  ReminderChannel,
  ReminderFrequency,
  SentReminder,
  DueReminder,
} from './reminders/rules.js';
export { reminderMessage, reminderPath } from './reminders/messages.js';
export {
  smsKeyword,
  smsKeywordReply,
  smsUnknownReply,
  textConsentText,
  normalisePhone,
  isQuietHour,
  nextTextWindow,
} from './reminders/texts.js';
export type { SmsKeyword } from './reminders/texts.js';
export { TEXT_CONSENT_MESSAGES, textConsentLine } from './reminders/settings.js';
export type { CommunicationSettings, CommunicationSettingsBody } from './reminders/settings.js';
export {
  OFFER_CHANGE_FIELDS,
  OFFER_CHANGE_HEADLINES,
  ordinalPosition,
  lienPositionLabel,
  offerChangeView,
  WINBACK_TEXT,
  offerSelectionContext,
} from './underwriting/offer-change.js';
export type { OfferChangeView, OfferSelectionContext } from './underwriting/offer-change.js';
export {
  LIEN_ANSWERS,
  LIEN_MAX_ADDED,
  LIEN_ATTESTATION_MESSAGES,
  LIEN_ATTESTATION_TEXT,
  lienAttestationView,
  lienAttestationInitial,
  lienAttestationFormSchema,
  lienAttestationBody,
} from './underwriting/lien-attestation.js';
export type { LienAttestationForm, LienAttestationBody } from './underwriting/lien-attestation.js';
export { merchantReviewView } from './underwriting/merchant-review.js';
export type { MerchantReviewView } from './underwriting/merchant-review.js';
export {
  signerIdentityPath,
  signerDocumentsPath,
  signerDocumentPdfPath,
  SIGNER_DOCUMENT_KINDS,
  isSignerDocumentKind,
  signerDocumentsRead,
  SIGNER_AREA_MESSAGES,
  isSignerApplicationWithdrawn,
  signerRedirect,
  signerNextScreen,
  signerConditionsEnabled,
  signerConditionLocation,
  isSignerIdCondition,
} from './closing/signer-area.js';
export type {
  SignerDocumentKind,
  SignerDocumentEntry,
  SignerDocumentsResponse,
  SignerAreaScreen,
} from './closing/signer-area.js';
export {
  TELEMETRY_EVENTS,
  telemetryDedupeKey,
  experimentProfileSync,
  EXPERIMENTS,
  experimentVariant,
  experimentByKey,
  CONTACT_REASSURANCE_TEXT,
} from './shell/telemetry-events.js';
export type { TelemetryEventName, ExperimentName, ExperimentVariant } from './shell/telemetry-events.js';
export { parseTelemetrySessionKey, usableTelemetrySession } from './shell/telemetry-session.js';
export {
  BROKER_USER_TYPE,
  identityBrokerKind,
  identityBrokerPaths,
  IDENTITY_APPLICATION_HEADER,
  IDENTITY_APPLICATION_NAME,
  brokerUserFromLegacy,
  logoutTarget,
} from './identity/identity-broker.js';
export type { IdentityBrokerKind, BrokerUser, LegacyIdentity } from './identity/identity-broker.js';
export { DASHBOARD_TEXT, dashboardEntry, dashboardEntries } from './journey/dashboard.js';
export type { DashboardApplication, DashboardTone } from './journey/dashboard.js';
export { funnel, funnelCsv, funnelScreen, sessionPaths, stopRate } from './journey/funnel.js';
export type { PageViewEvent, Funnel } from './journey/funnel.js';
export {
  SERVER_STATE_PLACEMENTS,
  fallbackStateForRecord,
  restoreFallbackState,
  fallbackSnapshotAt,
  FALLBACK_START_STATE,
} from './journey/fallback-restore.js';
export {
  MAX_DTI_PERCENT,
  VERIFIED_INCOME_COUNTEROFFER_REASONS,
  lineQualifyingPayment,
  qualifyingDtiPercent,
  maxLineForIncome,
  reunderwriteOnVerifiedIncome,
} from './underwriting/verified-income.js';
export type { ReunderwriteOutcome } from './underwriting/verified-income.js';
