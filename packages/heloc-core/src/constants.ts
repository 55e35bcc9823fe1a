/**
 * Every business constant and limit of applicant-journey §9 and shared-surfaces §9, named once.
 * Durations are in milliseconds unless the name says otherwise.
 */

/* applicant-journey §9 */
export const BASE_PATH = '/account/heloc';
export const PRODUCT_TYPE = 'HELOC';
export const POLL_BASE_DELAY_MS = 1000;
export const POLL_MAX_DELAY_MS = 5000;
export const POLL_SETTLED_ATTEMPTS = 7;
export const POLL_WAITING_ATTEMPTS = 14;
/** A settled screen that waits on the server (a flood certificate, a disclosure): read again this often once the first POLL_WAITING_ATTEMPTS reads are spent (decision 050). */
export const QUIET_REFRESH_MS = 15_000;
export const SCREEN_LOAD_RETRY_CAP = 5;
export const KEPT_REDIRECT_QUERY_PARAM = 'pop-webchat';

/* shared-surfaces §9 — retries */
export const RETRY_ATTEMPTS = 5;
export const RETRY_INITIAL_DELAY_MS = 1000;
/**
 * A request the server refused as too many (429, e.g. registration from a busy network): it is tried
 * again by itself after the server's Retry-After, at most this many times, never waiting longer than
 * the cap (the registration window is 10 minutes) or less than a second; without a Retry-After, a minute.
 */
export const THROTTLED_RETRY_ATTEMPTS = 3;
export const THROTTLED_RETRY_MAX_MS = 15 * 60_000;
export const THROTTLED_RETRY_MIN_MS = 1000;
export const THROTTLED_RETRY_DEFAULT_MS = 60_000;
export const SESSION_ESTABLISH_RETRIES = 3;

/* shared-surfaces §9 — interface timings */
export const MAX_VISIBLE_TOASTS = 5;
export const LIVE_REGION_CLEAR_DELAY_MS = 300;
export const LOADER_FADE_OUT_MS = 300;
/**
 * Not in the spec (decision 096): how long a page's first render waits for its own screen's chunk,
 * fetched beside the entry, before drawing the shell and the screen's loader instead.
 */
export const ROUTE_PRELOAD_WAIT_MS = 300;
/**
 * Not in the spec (decision 096): what waits for a page's first paint (the footer, the chat button,
 * the signed-in reads, the page view) waits at most this long on a page that draws no frame (a
 * background tab).
 */
export const FIRST_PAINT_MAX_WAIT_MS = 1000;
export const COPY_TOOLTIP_MS = 1000;
export const ADDRESS_COPY_TOOLTIP_HOVER_DELAY_MS = 200;
export const SURVEY_CALLBACK_DELAY_MS = 750;
export const PROCESSING_MODAL_TIMEOUT_MS = 30_000;
/* shared-surfaces §9 — data freshness */
export const WALLET_TIMEOUT_MS = 30_000;
export const CONDITIONS_POLL_MS = 60_000;
export const ORIGINATOR_CACHE_MS = 10 * 60_000;
export const STATUS_STALE_TIME_MS = 250;

/*
 * Not in the spec: the portal's own timings, named here once so the apps never write a duration
 * (lint bans literal durations in apps/web).
 */
/** Every API request but the wallet's gives up after this long (the same as the wallet client). */
export const REQUEST_TIMEOUT_MS = WALLET_TIMEOUT_MS;
/** The maintenance flag is fresh this long before it is asked again. */
/** How long an answer of the maintenance flag is trusted before a navigation asks again (decision 050). */
export const MAINTENANCE_FLAG_STALE_MS = 10_000;
/** The signed-in bar's notifications are fresh this long. */
export const NOTIFICATIONS_STALE_MS = 60_000;
/** Support phone hours change rarely: fresh as long as the originator info (10 minutes). */
export const PHONE_HOURS_STALE_MS = ORIGINATOR_CACHE_MS;
/** How long each message of the processing modal stays before the next one. */
export const PROCESSING_MESSAGE_ROTATE_MS = 2500;
/** A success or information toast closes itself after this long (errors and warnings stay until dismissed). */
export const TOAST_AUTO_CLOSE_MS = 6000;
/** The notifications list is polled like the conditions list (every 60 s, and on window focus). */
export const NOTIFICATIONS_POLL_MS = CONDITIONS_POLL_MS;
/** The relative times of notifications move on once a minute (their finest unit). */
export const RELATIVE_TIME_TICK_MS = 60_000;

/* shared-surfaces §5 — chatbot feedback reasons and CEO feedback topics (re-exported by chat.ts) */
export const CHATBOT_FEEDBACK_REASONS = [
  'Answer too vague',
  'Not specific to my application',
  'Not what I was asking about',
  'Other',
] as const;
export const CEO_FEEDBACK_TOPICS = ['Improve our product', 'Give us a compliment'] as const;

/* shared-surfaces §9 — chat */
export const CHAT_HISTORY_SIZE = 20;
export const CHAT_LIVE_SESSION_MS = 6 * 60 * 60_000;
export const CHATBOT_SESSION_MS = 10 * 60_000;
export const CHAT_NONCE_REFRESH_MS = 60_000;
export const CHAT_OPEN_STATUS_POLL_MS = 60_000;
export const CHAT_WEBSOCKET_PING_MS = 10_000;
export const CHAT_NAME_MAX = 128;
export const CHAT_EMAIL_MAX = 128;
export const CHATBOT_FEEDBACK_DETAIL_MAX = 140;
export const CEO_MESSAGE_MIN = 10;
export const CEO_MESSAGE_MAX = 1000;

/* shared-surfaces §9 — notifications */
export const NOTIFICATIONS_PAGE_SIZE = 3;
export const NOTIFICATIONS_UNREAD_MAX = 8;

/* shared-surfaces §9 — formats */
export const INVALID_DATE_LABEL = 'Invalid Date';
export const CURRENCY = 'USD';
export const LOCALE = 'en-US';
export const CURRENCY_DECIMALS = 0;
export const PERCENT_DECIMALS = 1;

/* shared-surfaces §9 — costs and fees (US dollars) */
export const VALUATION_FEE_NO_AVM = 180;
export const MANUAL_NOTARIZATION_FEE = 300;
export const RECORDING_FEES_MIN = 0;
export const RECORDING_FEES_MAX = 315;
export const RECORDING_TAX_MIN_PER_100K = 0;
export const RECORDING_TAX_MAX_PER_100K = 1400;

/* shared-surfaces §1 — headline marketing figures */
export const LOAN_AMOUNT_MIN = 15_000;
export const LOAN_AMOUNT_MAX = 400_000;
export const APR_MIN_PERCENT = 7.6;
export const APR_MAX_PERCENT = 17.2;
export const ORIGINATION_FEE_MAX_PERCENT = 4.99;
export const APPROVAL_MINUTES = 5;
export const FUNDING_BUSINESS_DAYS = 5;

/* shared-surfaces §9 — telemetry and shell */
export const TELEMETRY_LIBRARY_VERSION = '2.2.23';
export const MOBILE_BREAKPOINT = 'lg';
/* shared-surfaces §2 — wallet address display */
export const WALLET_ADDRESS_SHORTEN_ABOVE = 11;
export const WALLET_ADDRESS_HEAD = 6;
export const WALLET_ADDRESS_TAIL = 5;

/* shared-surfaces §2 — notification relative times */
export const RELATIVE_TIME_MAX_WEEKS = 4;

/* shared-surfaces §4 — conditions */
export const DEFAULT_PAYSTUBS_REQUIRED = 1;
export const BANK_MASK_LENGTH = 4;

/* shared-surfaces §2 — licensed states */
export const ALL_STATES_COUNT = 50;

/* Stored browser keys (shared-surfaces §3) */
export const STORAGE_KEYS = {
  jwt: 'jwt',
  helocUuid: 'heloc_uuid',
  telemetryTrackerUuid: 'telemetry_trackerUuid',
} as const;

/* Feature flags and experiment keys */
export const FLAGS = {
  maintenance: 'fe-heloc-maintenance',
  additionalSignerConditions: 'fe-heloc-additional-signer-conditions',
  webchat: 'webchat',
  borrowerAuthentication: 'borrower-authentication',
  niceOnAssignment: 'nice-on-assignment',
  nationalCreditUnionAdministrationLogo: 'nationalCreditUnionAdministrationLogo',
  ceoFeedback: 'ceo-feedback',
  portfolioManagerLink: 'portfolio-manager-link',
  hidePrivacyOptions: 'hide-privacy-options',
} as const;

export const DEFAULT_MAINTENANCE_MESSAGE =
  'We are currently undergoing scheduled maintenance. Please check back shortly. Thank you for your patience!';
export const DEFAULT_MAINTENANCE_TITLE = 'Scheduled Maintenance';

/** Where the application's write side lives; a step's path is under `${APPLICATION_API_PATH}/{uuid}/`. */
export const APPLICATION_API_PATH = '/service-application/api/v1/application/heloc';
