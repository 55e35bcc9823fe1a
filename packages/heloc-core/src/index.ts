/**
 * @heloc/core — the HELOC rules, framework-free. Named exports only (no `export *`).
 */
export { BASE_PATH, PRODUCT_TYPE, POLL_BASE_DELAY_MS, POLL_MAX_DELAY_MS, POLL_SETTLED_ATTEMPTS, POLL_WAITING_ATTEMPTS, QUIET_REFRESH_MS, SCREEN_LOAD_RETRY_CAP, KEPT_REDIRECT_QUERY_PARAM, RETRY_ATTEMPTS, RETRY_INITIAL_DELAY_MS, SESSION_ESTABLISH_RETRIES, MAX_VISIBLE_TOASTS, LIVE_REGION_CLEAR_DELAY_MS, LOADER_FADE_OUT_MS, COPY_TOOLTIP_MS, ADDRESS_COPY_TOOLTIP_HOVER_DELAY_MS, SURVEY_CALLBACK_DELAY_MS, PROCESSING_MODAL_TIMEOUT_MS, MODAL_MAX_HEIGHT_PX, WALLET_TIMEOUT_MS, CONDITIONS_POLL_MS, ORIGINATOR_CACHE_MS, STATUS_STALE_TIME_MS, REQUEST_TIMEOUT_MS, MAINTENANCE_FLAG_STALE_MS, NOTIFICATIONS_STALE_MS, PHONE_HOURS_STALE_MS, PROCESSING_MESSAGE_ROTATE_MS, CHAT_HISTORY_SIZE, CHAT_LIVE_SESSION_MS, CHATBOT_SESSION_MS, CHAT_NONCE_REFRESH_MS, CHAT_OPEN_STATUS_POLL_MS, CHAT_WEBSOCKET_PING_MS, CHAT_WEBSOCKET_LIFETIME_MS, CHAT_NAME_MAX, CHAT_EMAIL_MAX, CHATBOT_FEEDBACK_DETAIL_MAX, CEO_MESSAGE_MIN, CEO_MESSAGE_MAX, NOTIFICATIONS_PAGE_SIZE, NOTIFICATIONS_UNREAD_MAX, DATE_DISPLAY_FORMAT, DATE_ISO_FORMAT, INVALID_DATE_LABEL, CURRENCY, LOCALE, CURRENCY_DECIMALS, PERCENT_DECIMALS, VALUATION_FEE_NO_AVM, MANUAL_NOTARIZATION_FEE, RECORDING_FEES_MIN, RECORDING_FEES_MAX, RECORDING_TAX_MIN_PER_100K, RECORDING_TAX_MAX_PER_100K, LOAN_AMOUNT_MIN, LOAN_AMOUNT_MAX, APR_MIN_PERCENT, APR_MAX_PERCENT, ORIGINATION_FEE_MAX_PERCENT, APPROVAL_MINUTES, FUNDING_BUSINESS_DAYS, TELEMETRY_LIBRARY_VERSION, TELEMETRY_SESSION_SAMPLING_PERCENT, SESSION_REPLAY_SAMPLING_PERCENT, DEFAULT_IDENTITY_MODE, DEFAULT_SUPPORT_PHONE, MOBILE_BREAKPOINT, COLOR_SHADE_MIN, COLOR_SHADE_MAX, WALLET_ADDRESS_SHORTEN_ABOVE, WALLET_ADDRESS_HEAD, WALLET_ADDRESS_TAIL, RELATIVE_TIME_MAX_WEEKS, DEFAULT_PAYSTUBS_REQUIRED, BANK_MASK_LENGTH, ALL_STATES_COUNT, STORAGE_KEYS, FLAGS, DEFAULT_MAINTENANCE_MESSAGE, DEFAULT_MAINTENANCE_TITLE, THROTTLED_RETRY_ATTEMPTS, THROTTLED_RETRY_MAX_MS, TOAST_AUTO_CLOSE_MS, NOTIFICATIONS_POLL_MS, RELATIVE_TIME_TICK_MS } from './constants.js';
export { WAITING_STATES, GEN_STATES, FINAL_TITLE_STATES, BPO_ESTIMATE_STATES, BPO_ORDER_STATES, BPO_PROCESSING_STATES, CREDIT_LOCKED_STATES, PROPERTY_NOT_FOUND_STATES, LIEN_VERIFICATION_STATES, FUNDING_STATES, SERVER_STATES, isKnownServerState, PENDING_STATES, TERMINAL_STATES, WAITING_PREFIX, serverStateKind, propertyMatchProblem } from './server-states.js';
export type { ServerState, ServerStateKind, PropertyMatchProblem } from './server-states.js';
export { ID_FRONT_DOCUMENT_TYPES, DOCUMENT_TYPES, ID_KINDS, EMPLOYMENT_TYPES, PAY_TYPES, BYPASS_VALUES, VERIFICATION_STATUSES, BPO_STATUSES, PROPERTY_CONDITIONS, TITLE_STATUSES, UW_DECISIONS, UW_SUB_DECISIONS, INCOME_SOURCE_TYPES, RATE_TYPES, PARTNER_PROGRAMS, CHECKLIST_STATUSES, TOAST_VARIANTS, CLIENT_PROGRESS, PROGRESS_STATUSES, EMPLOYMENT_TYPE_LABELS, employmentLabel } from './enums.js';
export type { DocumentType, EmploymentType, PayType, VerificationStatus, BpoStatus, PropertyCondition, TitleStatus, UwDecision, UwSubDecision, IncomeSourceType, ChecklistStatus, ToastVariant, ClientProgress } from './enums.js';
export type { Address, HelocDocument, IncomeSource, BankAccount, ApplicationStatus, HelocSigner, Consent, Heloc, ProfileAddress, CreditPull, PersonName, Profile, Condition, Notification, OperatingHoursEntry, LoanOriginatorDisplayInfo } from './entities.js';
export { APP_SCREEN_PATHS, FALLBACK_ONLY_PATHS, TOP_LEVEL_PATHS, SIGNER_PATHS, REDIRECTING_INDEXES, SIGNER_INDEX_TARGET, SIGNER_CONDITIONS_INDEX, SITE_ROOT, DASHBOARD_PATH, AGENT_CONSOLE_PATH, LOGIN_PATH, FORGOT_PASSWORD_PATH, RESET_PASSWORD_PATH, HANDOFF_PATH, HANDOFF_FRAGMENT_KEY, SIGNER_LOGIN_PATH, REGISTER_PATH, SITE_PAGES, SIBLING_APP_PATH, SIBLING_APP_SHELL_PATHS, siblingAppUrl, PUBLIC_PAGES, SHELL_LINKS, LEAVE_SURVEY_SCREENS, REGISTRATION_STEPS, appScreenUrl, fillPattern, topLevelUrl, conditionsUrl, matchRoute, applicationUuidFromPath, allAppScreenPaths, isCataloguedScreen, SITE_SCREEN_PATHS, screenFolder, screenCatalogue, screenForFolder, screenRoutePath } from './routes.js';
export type { AppScreenPattern, FallbackOnlyPath, AppScreenPath, TopLevelPath, SignerPath, RegistrationStep, CataloguedRoute, SiteScreenPath, ScreenEntry } from './routes.js';
export { SERVER_STATE_RULES, serverStateRule, screenForServerState, resolveServerState, NO_REROUTE_SCREEN, shouldRoute, COMPANION_SCREENS, CONDITION_ACTION_SCREENS, isCompanionScreen, isConditionScreen } from './screen-map.js';
export type { ScreenPathOrRoot, ScreenVariant, ServerStateRule, ScreenTarget, ServerStateResolution } from './screen-map.js';
export { pollDelayMs, maxPollAttempts, exhaustedPollingState, nextPoll, pollAttempt, SCREEN_WAITING_STATES, isScreenWaitingState, quietRefreshDelayMs, retryDelayMs, shouldRetry, retryDecision, SESSION_ERROR_MESSAGE, SESSION_ERROR_STATUS, sessionEstablishDecision, isScreenLoadError, screenLoadRetry, retryAfterSeconds, throttledRetryDecision, throttledRetryNotice } from './polling.js';
export type { PollDecision, RetryDecision, ScreenLoadDecision } from './polling.js';
export { keepOnlyPopWebchat, withKeptQuery, siteRedirect, isAllowedRedirectUrl, loginUrl, postLoginTarget, loginRedirectFor, isUnauthenticatedResponse, isNotAcceptingApplications, parseMaintenanceRoutes, maintenanceRouteMatches, maintenanceFor } from './redirects.js';
export type { Redirect, AcceptanceSettings, MaintenanceFlag, MaintenancePage } from './redirects.js';
export { FALLBACK_GUARDS, FALLBACK_GUARD_NAMES, describeGuard, evaluateGuard } from './fallback-guards.js';
export type { FallbackFacts, GuardDefinition, FallbackGuardName } from './fallback-guards.js';
export { FALLBACK_EVENT_TYPES, FALLBACK_EVENT_DESCRIPTIONS, fallbackMachine } from './fallback-machine.js';
export type { FallbackContext, FallbackEventType, FallbackEvent, FallbackMachine } from './fallback-machine.js';
export { MACHINE_STATE_SCREENS, FALLBACK_MACHINE_STATES, screenForMachineState } from './machine-screen.js';
export type { MachineScreenRow, ScreenedMachineState, FallbackMachineState, MachineScreenTarget } from './machine-screen.js';
export { MESSAGES } from './messages.js';
export { PASSWORD_MIN_SCORE, PASSWORD_TOO_EASY, PASSWORD_ALL_WHITESPACE, passwordStrengthProblem, passwordUserInputs, type PasswordEstimate } from './password-rule.js';
export { CONDITIONS_CATALOGUE, visibleConditions, paystubsRequired, uploadLabel, bankMask, conditionText, conditionLocation, CONDITION_STATUS_LABELS, CONDITION_TITLES, CONDITIONS_MESSAGES, CONDITION_REVIEW_MS, conditionStatus, conditionAction, conditionCard, conditionsDashboard, newConditions, conditionAnnouncement, openCondition, conditionsListPath, conditionDocumentsPath, conditionPhonePath } from './conditions.js';
export type { ConditionCategory, ConditionStatus, ConditionRecord, ConditionAction, ConditionCard, ConditionsDashboard } from './conditions.js';
export type { SignerStanding } from './people.js';
export { isAdditionalSigner, signerStanding, canReadCoDeedStatus, shouldLoadSignerConditions, showDashboardLink, shellHomePath, isAuthenticated, loanOfficerCardTitle, originatorUuid, isCryptoVisitor } from './people.js';
export { PROGRESS_LABELS, ENOTARY_LABEL, MANUAL_NOTARY_LABEL, COMPLETE_STEP, progressStep, progressLabels, stepperView, progressForScreen, showOfferPanel, monthlyPayment, offerDetails, originationFee, shouldSkipContactStep, registrationSteps, isRegistrationStep, registrationStepFor, openableRegistrationStep, nextRegistrationStep, previousRegistrationStep, registrationStepper } from './progress.js';
export type { StepperView, OfferDetails, KnownContact, RegistrationStepperGroup } from './progress.js';
export { formatAddress, formatPhone, phoneDigits, shortenWalletAddress, formatCurrency, formatPercent, formatDate, formatIsoDate, parseDisplayDate, ageOn, formatRelativeTime, joinErrorMessages, errorMessageFromBody, isUuid, formatFileSize, formatHoursRange, operatingHoursLines, isWeekendEntry, passwordFieldError } from './format.js';
export type { HoursLine } from './format.js';
export { CHAT_MODES, chatProvider, CHAT_LINK_HOSTS, isAllowedChatLink, linkifyChatText, CHAT_ATTACHMENT_EXTENSIONS, isAllowedChatAttachment, canSendChatMessage, chatKeyAction, CHATBOT_FEEDBACK_REASONS, CEO_FEEDBACK_TOPICS } from './chat.js';
export type { ChatMode, ChatProvider } from './chat.js';
export { CHAT_PATHS, CHAT_SURVEY_QUESTION, CHAT_SURVEY_RATINGS, CHAT_TOKEN_HEADER, CS_AGENT_TYPE, CHAT_HELLO_TIMEOUT_MS, CHAT_MISSED_PINGS, CHAT_TEXT_MAX, CHAT_ATTACHMENTS_MAX, CHAT_CLOSE, CHAT_ATTACHMENT_TYPES, CHAT_ATTACHMENT_ACCEPT, CHAT_MESSAGES, formatChatFileSize, chatAttachmentProblem, CHAT_ACTIVE_CONTENT, chatReconnectDelay, chatTimeline, chatResumePoint } from './chat-live.js';
export type { ChatSender, ChatConversationStatus, ChatAttachmentRef, ChatMessage, ChatClientFrame, ChatServerFrame, ChatAttachmentFacts, ChatOutboxItem } from './chat-live.js';
export { CHATBOT_PATHS, CHATBOT_FOLLOW_UPS, CHATBOT_QUESTION_MAX, CHATBOT_TEXT, chatbotQuestionSchema, chatbotFeedbackBodySchema, keepChatbotHistory, chatbotSession, chatbotStatusAnswer } from './chatbot.js';
export type { ChatbotMessage, ChatbotReply, ChatbotHistory, ChatbotFollowUp, ChatbotAnswer, ChatbotQuestion, ChatbotFeedbackBody, ChatbotSession } from './chatbot.js';
export { GEOLOCATION_TIMEOUT_MS, GEOLOCATION_MAX_AGE_MS, signingLocationSchema, signingLocationFrom, formatSigningLocation, LOCATION_TEXTS } from './signing-location.js';
export type { SigningLocation, LocationAsk } from './signing-location.js';
export { CHAT_TAG, CHAT_SKILLS, chatSkill, chatWelcomeMessage, FEATURE_ATTRIBUTE_PARAMS, takeFeatureAttributes, CHAT_DEV_PARAMS, chatDevChoice, liveChatMode, chatInitBody } from './chat-routing.js';
export type { ChatSkill, ChatDevChoice, ChatInitBody } from './chat-routing.js';
export { requiredString, firstIssueOnly, chatPreEngagementSchema, chatPreEngagementDevSchema, chatbotFeedbackSchema, ceoFeedbackFormSchema, ceoFeedbackSchema, ceoFeedbackFromForm } from './schemas.js';
export type { ChatPreEngagement, ChatbotFeedback, CeoFeedbackForm, CeoFeedback } from './schemas.js';
export { fallbackMachineGraph, fallbackMachineMermaid } from './machine-graph.js';
export type { MachineGraphNode, MachineGraphEdge, MachineGraph } from './machine-graph.js';
export { renderRoutingDoc } from './routing-doc.js';
export { decideScreen } from './journey.js';
export type { JourneyDecision } from './journey.js';
export { serverStateRouting, explainTransitions, stepFallback, whatIf, isFallbackMachineState, STEP_EVENTS, machineEventForServerState, FLOW_CHANNEL_NAME, isFlowLiveMessage } from './explorer.js';
export { showPrivacyOptions, analyticsAllowed } from './privacy.js';
export type { PrivacyInput } from './privacy.js';
export type { ServerStateRouting, CandidateTransition, EventExplanation, FallbackStep, WhatIf, FlowLiveMessage } from './explorer.js';
export { US_STATES, propertySchema, annualIncomeInputSchema, phoneSchema, emailSchema, passwordSchema, nameSchema, birthdateSchema, annualIncomeSchema, ssnSchema, isAbaRoutingNumber, routingNumberSchema, accountNumberSchema, SALE_STATUSES, SALE_STATUS_LABELS, LISTED_FOR_SALE_MESSAGE, HMDA_DECLINE, HMDA_ETHNICITIES, HMDA_RACES, HMDA_SEXES, hmdaSchema, notLicensedMessage, submissionConsentSchema } from './forms.js';
export { notificationsView } from './notifications.js';
export { NOTIFICATION_MOMENTS, NOTIFICATION_MOMENT_TEXT, momentOfTransition, momentNotification } from './notification-moments.js';
export type { NotificationMoment, MomentNotification } from './notification-moments.js';
export type { NotificationsView } from './notifications.js';
export { APPLICATION_API_PATH, JOURNEY_STEPS, journeyStep, isStepName, stepSchema, stepRequest, stepEvent, BPO_FEE_REQUIRED_MESSAGE, PAYOFF_AUTHORIZE_MESSAGE } from './steps.js';
export type { StepRow, JsonStepRow, MultipartStepRow, StepName, JourneyStep, MultipartStepName, JsonStepName, StepBody, StepOutput } from './steps.js';
export { ACCEPTED_UPLOAD_TYPES, UPLOAD_ACCEPT, MAX_UPLOAD_FILES, UPLOAD_MAX_BYTES_DEFAULT, UPLOAD_EXTENSIONS, UPLOAD_DECLARED_ALIASES, ACTIVE_CONTENT, PDF_ENCRYPT_KEY, UPLOAD_MESSAGES, uploadProblem, SELECTION_MESSAGES, selectionProblem } from './uploads.js';
export type { AcceptedUploadMime, UploadFacts, UploadProblem, UploadProblemKind } from './uploads.js';
export { LINK_PURPOSES, LINKABLE_INCOME_SOURCES, isLinkableIncomeSource, linkProvider, linkSessionBodySchema, linkSessionsPath, linkInFlightPath, BANK_LINK_STEPS, linkReturnPath, LINK_RETURN_PARAMS, LINK_ERROR_CODES, isLinkErrorCode, LINK_ERROR_MESSAGES, linkErrorMessage, SANDBOX_LINK_USERS, SANDBOX_MFA_CODE, SANDBOX_DOWN_INSTITUTION, SANDBOX_TOKENIZED_INSTITUTION, INCOME_SOURCE_LABELS, isIncomeSourceType, LINK_PURPOSE_STATES, linkRefusal } from './linking.js';
export type { LinkPurpose, LinkableIncomeSource, LinkProvider, LinkSessionBody, LinkSession, LinkErrorCode, LinkInFlight, BankLinkStep } from './linking.js';
export { CLOSING_DOCUMENT_KINDS, CLOSING_DOCUMENTS, CFPB_HELOC_BOOKLET_URL, closingDocument, DOCUMENTS_TO_SIGN, disclosuresPath, disclosurePdfPath, disclosureEntrySchema, disclosuresResponseSchema, SIGN_ESIGN_MESSAGE, SIGN_UNOPENED_MESSAGE, SIGNATURE_IMAGE_MAX_CHARS, signatureSchema, initialsSchema, signDocumentsSchema } from './closing-documents.js';
export type { ClosingDocumentKind, ClosingDocumentRow, GivenAt, SignedAt, DisclosureEntry, Signature, SignDocumentsBody } from './closing-documents.js';
export { RESCISSION_BUSINESS_DAYS, fundingDates, isRescissionBusinessDay, isBankingDay, addDays, weekday } from './funding.js';
export type { IsoDate, HolidayCalendar, FundingDates } from './funding.js';
export { LINK_PROVIDER_NAMES, LINK_SHARES, linkShares, LINK_NEEDS, incomeLinkScreen, retryLinkBody, linkStep, LINK_NOT_IN_THIS_TAB_MESSAGE, linkReturnOutcome, ASSET_COUNT_SHARE, ASSET_TYPE_LABELS, countAsset, countAssets, linkOriginScreen, pendingFromServer } from './link-screens.js';
export type { IncomeLinkView, PendingLinkFacts, LinkStep, LinkReturnOutcome, LinkedAssetAccount, CountedAsset } from './link-screens.js';
export { ID_KIND_DOCUMENTS, isIdKind, idDocumentSides, idSidesForFrontType, idFileCount, ID_SIDE_LABELS, ID_PHOTO_TIPS, IDENTITY_MESSAGES, HANDOFF_STATUS_POLL_MS, HANDOFF_WATCH_MAX_MS, handoffWatchDelay, handoffLink, handoffExpiryText } from './identity-capture.js';
export type { IdKind, IdFrontType, IdDocumentSides, IdSide } from './identity-capture.js';
export { HANDOFF_TTL_MS, handoffTokenFromHash, HANDOFF_MESSAGES, handoffBodySchema, handoffRedeemBodySchema, HANDOFF_API } from './handoff.js';
export type { HandoffCreated, HandoffRedeemed } from './handoff.js';
export { BANK_MESSAGES, ACCOUNT_TYPE_LABELS, accountLast4, accountLabel, accountTypeLabel, disburseView, canAutopayFromDisbursement, manualAccountFormSchema, manualAccountBody, ACH_AUTHORIZATION_VERSION, ACH_AUTHORIZATION_TITLE, ACH_ACCEPT_LABEL, ACH_REVOKE_BUSINESS_DAYS, achAuthorization, autopayView, canConfirmAccounts, AUTOPAY_CHOSEN_TEXT } from './bank.js';
export type { ShownBankAccount, AccountType, DisburseView, ManualAccountForm, AchAuthorization, AutopayView } from './bank.js';
export { employerSchema, EMPLOYER_CONTACT_REQUIRED } from './employer.js';
export { MANUAL_PAYSTUB_CONDITION, INCOME_UPLOAD_TYPES, isIncomeUploadType, paystubCondition, incomeUpload, incomeReview } from './income.js';
export type { IncomeUploadType, IncomeUpload, IncomeWay, StatedIncome, IncomeSourceRow, IncomeReview } from './income.js';
export { ATTORNEY_STATES, IN_PERSON_ONLY_STATES, isAttorneyState, ronAvailable, RON_UNAVAILABLE_MESSAGE, localParts, zonedIso, zoneAbbreviation, formatNotaryTime, formatNotaryClock, NOTARY_OPENS_HOUR, NOTARY_CLOSES_HOUR, NOTARY_APPOINTMENT_MINUTES, NOTARY_SLOT_STEP_MINUTES, NOTARY_MIN_BUSINESS_DAYS_AHEAD, NOTARY_MAX_DAYS_AHEAD, NOTARY_SLOT_TIMES, NOTARY_TIME_MESSAGES, isNotaryDay, notaryDateRange, notaryDateProblem, notaryTimeProblem, sandboxSlotTaken, sandboxNotarySlots, NOTARY_SLOT_DAYS, slotsNear, notarySlotsResponseSchema, notaryChangeBodySchema, notaryCancelBodySchema, NOTARY_SESSION_STAGES, NOTARY_SESSION_STAGE_IDS, NOTARY_SESSION_TTL_MINUTES, NOTARY_SESSION_ACTIONS, NOTARY_SESSION_MESSAGES, notarySessionExpiresAt, notarySessionAt, actOnNotarySession, NOTARY_SESSION_POLL_MS, notarySessionPollMs, notarySessionProgress, notarySessionResponseSchema, notarySessionActionBodySchema, notarySlotsPath, notarySessionPath, notarySessionActionsPath, notaryReservationChangePath, notaryReservationCancelPath, notaryIntroView, ATTORNEY_REVIEW_TEXT, NOTARY_ERROR_REASONS, notaryErrorReason, NOTARY_FORM_MESSAGES, notaryScheduleFormSchema, notaryScheduleBody } from './notary.js';
export type { NotarySlot, NotarySlotDay, NotarySlotsResponse, NotarySessionStage, NotarySessionAction, NotarySessionRecord, StepProgress, NotarySessionResponse, NotaryIntroMode, NotaryIntroInput, NotaryIntroView, NotaryErrorReason, NotaryScheduleForm } from './notary.js';
export { INSURANCE_PROOF_TYPES, isSpecialFloodHazardArea, requiredInsuranceProofs, missingInsuranceProofs, INSURANCE_REQUIREMENTS, FLOOD_HAZARD_NOTICE, insuranceMissingMessage, mortgageeClause, insurancePath, INSURANCE_REVIEW_STATUSES, floodDeterminationSchema, insuranceProofSchema, insuranceStatusSchema, INSURANCE_REVIEW_LABELS, proofsToUpload, FLOOD_CERT_TEXT } from './insurance.js';
export type { InsuranceProofType, InsuranceRequirementText, MortgageeClause, InsuranceReviewStatus, InsuranceProof, InsuranceStatus } from './insurance.js';
export { DEFAULT_TIME_ZONE, STATE_TIME_ZONES, timeZoneForState, dateInZone } from './time-zones.js';
export { fundingPath, directPayoffSchema, fundingStatusSchema, rescissionStartDate, formatLongDate, fundingChecklist, HOW_TO_CANCEL, completeView, owedBeforeFunding, COMPLETE_TEXT } from './funding-status.js';
export type { DirectPayoff, FundingStatus, FundingStep, CompleteInput, CompleteView, OwedBeforeFunding } from './funding-status.js';
export { VAULT_GROUPS, VAULT_COMES_WHEN, formatDateTime, vaultRow, vaultGroups } from './disclosure-vault.js';
export type { VaultGroupId, VaultRow, VaultGroup } from './disclosure-vault.js';
export { signersPath, signerPath, signerResendPath, signerSignPath, CO_DEED_STATUS_PATH, SIGNERS_POLL_MS, SIGNER_RESEND_LIMIT, SIGNER_RESEND_WINDOW_MS, SIGNER_MESSAGES, SIGNER_ESIGN_CONSENT_TEXT, inviteSignerSchema, signerSignSchema, signerSignFormSchema, signerSignBody, signerEntrySchema, signersResponseSchema, SIGNER_STAGES, SIGNER_STAGE_LABELS, signerProgress, formatStageTime, isWaitingForSigners, allSignersSigned, coDeedStatusSchema, signerApplication, SIGNER_APPLICATION_PARAM } from './signers.js';
export type { InviteSignerBody, SignerSignBody, SignerSignForm, SignerEntry, SignersResponse, SignerStage, SignerStageView, SignerProgress, CoDeedStatusEntry } from './signers.js';
export { finalOfferTerms, signingIntroAction, canSignNote, signdocsView, signingProgress, supportHoursNow, SUPPORT_HOURS_TIME_ZONE, signFormSchema, adoptedSignature, screenExplainsWait, NOTE_PREPARING_MESSAGES, processingMessagesFor, afterFinalOfferAccepted } from './signing.js';
export type { FinalOfferTerms, SigningProgress, SigndocsView, SupportHoursNow } from './signing.js';
export { LEAVE_SURVEY_DELAY_MS, LEAVE_SURVEY_DETAIL_MAX, LEAVE_SURVEY_TEXT, LEAVE_SURVEY_REASONS, leaveSurveyAnswerSchema, leaveSurveyPath, leaveSurveyScreen, intentOfLink, isExitIntent, leaveSurveySeenKey, shouldShowLeaveSurvey } from './leave-survey.js';
export type { LeaveSurveyScreen, LeaveSurveyReason, LeaveSurveyAnswer, LeaveIntent } from './leave-survey.js';
export { underwritingPath, CREDIT_BUREAUS, DECLINE_REASONS, DECLINE_KINDS, ECOA_AGENCIES, creditScoreFactsSchema, decisionFactsSchema, creditFreezeFactsSchema, offerBasisSchema, OFFER_CHANGE_REASONS, counterofferFactsSchema, offerChangeFactsSchema, LIEN_KINDS, lienSchema, creditInquirySchema, lienFactsSchema, payoffFactsSchema, VALUATION_KINDS, valuationFactsSchema, delinquencyFactsSchema, OWNERSHIP_TYPES, ownershipFactsSchema, underwritingResponseSchema } from './underwriting.js';
export type { CreditBureau, DeclineReason, DeclineKind, EcoaAgency, CreditScoreFacts, DecisionFacts, CreditFreezeFacts, OfferBasis, OfferChangeReason, CounterofferFacts, OfferChangeFacts, LienKind, Lien, CreditInquiry, LienFacts, PayoffFacts, ValuationKind, ValuationFacts, DelinquencyFacts, OwnershipType, OwnershipFacts, UnderwritingResponse } from './underwriting.js';
export { HOLD_WATCH_MS, HOLD_TIMES, HOLD_KINDS, formatTypicalTime, holdKindOf, holdView, TEXAS_VALUATION_REASON, FEE_PAYERS, valuationOrderView, bpoOrderFormSchema, ESTIMATED_VALUE_MIN, ESTIMATED_VALUE_MAX, ESTIMATE_GUIDANCE, estimatedValueFormSchema, payoffView, DELINQUENCY_EXPLANATION_MIN, DELINQUENCY_EXPLANATION_MAX, delinquencyIntro, DELINQUENCY_TEXT, delinquencyFormSchema, charactersLeft, OWNERSHIP_LABELS, OWNERSHIP_TEXT, VESTING_LABELS, ownershipView, ownershipFormSchema, optionalFilesProblem, OPTIONAL_FILES_MAX, valuationDetails } from './holds.js';
export type { TypicalTime, HoldKind, HoldView, ValuationOrderView, PayoffView, OwnershipView } from './holds.js';
export { CREDIT_BUREAU_CONTACTS, CREDIT_BUREAU_NAMES, ECOA_AGENCY_CONTACTS, DECLINE_REASON_TEXT, MAX_PRINCIPAL_REASONS, ECOA_NOTICE_TEXT, COUNTEROFFER_TITLE, COUNTEROFFER_ACTION_TAKEN, adverseActionNotice, counterofferNotice } from './adverse-action.js';
export type { LenderContact, BureauContact, ScoreDisclosure, AdverseActionNotice, CounterofferTerms, CounterofferNoticeInput, CounterofferNotice } from './adverse-action.js';
export { FREEZE_LIFT_WAYS, FREEZE_LIFT_TIMING, FREEZE_PIN_RULES, PIN_MESSAGES, creditPinFormSchema, PIN_ATTEMPTS_BEFORE_LIFT_FIRST, RETRY_AFTER_LIFT_LABEL, PIN_SUBMIT_LABEL, creditFreezeView } from './credit-freeze.js';
export type { FreezeLiftWay, CreditPinForm, CreditFreezeView, FreezeFallback } from './credit-freeze.js';
export { MANUAL_REVIEW_TYPICAL_TIME, MANUAL_REVIEW_CHECKS, MANUAL_REVIEW_MEANWHILE, manualReviewView } from './manual-review.js';
export type { ManualReviewView } from './manual-review.js';
export { SIBLING_APPS, siblingApp, EXTERNAL_LINK_HOSTS, isAllowedExternalLink, privacyLink, SITE_TEXT_PAGES, SITE_PAGE_TABLE, sitePageUrl, isSiteTextPage, OPERATING_HOURS_ZONE, weekdayAndMinutes, todaysHours, COMMUNICATION_CHANNELS, DEFAULT_COMMUNICATION_PREFERENCES } from './site-pages.js';
export { accountDetailsSchema, communicationPreferencesSchema, changePasswordSchema, SETTINGS_MESSAGES } from './settings.js';
export type { SiblingApp, SiteTextPage, SitePageKey, HoursEntry, CommunicationChannel, CommunicationPreferences } from './site-pages.js';
export type { AccountDetails } from './settings.js';
export { OFFER_CHANGE_FIELDS, OFFER_CHANGE_HEADLINES, OFFER_CHANGE_CAPTION, ordinalPosition, lienPositionLabel, offerChangeRow, offerChangeView, WINBACK_TEXT, offerSelectionContext } from './offer-change.js';
export type { OfferChangeField, OfferChangeDirection, OfferChangeRow, OfferChangeView, OfferSelectionKind, OfferSelectionContext } from './offer-change.js';
export { LIEN_KIND_LABELS, LIEN_ANSWERS, LIEN_MAX_ADDED, LIEN_NOTE_MAX, LIEN_BALANCE_MAX, LIEN_ATTESTATION_MESSAGES, LIEN_ATTESTATION_TEXT, lienAttestationView, lienAttestationInitial, lienAttestationFormSchema, lienAttestationBody } from './lien-attestation.js';
export type { LienAnswer, LienRowView, LienAttestationView, LienAttestationForm, LienAttestationBody } from './lien-attestation.js';
export { MERCHANT_REVIEW_BUSINESS_DAYS, merchantReviewView } from './merchant-review.js';
export type { MerchantReviewView } from './merchant-review.js';
export { signerIdentityPath, signerDocumentsPath, signerDocumentPdfPath, SIGNER_DOCUMENT_KINDS, isSignerDocumentKind, signerDocumentsRead, SIGNER_AREA_MESSAGES, isSignerApplicationWithdrawn, SIGNER_FLOW, signerRedirect, signerNextScreen, signerConditionsEnabled, signerConditionLocation, isSignerIdCondition } from './signer-area.js';
export type { SignerDocumentKind, SignerDocumentEntry, SignerDocumentsResponse, SignerAreaScreen } from './signer-area.js';
export { TELEMETRY_EVENTS, telemetryDedupeKey, experimentProfileSync, EXPERIMENTS, EXPERIMENT_KEYS, experimentVariant, experimentByKey, CONTACT_REASSURANCE_TEXT } from './telemetry-events.js';
export type { TelemetryEventName, DedupeFields, ExperimentName, ExperimentVariant } from './telemetry-events.js';
export { TELEMETRY_SESSION_IDLE_MS, parseTelemetrySessionKey, usableTelemetrySession } from './telemetry-session.js';
export type { TelemetrySessionKey } from './telemetry-session.js';
export { BROKER_USER_TYPE, identityBrokerKind, identityBrokerPaths, IDENTITY_PATH, LEGACY_IDENTITY_PATH, IDENTITY_APPLICATION_HEADER, IDENTITY_APPLICATION_NAME, brokerUserFromLegacy, logoutTarget } from './identity-broker.js';
export type { IdentityBrokerKind, BrokerUser, LegacyIdentity } from './identity-broker.js';
export { DASHBOARD_TEXT, dashboardEntry, dashboardEntries } from './dashboard.js';
export type { DashboardApplication, DashboardEntry, DashboardTone } from './dashboard.js';
export {
  JOURNEY_PHASES,
  PHASE_WORDS,
  STATE_WORDS,
  EVENT_WORDS,
  SCREEN_WORDS,
  SERVER_EVENT_WORDS,
  HAPPY_PATH,
  FROM_ANY_STEP_EVENTS,
  FROM_ANY_STEP_NAME,
  FROM_ANY_NODE,
  phaseNodeId,
  screenPattern,
  screenWords,
  placeOfScreen,
  serverStateWords,
  groupByPhase,
  fallbackPhasedGraph,
  pipelinePhasedGraph,
} from './journey-map.js';
export type { JourneyPhase, Words, MapPlace, PhasedNode, PhasedEdge, PhasedGraph, MapNode, MapEdge, JourneyMap, LifecycleGraphData } from './journey-map.js';
export { funnel, funnelCsv, funnelScreen, sessionPaths, stopRate } from './funnel.js';
export type { PageViewEvent, Funnel, FunnelScreen, FunnelEdge } from './funnel.js';
export { SERVER_STATE_PLACEMENTS, fallbackStateForRecord, restoreFallbackState, fallbackSnapshotAt, FALLBACK_START_STATE } from './fallback-restore.js';
export type { FallbackRestore } from './fallback-restore.js';
export { MAX_DTI_PERCENT, VERIFIED_INCOME_TOLERANCE_PERCENT, VERIFIED_INCOME_COUNTEROFFER_REASONS, lineQualifyingPayment, qualifyingDtiPercent, maxLineForIncome, verifiedIncomeIsLower, reunderwriteOnVerifiedIncome } from './verified-income.js';
export type { ReunderwriteOutcome, ReunderwriteInput } from './verified-income.js';
