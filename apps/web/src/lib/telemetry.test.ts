import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { privacyChoice } from './privacy';
import { identityStore } from './identity-store';
import { tokenStore } from './storage';
import { sendReplayLink, telemetrySession, trackPageView } from './telemetry';
import { trackerId, trackEvent } from './track-event';

const calls: { url: string; body: unknown }[] = [];
let failuresLeft = 0;

beforeEach(() => {
  calls.length = 0;
  sessionStorage.clear();
  localStorage.clear();
  vi.useFakeTimers();
  vi.stubGlobal('fetch', async (input: Request) => {
    const body = await input.clone().text();
    calls.push({ url: new URL(input.url).pathname, body: body ? JSON.parse(body) : null });
    if (new URL(input.url).pathname === '/ft/external/session') {
      if (failuresLeft > 0) {
        failuresLeft -= 1;
        return new Response(JSON.stringify({ errors: ['down'] }), {
          status: 503,
          headers: { 'content-type': 'application/json' },
        });
      }
      return new Response(JSON.stringify({ sessionKey: 'sess-1' }), {
        headers: { 'content-type': 'application/json' },
      });
    }
    return new Response(null, { status: 202 });
  });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('telemetry', () => {
  it('establishes one session on demand and keeps it in session and local storage', async () => {
    const [a, b] = await Promise.all([telemetrySession(), telemetrySession()]);
    expect([a, b]).toEqual(['sess-1', 'sess-1']);
    expect(calls.filter((c) => c.url === '/ft/external/session')).toHaveLength(1);
    // The spec's session key: {uuid, epoch, trackerUuid}, not a bare string (issue 26, item 9).
    const stored = { uuid: 'sess-1', epoch: Date.now(), trackerUuid: null };
    expect(JSON.parse(sessionStorage.getItem('telemetry_sessionKey') ?? 'null')).toEqual(stored);
    expect(JSON.parse(localStorage.getItem('telemetry_sessionKey') ?? 'null')).toEqual(stored);
    expect(calls[0]?.body).toMatchObject({ platform: 'WEB', libraryVersion: '2.2.23' });
  });
  it('retries three times, then fails with the spec’s message', async () => {
    failuresLeft = 10;
    const session = telemetrySession();
    const outcome = expect(session).rejects.toThrow('An error occurred while establishing a session, retries failed.');
    await vi.runAllTimersAsync();
    await outcome;
    expect(calls.filter((c) => c.url === '/ft/external/session')).toHaveLength(4);
  });
  it('recovers when a retry succeeds', async () => {
    failuresLeft = 2;
    const session = telemetrySession();
    await vi.runAllTimersAsync();
    await expect(session).resolves.toBe('sess-1');
  });
  it('posts page views and the replay link', async () => {
    await trackPageView('/account/heloc/register');
    expect(calls.at(-1)).toMatchObject({
      url: '/ft/external/event',
      body: { event: 'PAGE_VIEW', pagePath: '/account/heloc/register', sessionKey: 'sess-1', productType: 'HELOC' },
    });
    const sent: string[] = [];
    await sendReplayLink('app-1', async (_u, link) => sent.push(link));
    expect(sent).toEqual([`${window.location.origin}/ft/sessions/sess-1`]);
  });
  it('page views count every time (dontDedupe); a key action names its dedupe property', async () => {
    await trackPageView('/account/heloc/register');
    expect(calls.at(-1)?.body).toMatchObject({ event: 'PAGE_VIEW', dontDedupe: true });
    await trackEvent('STEP_COMPLETED', {
      applicationUuid: 'app-1',
      properties: { step: 'contact' },
      dedupeProperty: 'step',
    });
    const body = calls.at(-1)?.body as Record<string, unknown>;
    expect(body).toMatchObject({
      event: 'STEP_COMPLETED',
      eventType: 'ACTION',
      applicationUuid: 'app-1',
      eventProperties: { step: 'contact' },
      dedupeProperty: 'step',
      sessionKey: 'sess-1',
    });
    expect(body).not.toHaveProperty('dontDedupe');
  });
  it('the tracker is made once and kept; opting out stops events and the tracker', async () => {
    const tracker = trackerId();
    expect(tracker).toMatch(/^[0-9a-f-]{36}$/);
    expect(trackerId()).toBe(tracker);
    privacyChoice.set(true);
    await trackEvent('STEP_COMPLETED', { properties: { step: 'contact' }, dedupeProperty: 'step' });
    await trackPageView('/account/heloc/register');
    expect(calls).toEqual([]);
    expect(trackerId()).toBeNull();
  });
  it('expires: 30 idle minutes later, or with another tracker, a new session starts (issue 26, item 9)', async () => {
    let next = 1;
    vi.stubGlobal('fetch', async (input: Request) => {
      calls.push({ url: new URL(input.url).pathname, body: null });
      return new Response(JSON.stringify({ sessionKey: `sess-${next++}` }), {
        headers: { 'content-type': 'application/json' },
      });
    });
    await expect(telemetrySession()).resolves.toBe('sess-1');
    vi.advanceTimersByTime(29 * 60_000);
    // Used within its idle limit: the same session, and its clock starts again.
    await expect(telemetrySession()).resolves.toBe('sess-1');
    vi.advanceTimersByTime(29 * 60_000);
    await expect(telemetrySession()).resolves.toBe('sess-1');
    vi.advanceTimersByTime(31 * 60_000);
    await expect(telemetrySession()).resolves.toBe('sess-2');
    // The tracker changed (the experiment profile's, after sign-in): its own session.
    localStorage.setItem('telemetry_trackerUuid', '5b8f1c2e-3d4a-4b5c-8d9e-0f1a2b3c4d5e');
    await expect(telemetrySession()).resolves.toBe('sess-3');
    expect(JSON.parse(localStorage.getItem('telemetry_sessionKey') ?? 'null')).toMatchObject({
      uuid: 'sess-3',
      trackerUuid: '5b8f1c2e-3d4a-4b5c-8d9e-0f1a2b3c4d5e',
    });
  });
  it('events name the signed-in identity (issue 26, item 9)', async () => {
    tokenStore.set('a.b.c');
    identityStore.set('7d2f0c1e-aaaa-4bbb-8ccc-0123456789ab');
    await trackPageView('/account/heloc/register');
    expect(calls.at(-1)?.body).toMatchObject({
      event: 'PAGE_VIEW',
      identityUuid: '7d2f0c1e-aaaa-4bbb-8ccc-0123456789ab',
    });
    await trackEvent('STEP_COMPLETED', { properties: { step: 'contact' }, dedupeProperty: 'step' });
    expect(calls.at(-1)?.body).toMatchObject({
      event: 'STEP_COMPLETED',
      identityUuid: '7d2f0c1e-aaaa-4bbb-8ccc-0123456789ab',
    });
    // Signed out: no identity any more.
    tokenStore.clear('signed-out');
    await trackPageView('/auth/login');
    expect(calls.at(-1)?.body).not.toHaveProperty('identityUuid');
  });
  it('Global Privacy Control stops them too, whatever the stored choice', async () => {
    privacyChoice.set(false);
    vi.stubGlobal('navigator', { ...navigator, globalPrivacyControl: true });
    await trackEvent('CEO_FEEDBACK_SENT');
    await trackPageView('/account/heloc/register');
    expect(calls).toEqual([]);
    expect(trackerId()).toBeNull();
  });
});
