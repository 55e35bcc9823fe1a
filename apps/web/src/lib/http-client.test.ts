import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { http, httpConfig, messageOf, RequestError, toSearchParams } from './http-client';
import { tokenStore } from './storage';

type Handler = (request: Request) => Response | Promise<Response>;
let handler: Handler;
const seen: Request[] = [];

beforeEach(() => {
  seen.length = 0;
  localStorage.clear();
  vi.stubGlobal('fetch', async (input: Request | string, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(new URL(input, 'http://app.test'), init);
    seen.push(request.clone());
    return handler(request);
  });
});
afterEach(() => vi.unstubAllGlobals());

const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });

describe('the one HTTP client', () => {
  it('sends the stored token, the origin and the organisation', async () => {
    tokenStore.set('abc.def.ghi');
    httpConfig.setOrg('summitridge');
    handler = () => json({ ok: true });
    await http.get('/service-profile/api/v1/profile', { query: { a: [1, 2], b: 'x', c: undefined } });
    const r = seen[0] as Request;
    expect(r.headers.get('authorization')).toBe('Bearer abc.def.ghi');
    expect(r.headers.get('x-org')).toBe('summitridge');
    expect(r.headers.get('x-with-origin')).toBe(window.location.origin);
    expect(new URL(r.url).search).toBe('?a=1&a=2&b=x');
    expect(r.credentials).toBe('include');
  });

  it('replaces the stored token from a response Authorization header', async () => {
    tokenStore.set('old');
    handler = () => json({}, 200, { Authorization: 'Bearer new.token.here' });
    await http.get('/x');
    expect(tokenStore.get()).toBe('new.token.here');
  });

  it('an operator call: the operator token and no borrower token; its 401 leaves the borrower signed in', async () => {
    tokenStore.set('abc.def.ghi');
    const gone = vi.fn();
    httpConfig.onUnauthenticated(gone);
    handler = () =>
      json({ errors: ['This needs the operator token (X-Operator-Token), printed by the server at start.'] }, 401);
    await expect(http.get('/sandbox/feedback', { operatorToken: 'wrong' })).rejects.toMatchObject({ status: 401 });
    const r = seen[0] as Request;
    expect(r.headers.get('x-operator-token')).toBe('wrong');
    expect(r.headers.get('authorization')).toBeNull();
    expect(tokenStore.get()).toBe('abc.def.ghi');
    expect(gone).not.toHaveBeenCalled();
  });

  it('clears the token on any 401 and tells the app the session is gone', async () => {
    tokenStore.set('old');
    const gone = vi.fn();
    httpConfig.onUnauthenticated(gone);
    handler = () => json({ errors: ['JWT error'] }, 401);
    await expect(http.get('/x')).rejects.toMatchObject({ status: 401, message: 'JWT error.' });
    expect(tokenStore.get()).toBeNull();
    expect(gone).toHaveBeenCalledWith(401);
  });

  it('403 unauthenticated also ends the session; other 403s do not', async () => {
    const gone = vi.fn();
    httpConfig.onUnauthenticated(gone);
    handler = () => json({ errors: ['unauthenticated'] }, 403);
    await expect(http.get('/x')).rejects.toBeInstanceOf(RequestError);
    handler = () => json({ errors: ['You do not have access to this.'] }, 403);
    await expect(http.get('/x')).rejects.toMatchObject({ status: 403 });
    expect(gone).toHaveBeenCalledTimes(1);
  });

  it.each(['unauthenticated', 'invalid signature'])(
    '403 %s clears the stored token before the app is told (§8: session cleared)',
    async (message) => {
      tokenStore.set('abc.def.ghi');
      let tokenWhenTold: string | null | undefined;
      httpConfig.onUnauthenticated(() => void (tokenWhenTold = tokenStore.get()));
      handler = () => json({ errors: [message] }, 403);
      await expect(http.get('/x')).rejects.toMatchObject({ status: 403 });
      expect(tokenStore.get()).toBeNull();
      expect(tokenWhenTold).toBeNull();
    },
  );

  it('another 403 keeps the session', async () => {
    tokenStore.set('abc.def.ghi');
    handler = () => json({ errors: ['You do not have access to this.'] }, 403);
    await expect(http.get('/x')).rejects.toMatchObject({ status: 403 });
    expect(tokenStore.get()).toBe('abc.def.ghi');
  });

  it('joins the errors array into one sentence', async () => {
    handler = () =>
      json(
        {
          errors: [
            'property.zip: Must be a 5-digit ZIP code',
            'property.zip: Must be a 5-digit ZIP code',
            'income: Required',
          ],
        },
        400,
      );
    await expect(http.post('/x', { json: {} })).rejects.toMatchObject({
      status: 400,
      message: 'property.zip: Must be a 5-digit ZIP code, income: Required.',
    });
  });

  it('a failed response without a body: "Response was not convertible to json for {url}"', async () => {
    handler = () => new Response(null, { status: 502 });
    await expect(http.get('/service-x')).rejects.toMatchObject({
      status: 502,
      message: `Response was not convertible to json for ${window.location.origin}/service-x`,
    });
  });

  it('a network failure is status 0 with a clear message', async () => {
    handler = () => {
      throw new TypeError('Failed to fetch');
    };
    const error = await http.get('/x').catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 0 });
    expect(messageOf(error)).toBe('We could not reach the server. Check your connection and try again.');
    expect(messageOf(new Error('boom'))).toBe('Something unexpected happened');
  });

  it('parses JSON, text and PDF bytes by content type', async () => {
    handler = () => new Response('plain', { headers: { 'content-type': 'text/plain' } });
    expect(await http.get('/t')).toBe('plain');
    handler = () => new Response(new Uint8Array([37, 80, 68, 70]), { headers: { 'content-type': 'application/pdf' } });
    expect(await http.get('/p')).toEqual(new Uint8Array([37, 80, 68, 70]));
    handler = () => new Response(null, { status: 204 });
    expect(await http.put('/n')).toBeNull();
  });

  it('repeats array query parameters', () => {
    expect(toSearchParams({ s: ['a', 'b'], n: 1, skip: null }).toString()).toBe('s=a&s=b&n=1');
  });

  it('a failed response carries status, statusText and the parsed body (issue 26, item 8)', async () => {
    handler = () =>
      new Response(JSON.stringify({ errors: ['Nope'] }), {
        status: 422,
        statusText: 'Unprocessable Content',
        headers: { 'content-type': 'application/json' },
      });
    const error = await http.get('/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RequestError);
    expect(error).toMatchObject({
      status: 422,
      statusText: 'Unprocessable Content',
      data: { errors: ['Nope'] },
      message: 'Nope.',
    });
  });

  it('sends the session-replay headers when a telemetry session exists, and none without one or when tracking is refused (issue 26, item 8)', async () => {
    handler = () => json({});
    await http.get('/a');
    expect((seen[0] as Request).headers.get('x-session-replay-id')).toBeNull();
    localStorage.setItem(
      'telemetry_sessionKey',
      JSON.stringify({ uuid: 'sess-9.1', epoch: Date.now(), trackerUuid: null }),
    );
    await http.get('/b');
    expect((seen[1] as Request).headers.get('x-session-replay-id')).toBe('sess-9.1');
    expect((seen[1] as Request).headers.get('x-session-replay-url')).toBe(
      `${window.location.origin}/ft/sessions/sess-9.1`,
    );
    localStorage.setItem('heloc_privacy_opt_out', '1');
    await http.get('/c');
    expect((seen[2] as Request).headers.get('x-session-replay-id')).toBeNull();
  });
});
