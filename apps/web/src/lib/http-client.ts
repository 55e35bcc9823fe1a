/**
 * The one HTTP client (ky), with the generic request rules of shared-surfaces §7 and the errors
 * of §8: base or relative URLs, repeated query arrays, JSON bodies, credentials, Authorization from
 * the stored jwt, X-With-Origin, x-org, the session-replay headers, token replacement from the response, text/PDF/JSON parsing,
 * and one clear message for every failure.
 */
import ky, { HTTPError, type Options } from 'ky';
import {
  errorMessageFromBody,
  isUnauthenticatedResponse,
  MESSAGES,
  REQUEST_TIMEOUT_MS,
  retryAfterSeconds,
} from '@heloc/core';
import { env } from '../config/env';
import { sessionReplayHeaders } from './session-replay';
import { tokenStore } from './storage';

export class RequestError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly data: unknown = null,
    readonly url = '',
    /** A refusal as too many (429): the server's Retry-After, in seconds (core retryAfterSeconds). */
    readonly retryAfterSeconds: number | null = null,
    /** The response's status text (shared-surfaces §8: status, statusText and the parsed body); '' when none came. */
    readonly statusText = '',
  ) {
    super(message);
    this.name = 'RequestError';
  }
}

type Query = Record<string, string | number | boolean | null | undefined | readonly (string | number | boolean)[]>;

export interface RequestOptions {
  readonly query?: Query;
  readonly json?: unknown;
  readonly body?: FormData;
  readonly headers?: Record<string, string>;
  readonly signal?: AbortSignal;
  readonly timeout?: number;
  /**
   * The sandbox operator's token (operator pages). Such a call is not the borrower's session: it
   * carries no Authorization, and its 401 (a wrong operator token) neither clears the stored token
   * nor sends anyone to the login page.
   */
  readonly operatorToken?: string;
}

const OPERATOR_HEADER = 'X-Operator-Token';

let currentOrg = env.defaultOrg;
let onUnauthenticated: ((status: number) => void) | undefined;

export const httpConfig = {
  setOrg: (org: string) => void (currentOrg = org),
  getOrg: () => currentOrg,
  /** What to do when the session is gone (the app sends the user to the right login). */
  onUnauthenticated: (fn: (status: number) => void) => void (onUnauthenticated = fn),
};

/** Query parameters with arrays repeated: ?a=1&a=2. */
export function toSearchParams(query: Query | undefined): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) for (const item of value) params.append(key, String(item));
    else params.append(key, String(value));
  }
  return params;
}

const client = ky.create({
  credentials: 'include',
  retry: 0,
  timeout: REQUEST_TIMEOUT_MS,
  throwHttpErrors: true,
  hooks: {
    beforeRequest: [
      ({ request }) => {
        const token = tokenStore.get();
        // A call that names its own credentials (sign-out's, the agents' console) keeps them; an
        // operator's call carries the operator token and no borrower's.
        if (token && !request.headers.has('Authorization') && !request.headers.has(OPERATOR_HEADER))
          request.headers.set('Authorization', `Bearer ${token}`);
        request.headers.set('X-With-Origin', window.location.origin);
        request.headers.set('x-org', currentOrg);
        for (const [name, value] of Object.entries(sessionReplayHeaders())) request.headers.set(name, value);
      },
    ],
    afterResponse: [
      ({ request, response }) => {
        const replaced = response.headers.get('Authorization');
        if (replaced?.startsWith('Bearer ')) tokenStore.set(replaced.slice('Bearer '.length));
        if (response.status === 401 && !request.headers.has(OPERATOR_HEADER)) tokenStore.clear();
      },
    ],
  },
});

async function parse(response: Response): Promise<unknown> {
  if (response.status === 204) return null;
  const type = response.headers.get('content-type') ?? '';
  // A download (chat attachments: images, audio, text) is its bytes, whatever its type.
  if (type.includes('application/pdf') || /^attachment/i.test(response.headers.get('content-disposition') ?? ''))
    return new Uint8Array(await response.arrayBuffer());
  const text = await response.text();
  if (!text) return null;
  if (type.includes('json')) return JSON.parse(text);
  return text;
}

export async function request<T>(method: string, path: string, options: RequestOptions = {}): Promise<T> {
  // Relative API URLs (the flag) resolve against the page; an absolute base is used as is.
  const url = env.apiBase ? `${env.apiBase}${path}` : new URL(path, window.location.href).toString();
  const kyOptions: Options = {
    method,
    headers: options.operatorToken ? { ...options.headers, [OPERATOR_HEADER]: options.operatorToken } : options.headers,
    signal: options.signal,
    timeout: options.timeout ?? REQUEST_TIMEOUT_MS,
    searchParams: toSearchParams(options.query),
    ...(options.json !== undefined ? { json: options.json } : {}),
    ...(options.body ? { body: options.body } : {}),
  };
  let response: Response;
  try {
    response = await client(url, kyOptions);
  } catch (error) {
    if (error instanceof HTTPError) {
      const res = error.response;
      // ky 2 has already read the body into error.data (JSON parsed by content type).
      const data: unknown = error.data === undefined || error.data === '' ? null : error.data;
      const message = data === null || data === '' ? MESSAGES.notConvertibleToJson(url) : errorMessageFromBody(data);
      const unauthenticated = isUnauthenticatedResponse(
        res.status,
        (data as { errors?: string[] } | null)?.errors?.[0] ?? null,
      );
      if (unauthenticated && !options.operatorToken) {
        // §8: the session is cleared (a 403 'unauthenticated' / 'invalid signature' as much as a
        // 401), before the app is told, so the shell never shows a signed-in borrower at login.
        tokenStore.clear();
        onUnauthenticated?.(res.status);
      }
      throw new RequestError(
        message,
        res.status,
        data,
        url,
        retryAfterSeconds(res.headers.get('retry-after')),
        res.statusText,
      );
    }
    if (error instanceof Error && error.name === 'AbortError') throw error;
    // Network failure or timeout: status 0 (shared-surfaces §8).
    throw new RequestError(
      error instanceof Error && error.name === 'TimeoutError'
        ? 'The server took too long to answer. Please try again.'
        : 'We could not reach the server. Check your connection and try again.',
      0,
      null,
      url,
    );
  }
  return (await parse(response)) as T;
}

export const http = {
  get: <T>(path: string, options?: RequestOptions) => request<T>('GET', path, options),
  post: <T>(path: string, options?: RequestOptions) => request<T>('POST', path, options),
  put: <T>(path: string, options?: RequestOptions) => request<T>('PUT', path, options),
  patch: <T>(path: string, options?: RequestOptions) => request<T>('PATCH', path, options),
};

/** The sentence to show for any failure. */
export function messageOf(error: unknown): string {
  if (error instanceof RequestError) return error.message;
  return MESSAGES.somethingUnexpected;
}
