/**
 * Polling, retries and reload caps as pure functions of attempt counts (applicant-journey §4.1,
 * §8, §9; shared-surfaces §8, §9). Callers own the clock and the storage; these only decide.
 */
import {
  POLL_BASE_DELAY_MS,
  POLL_MAX_DELAY_MS,
  POLL_SETTLED_ATTEMPTS,
  POLL_WAITING_ATTEMPTS,
  QUIET_REFRESH_MS,
  RETRY_ATTEMPTS,
  RETRY_INITIAL_DELAY_MS,
  SCREEN_LOAD_RETRY_CAP,
  SESSION_ESTABLISH_RETRIES,
  THROTTLED_RETRY_ATTEMPTS,
  THROTTLED_RETRY_DEFAULT_MS,
  THROTTLED_RETRY_MAX_MS,
  THROTTLED_RETRY_MIN_MS,
} from '../constants.js';
import { FUNDING_STATES, WAITING_PREFIX, serverStateKind, statesBetween, type ServerState } from './server-states.js';

/**
 * Settled states whose screen waits for the server to finish something by itself: start/app-summary
 * "preparing" (GEN_SUMMARY_DISCLOSURE), review-app/signdocs and error/flood-cert
 * (GEN_CLOSING_DISCLOSURE — a flood certificate can take days). §4.1 lists neither among the states
 * that trigger polling, so nothing ever runs out here: the screen is refreshed quietly — no
 * processing modal, no limit, never an error — at the spec's delays for the first
 * POLL_WAITING_ATTEMPTS reads, then every QUIET_REFRESH_MS, and whenever the borrower comes back to
 * the tab (decision 050).
 * BAD: the waiting states' 14 polls, then UNKNOWN → error/timeout after about a minute: the borrower
 * is told something went wrong while the flood certificate is simply on its way.
 */
const SCREEN_WAITING_STATES = [
  'GEN_SUMMARY_DISCLOSURE',
  'GEN_CLOSING_DISCLOSURE',
] as const satisfies readonly ServerState[];
const screenWaiting: ReadonlySet<string> = new Set(SCREEN_WAITING_STATES);

/** Whether the screen of `state` waits for the server while it shows (see SCREEN_WAITING_STATES). */
export const isScreenWaitingState = (state: string): boolean => screenWaiting.has(state);

/**
 * Settled states whose screen follows the server to the end of the closing (decision 089, amendment
 * 6): `complete` while the deed is signed and the line goes through the right to cancel, recording
 * and funding (FUNDING_STATES, and DEED_SIGNING once the primary participant has accepted), and
 * notary/intro (DEED_SIGNING before that) while the notary's answer is on its way. The borrower has
 * nothing to do there, the server moves on by itself, and "what happens next" must move with it
 * (issue 28, item 1). §4.1 names none of them among the polling states: they are refreshed quietly,
 * as the screen-waiting states are — no modal, no limit, on focus — and COMPLETE, a settled terminal
 * state, then routes to the site root as §4.1 says.
 * BAD: no refresh on complete — after the notary session the timeline kept offering "Sign your deed
 * with an eNotary" while the server had funded the line (the closing walk's first check found it).
 */
const FOLLOWING_STATES: ReadonlySet<string> = new Set<string>([...FUNDING_STATES, 'DEED_SIGNING']);

/**
 * Delay before quiet refresh number `attempt` (1 for the first answer) of a screen-waiting state:
 * the polling delays (1, 2, 4, then 5 s) while the answer is likely to come soon, then
 * QUIET_REFRESH_MS for ever. Never decreasing, never above QUIET_REFRESH_MS.
 */
export function quietRefreshDelayMs(attempt: number): number {
  const made = attemptOf(attempt);
  return made < POLL_WAITING_ATTEMPTS ? pollDelayMs(Math.max(made - 1, 0)) : QUIET_REFRESH_MS;
}

const attemptOf = (attempt: number) => (Number.isFinite(attempt) && attempt > 0 ? Math.floor(attempt) : 0);

/** From the co-deed step to the deed signed before the notary: the lifecycle's order, asked of statesBetween. */
const CO_SIGNERS_AT_WORK: ReadonlySet<string> = new Set<string>(statesBetween('CO_DEED_REQ', 'DEED_SIGNING'));

/**
 * How often the journey reads the application again on its own (decision 089, amendment 6): while
 * the application has co-signers and is between the co-deed step and the deed signed, each of them
 * signs and books their notary visit in their own signer area, which changes the borrower's timeline
 * and notary/intro without moving the state (a move re-reads the application anyway). Every
 * QUIET_REFRESH_MS then, else never.
 */
export function applicationRefreshMs(state: string, coSigners: number): number | false {
  return coSigners > 0 && CO_SIGNERS_AT_WORK.has(state) ? QUIET_REFRESH_MS : false;
}

/** Delay before poll `attempt` (0-based): 1000, 2000, 4000, then 5000 for ever. */
export function pollDelayMs(attempt: number): number {
  // BAD: POLL_BASE_DELAY_MS * 2 ** attempt — overflows to Infinity for large attempts before the cap.
  // GOOD: cap the exponent first, then the product.
  const exponent = Math.min(attemptOf(attempt), 16);
  return Math.min(POLL_BASE_DELAY_MS * 2 ** exponent, POLL_MAX_DELAY_MS);
}

/**
 * How many status polls a pending state gets: 14 for WAITING_FOR…, 7 for the settled check of the
 * other pending states. (The screen-waiting states are refreshed without a limit.)
 */
export function maxPollAttempts(state: string): number {
  return state.startsWith(WAITING_PREFIX) ? POLL_WAITING_ATTEMPTS : POLL_SETTLED_ATTEMPTS;
}

/** The state that exhausted polling yields: UNKNOWN, except that GEN_NOTE_SIGNING is kept. */
export function exhaustedPollingState(lastState: string): string {
  return lastState === 'GEN_NOTE_SIGNING' ? 'GEN_NOTE_SIGNING' : 'UNKNOWN';
}

export type PollDecision =
  | { readonly kind: 'settled'; readonly state: string }
  | {
      readonly kind: 'wait';
      readonly delayMs: number;
      readonly attempt: number;
      readonly maxAttempts: number;
      /** Pending (§4.1): the processing modal shows and routing waits. */
      readonly blocking: boolean;
    }
  /** A settled screen that waits (SCREEN_WAITING_STATES): read again after `delayMs` and on focus, for ever. */
  | { readonly kind: 'refresh'; readonly delayMs: number; readonly attempt: number }
  | { readonly kind: 'exhausted'; readonly state: string };

/**
 * After poll number `attemptsMade` (1 for the first answer) returned `state`: stop, wait, refresh
 * quietly, or give up.
 */
export function nextPoll(state: string, attemptsMade: number): PollDecision {
  const made = attemptOf(attemptsMade);
  if (isScreenWaitingState(state)) return { kind: 'refresh', delayMs: quietRefreshDelayMs(made), attempt: made };
  if (serverStateKind(state) !== 'pending')
    return FOLLOWING_STATES.has(state)
      ? { kind: 'refresh', delayMs: quietRefreshDelayMs(made), attempt: made }
      : { kind: 'settled', state };
  const maxAttempts = maxPollAttempts(state);
  if (made >= maxAttempts) return { kind: 'exhausted', state: exhaustedPollingState(state) };
  return { kind: 'wait', delayMs: pollDelayMs(Math.max(made - 1, 0)), attempt: made, maxAttempts, blocking: true };
}

/**
 * The poll count of a status answer: one more than the previous answer's when the state is the
 * same, else 1 (a new state starts its own count). The app keeps it with the cached status, so the
 * count survives re-renders and is reset by a step that moves the state on.
 */
export function pollAttempt(
  previous: { readonly state: string; readonly pollAttempt?: number } | undefined,
  state: string,
): number {
  return previous && previous.state === state ? attemptOf(previous.pollAttempt ?? 0) + 1 : 1;
}

/** Generic retry helper (shared-surfaces §9): 5 attempts, 1000 ms doubling. */
export function retryDelayMs(failureCount: number): number {
  return RETRY_INITIAL_DELAY_MS * 2 ** Math.min(attemptOf(failureCount), RETRY_ATTEMPTS);
}

/** Whether to try again after `failureCount` failed attempts (1 after the first failure). */
export function shouldRetry(failureCount: number, maxAttempts: number = RETRY_ATTEMPTS): boolean {
  return attemptOf(failureCount) < maxAttempts;
}

type RetryDecision = { readonly retry: true; readonly delayMs: number } | { readonly retry: false };

export function retryDecision(failureCount: number, maxAttempts: number = RETRY_ATTEMPTS): RetryDecision {
  return shouldRetry(failureCount, maxAttempts)
    ? { retry: true, delayMs: retryDelayMs(attemptOf(failureCount) - 1) }
    : { retry: false };
}

/** A Retry-After header's delay in whole seconds (RFC 9110 §10.2.3, delta-seconds); null for none or an HTTP date. */
export function retryAfterSeconds(header: string | null | undefined): number | null {
  const value = header?.trim() ?? '';
  return /^\d{1,9}$/.test(value) ? Number(value) : null;
}

/**
 * A request refused as too many (429): try it again by itself after what the server asked
 * (`retryAfter`, seconds; clamped to [THROTTLED_RETRY_MIN_MS, THROTTLED_RETRY_MAX_MS]), up to
 * THROTTLED_RETRY_ATTEMPTS times (`attemptsMade` refusals so far, 1 after the first). The form keeps
 * what was typed meanwhile — the borrower never types it again (issue 25, item 17; decision 056).
 */
export function throttledRetryDecision(retryAfter: number | null, attemptsMade: number): RetryDecision {
  if (attemptOf(attemptsMade) > THROTTLED_RETRY_ATTEMPTS) return { retry: false };
  const asked = retryAfter === null || !Number.isFinite(retryAfter) ? THROTTLED_RETRY_DEFAULT_MS : retryAfter * 1000;
  return { retry: true, delayMs: Math.min(Math.max(asked, THROTTLED_RETRY_MIN_MS), THROTTLED_RETRY_MAX_MS) };
}

/**
 * What the form says while it waits to try again by itself: the server's refusal in plain words,
 * when the next try is, and that nothing typed is lost (so nobody reloads the page and loses the
 * password, which is never stored).
 */
export function throttledRetryNotice(delayMs: number): string {
  const minutes = Math.ceil(delayMs / 60_000);
  const when = delayMs < 60_000 ? 'in less than a minute' : `in about ${minutes} minute${minutes === 1 ? '' : 's'}`;
  return `Too many registrations from this network right now. We will try again by ourselves ${when}. Keep this page open: what you typed is kept.`;
}

const SESSION_ERROR_MESSAGE = 'An error occurred while establishing a session, retries failed.';
const SESSION_ERROR_STATUS = 500;

/** Session establishment: the first try plus 3 retries, then the §8 error. */
export function sessionEstablishDecision(
  failureCount: number,
): RetryDecision | { readonly retry: false; readonly error: { message: string; status: number } } {
  if (attemptOf(failureCount) <= SESSION_ESTABLISH_RETRIES) {
    return { retry: true, delayMs: retryDelayMs(Math.max(attemptOf(failureCount) - 1, 0)) };
  }
  return { retry: false, error: { message: SESSION_ERROR_MESSAGE, status: SESSION_ERROR_STATUS } };
}

/** Messages that mean a lazily loaded screen module failed to load (applicant-journey §8). */
const CHUNK_LOAD_ERROR =
  /failed to fetch dynamically imported module|error loading dynamically imported module|importing a module script failed|loading chunk [\w-]+ failed/i;

export function isScreenLoadError(message: string): boolean {
  return CHUNK_LOAD_ERROR.test(message);
}

type ScreenLoadDecision =
  | { readonly action: 'reload'; readonly storedCount: number }
  | { readonly action: 'error-screen'; readonly storedCount: number };

/** Takes the per-session stored reload count and returns what to do and the count to store. */
export function screenLoadRetry(storedCount: number): ScreenLoadDecision {
  const count = attemptOf(storedCount);
  return count < SCREEN_LOAD_RETRY_CAP
    ? { action: 'reload', storedCount: count + 1 }
    : { action: 'error-screen', storedCount: count };
}
