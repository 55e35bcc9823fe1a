import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { funnel, funnelScreen } from './funnel.js';

const A = '3f1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f';
const B = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d';
const view = (sessionKey: string, pagePath: string, at: number) => ({ sessionKey, pagePath, at });

describe('funnelScreen', () => {
  it('names screens by catalogued pattern, whatever the application', () => {
    expect(funnelScreen(`/account/heloc/${A}/start/contact`)).toBe('start/contact');
    expect(funnelScreen(`/account/heloc/${B}/start/contact/?x=1`)).toBe('start/contact');
    expect(funnelScreen(`/account/heloc/${A}/income/upload/MANUAL_PAYSTUB`)).toBe('income/upload/:type');
    expect(funnelScreen('/account/heloc/register')).toBe('register');
    expect(funnelScreen('/account/heloc/heloc-signer/login')).toBe('heloc-signer/login');
  });
  it('outside the catalogue: the path with ids blanked (no borrower id in an aggregate)', () => {
    expect(funnelScreen('/dashboard')).toBe('/dashboard');
    expect(funnelScreen(`/account/heloc/${A}/nowhere`)).toBe('/account/heloc/:uuid/nowhere');
  });
});

describe('funnel', () => {
  it('reached: distinct sessions; stopped: where each session’s last view was', () => {
    const f = funnel([
      view('s1', '/account/heloc/register', 1),
      view('s1', `/account/heloc/${A}/start/profile`, 2),
      view('s1', `/account/heloc/${A}/start/contact`, 3),
      view('s1', `/account/heloc/${A}/start/profile`, 4), // back again: still one reach
      view('s2', '/account/heloc/register', 1),
      view('s3', '/account/heloc/register', 5),
      view('s3', `/account/heloc/${B}/start/profile`, 6),
    ]);
    expect(f.sessions).toBe(3);
    expect(f.rows).toEqual([
      { screen: 'register', reached: 3, stopped: 1 },
      { screen: 'start/profile', reached: 2, stopped: 2 },
      { screen: 'start/contact', reached: 1, stopped: 0 },
    ]);
  });
  it('order of arrival does not matter: time decides the last view', () => {
    const f = funnel([view('s1', `/account/heloc/${A}/start/contact`, 9), view('s1', '/account/heloc/register', 1)]);
    expect(f.rows.find((r) => r.screen === 'start/contact')?.stopped).toBe(1);
  });
  it('events without a session or a path are skipped', () => {
    expect(funnel([{ sessionKey: null, pagePath: '/x', at: 1 }, { sessionKey: 's', pagePath: null, at: 1 }])).toEqual({ sessions: 0, rows: [] });
  });
  it('every session stops exactly once; no screen is stopped at more than reached', () => {
    const paths = ['/account/heloc/register', `/account/heloc/${A}/start/profile`, `/account/heloc/${A}/start/contact`, '/dashboard'];
    fc.assert(
      fc.property(fc.array(fc.record({ sessionKey: fc.constantFrom('a', 'b', 'c', 'd'), pagePath: fc.constantFrom(...paths), at: fc.nat(100) })), (events) => {
        const f = funnel(events);
        expect(f.rows.reduce((n, r) => n + r.stopped, 0)).toBe(f.sessions);
        for (const r of f.rows) {
          expect(r.stopped).toBeLessThanOrEqual(r.reached);
          expect(r.reached).toBeLessThanOrEqual(f.sessions);
        }
      }),
    );
  });
});
