import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BASE_PATH } from '../constants.js';
import { funnel, funnelCsv, funnelScreen, sessionPaths, stopRate, type PageViewEvent } from './funnel.js';
import { arbPageViews } from '../testing/arbitraries.js';

const U = '3f2b8c1e-9a4d-4e2f-8b6a-1c2d3e4f5a6b';
const view = (sessionKey: string, screen: string, at: number): PageViewEvent => ({
  sessionKey,
  pagePath: `${BASE_PATH}/${U}/${screen}`,
  at,
});

describe('funnelScreen', () => {
  it('is the catalogue pattern of an application screen, and nothing for other paths', () => {
    expect(funnelScreen(`${BASE_PATH}/${U}/income/upload/W2`)).toBe('income/upload/:type');
    expect(funnelScreen(`${BASE_PATH}/${U}/income/upload/MANUAL_PAYSTUB`)).toBe('income/upload/MANUAL_PAYSTUB');
    expect(funnelScreen(`${BASE_PATH}/${U}/start/profile?utm_source=x#top`)).toBe('start/profile');
    expect(funnelScreen(`${BASE_PATH}/register`)).toBeUndefined();
    expect(funnelScreen('/dashboard')).toBeUndefined();
  });
});

describe('funnel', () => {
  it('counts reached and stopped per screen and sessions per step taken', () => {
    const f = funnel([
      view('a', 'start/profile', 1),
      view('a', 'start/profile', 2),
      view('a', 'product/select', 3),
      view('b', 'start/profile', 5),
      view('c', 'start/profile', 7),
      view('c', 'product/select', 8),
      view('c', 'start/contact', 9),
      view('c', 'product/select', 10),
      view('c', 'start/contact', 11),
      { sessionKey: 'd', pagePath: `${BASE_PATH}/register`, at: 1 },
    ]);
    expect(f.sessions).toBe(3);
    expect(f.screens).toEqual([
      { screen: 'start/profile', name: 'Check your rate', phase: 'onboarding', reached: 3, stopped: 1 },
      { screen: 'product/select', name: 'Choose an offer', phase: 'offers', reached: 2, stopped: 1 },
      { screen: 'start/contact', name: 'Contact details', phase: 'offers', reached: 1, stopped: 1 },
    ]);
    // c went product/select → start/contact twice: one session.
    expect(f.edges).toEqual(
      expect.arrayContaining([
        { from: 'start/profile', to: 'product/select', sessions: 2 },
        { from: 'product/select', to: 'start/contact', sessions: 1 },
        { from: 'start/contact', to: 'product/select', sessions: 1 },
      ]),
    );
    expect(f.edges).toHaveLength(3);
  });

  it('every session stops exactly once, on a screen it reached', () => {
    fc.assert(
      fc.property(arbPageViews, (events) => {
        const f = funnel(events);
        expect(f.screens.reduce((n, s) => n + s.stopped, 0)).toBe(f.sessions);
        for (const s of f.screens) {
          expect(s.stopped).toBeLessThanOrEqual(s.reached);
          expect(s.reached).toBeLessThanOrEqual(f.sessions);
        }
        for (const e of f.edges) {
          expect(e.from).not.toBe(e.to);
          expect(e.sessions).toBeLessThanOrEqual(
            Math.min(
              f.screens.find((s) => s.screen === e.from)?.reached ?? 0,
              f.screens.find((s) => s.screen === e.to)?.reached ?? 0,
            ),
          );
        }
      }),
    );
  });

  it('does not depend on the order the rows come in (only on times, and row order within a tie of one session)', () => {
    fc.assert(
      fc.property(
        arbPageViews.map((es) => es.map((e, i) => ({ ...e, at: e.at * 100 + i }))),
        fc.func(fc.integer()),
        (events, key) => {
          const shuffled = [...events].sort((a, b) => key(a.at) - key(b.at) || a.at - b.at);
          expect(sessionPaths(shuffled)).toEqual(sessionPaths(events));
        },
      ),
    );
  });

  it('paths outside an application change nothing', () => {
    fc.assert(
      fc.property(
        arbPageViews,
        fc.array(fc.constantFrom('/dashboard', `${BASE_PATH}/register`, '/auth/login'), { maxLength: 5 }),
        (events, others) => {
          const noise = others.map((pagePath, i) => ({ sessionKey: `n${i % 2}`, pagePath, at: i }));
          expect(funnel([...events, ...noise])).toEqual(funnel(events));
        },
      ),
    );
  });
});

describe('funnelCsv', () => {
  it('one row per screen, quoted where needed, with the stop rate', () => {
    const csv = funnelCsv({
      sessions: 2,
      screens: [
        { screen: 'start/profile', name: 'Check your rate, "now"', phase: 'onboarding', reached: 2, stopped: 1 },
      ],
      edges: [],
    });
    expect(csv).toBe(
      'screen,name,phase,reached,stopped,stop rate\r\nstart/profile,"Check your rate, ""now""",onboarding,2,1,50.0%\r\n',
    );
    expect(stopRate({ reached: 0, stopped: 0 })).toBe('0.0%');
  });
});
