/**
 * Link sessions and their public tokens, the way an aggregator keeps them: the session token is
 * the borrower's capability on the provider's pages (the pages cannot see the app's bearer token:
 * the browser navigates there), the public token is what comes back to the app and is exchanged,
 * once, by the journey step of the link's purpose. Only SHA-256 hashes of either are stored.
 */
import {
  linkReturnPath,
  LINK_RETURN_PARAMS,
  type BankLinkStep,
  type LinkErrorCode,
  type LinkInFlight,
  type LinkProvider,
  type LinkPurpose,
} from '@heloc/core';
import { hashSecret, newSecret } from '../auth/secrets.js';
import type { Db } from '../db/client.js';
import {
  claimExchange,
  endIfOpen,
  insertLinkSession,
  linkSessionByPublicTokenHash,
  linkSessionByTokenHash,
  newestUnexchanged,
  releaseExchange,
  saveLinkProgress,
  type LinkSessionRow,
} from './repo.js';
import { apiError } from '../http/errors.js';
import type { Institution, ProviderAccount } from './catalogue.js';

/** Where the provider's pages live (same origin as the app, so the app's redirect rule trusts them). */
export const LINK_PAGES_PATH = '/sandbox-link';
/** How long the borrower has to finish on the provider's pages (Plaid's link tokens live 30 minutes too). */
export const LINK_SESSION_TTL_MS = 30 * 60_000;
/** How long the app has to exchange the public token. */
export const PUBLIC_TOKEN_TTL_MS = 15 * 60_000;

export type { LinkSessionRow };

/** Where the borrower is on the provider's pages. */
export interface LinkProgress {
  institutionId?: string;
  consented?: boolean;
  /** Signed in but the one-time code is still due. */
  mfaPending?: boolean;
  signedIn?: boolean;
  failedLogins?: number;
  /** A message for the next page shown (a wrong password or code), shown once. */
  notice?: 'credentials' | 'code';
}

/** What a finished link holds, server-side only (account numbers included). */
export interface LinkResult {
  readonly institution: Institution;
  readonly accounts: readonly ProviderAccount[];
}

export async function createSession(
  db: Db,
  input: {
    userUuid: string;
    applicationUuid: string;
    purpose: LinkPurpose;
    sourceType: string | null;
    step: BankLinkStep | null;
    provider: LinkProvider;
    now: Date;
  },
) {
  const token = newSecret();
  const state = newSecret();
  const expiresAt = new Date(input.now.getTime() + LINK_SESSION_TTL_MS);
  await insertLinkSession(db, {
    tokenHash: hashSecret(token),
    userUuid: input.userUuid,
    applicationUuid: input.applicationUuid,
    purpose: input.purpose,
    sourceType: input.sourceType,
    step: input.step,
    provider: input.provider,
    state,
    progress: {},
    expiresAt,
    createdAt: input.now,
  });
  return { linkUrl: `${LINK_PAGES_PATH}/${token}`, expiresAt: expiresAt.toISOString(), state };
}

export async function findSession(db: Db, token: string): Promise<LinkSessionRow | undefined> {
  // A token that cannot be one of ours is not looked up (and never reaches the database as-is).
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) return undefined;
  return linkSessionByTokenHash(db, hashSecret(token));
}

/**
 * The user's link in flight on an application, as the return screen of another tab needs it
 * (decision 058): the newest session whose public token is not spent and still good — or, before
 * the pages ended or after they ended with an error, whose session has not expired. What it is for,
 * never a token.
 */
export async function findInFlight(
  db: Db,
  userUuid: string,
  applicationUuid: string,
  now: Date,
): Promise<LinkInFlight | undefined> {
  const row = await newestUnexchanged(db, userUuid, applicationUuid);
  if (!row || (row.publicTokenExpiresAt ?? row.expiresAt).getTime() <= now.getTime()) return undefined;
  return {
    purpose: row.purpose as LinkPurpose,
    sourceType: row.sourceType,
    step: (row.step as BankLinkStep | null) ?? null,
    state: row.state,
    expiresAt: (row.publicTokenExpiresAt ?? row.expiresAt).toISOString(),
  };
}

/** Whether the provider's pages may still be used: not finished and not expired. */
export const isOpen = (row: LinkSessionRow, now: Date) => !row.endedAt && row.expiresAt.getTime() > now.getTime();

export async function saveProgress(db: Db, row: LinkSessionRow, progress: LinkProgress) {
  await saveLinkProgress(db, row.uuid, progress as Record<string, unknown>);
}

/** The return to the app: the provider's return route with the token (or code and state), or an error code. */
function returnUrl(row: LinkSessionRow, params: Record<string, string>): string {
  const query = new URLSearchParams(params);
  // Pointserv's return is OAuth-shaped: it always carries the state the app checks (RFC 6749 §4.1.2).
  if (row.provider === 'POINTSERV') query.set(LINK_RETURN_PARAMS.state, row.state);
  return `${linkReturnPath(row.provider as LinkProvider, row.applicationUuid)}?${query.toString()}`;
}

/**
 * Ends the pages' part with an error code and answers where to send the browser. Only an open
 * session is ended (the update is conditional), so a second tab cannot overwrite a success.
 */
export async function endWithError(db: Db, row: LinkSessionRow, code: LinkErrorCode, now: Date): Promise<string> {
  await endIfOpen(db, row.uuid, { endedAt: now });
  return returnUrl(row, { [LINK_RETURN_PARAMS.error]: code });
}

/** Ends the pages' part with what was linked and a new public token; answers where to send the browser. */
export async function endWithResult(db: Db, row: LinkSessionRow, result: LinkResult, now: Date): Promise<string> {
  const publicToken = `public-sandbox-${newSecret()}`;
  const ended = await endIfOpen(db, row.uuid, {
    endedAt: now,
    result: result as unknown as Record<string, unknown>,
    publicTokenHash: hashSecret(publicToken),
    publicTokenExpiresAt: new Date(now.getTime() + PUBLIC_TOKEN_TTL_MS),
  });
  // Two submits raced: the first one finished the link, this one is a used session.
  if (!ended) return returnUrl(row, { [LINK_RETURN_PARAMS.error]: 'SESSION_EXPIRED' });
  const key = row.provider === 'POINTSERV' ? LINK_RETURN_PARAMS.pointservCode : LINK_RETURN_PARAMS.publicToken;
  return returnUrl(row, { [key]: publicToken });
}

export const TOKEN_MESSAGES = {
  unknown: 'publicToken: This link is not valid. Start the connection again.',
  expired: 'publicToken: This link has expired. Start the connection again.',
  used: 'publicToken: This link was already used. Start the connection again.',
  purpose: (purpose: string) =>
    `publicToken: This link was made for ${purpose === 'bank' ? 'a bank account' : purpose}, not for this step. Start the connection again.`,
} as const;

/**
 * Exchanges a public token for what was linked, for this user, application and purpose, once.
 * The claim is one conditional update, so two concurrent exchanges cannot both succeed; `release`
 * gives the token back when the step that spends it is refused (e.g. not open in this state).
 * Another user's or application's token reads as unknown: whether it exists is not revealed.
 */
export async function claimPublicToken(
  db: Db,
  input: { publicToken: string; userUuid: string; applicationUuid: string; purpose: LinkPurpose; now: Date },
) {
  const row = await linkSessionByPublicTokenHash(db, hashSecret(input.publicToken));
  if (!row || !row.result || row.userUuid !== input.userUuid || row.applicationUuid !== input.applicationUuid)
    throw apiError(400, TOKEN_MESSAGES.unknown);
  if (row.purpose !== input.purpose) throw apiError(400, TOKEN_MESSAGES.purpose(row.purpose));
  if (row.exchangedAt) throw apiError(400, TOKEN_MESSAGES.used);
  if (!row.publicTokenExpiresAt || row.publicTokenExpiresAt.getTime() <= input.now.getTime())
    throw apiError(400, TOKEN_MESSAGES.expired);
  if (!(await claimExchange(db, row.uuid, input.now))) throw apiError(400, TOKEN_MESSAGES.used);
  return {
    session: row,
    result: row.result as unknown as LinkResult,
    release: async () => {
      await releaseExchange(db, row.uuid);
    },
  };
}
