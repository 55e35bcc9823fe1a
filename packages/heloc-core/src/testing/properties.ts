/**
 * The core's properties, shared by the test suite (a few hundred runs each) and `pnpm fuzz`
 * (many more runs, seed from the environment). Each returns a fast-check property.
 */
import fc from 'fast-check';
import { initialTransition, transition } from 'xstate';
import { isAllowedChatLink, linkifyChatText } from '../chat/chat.js';
import { CONDITIONS_CATALOGUE, visibleConditions } from '../conditions/conditions.js';
import {
  POLL_MAX_DELAY_MS,
  POLL_SETTLED_ATTEMPTS,
  POLL_WAITING_ATTEMPTS,
  RETRY_ATTEMPTS,
  RETRY_INITIAL_DELAY_MS,
} from '../constants.js';
import { fallbackMachine } from '../journey/fallback-machine.js';
import { joinErrorMessages } from '../format.js';
import { FALLBACK_MACHINE_STATES, screenForMachineState } from '../journey/machine-screen.js';
import { nextPoll, pollDelayMs, retryDelayMs } from '../journey/polling.js';
import { isAllowedRedirectUrl, siteRedirect } from '../journey/redirects.js';
import { isCataloguedScreen, matchRoute } from '../journey/routes.js';
import { screenForServerState } from '../journey/screen-map.js';
import {
  arbCataloguedPathname,
  arbChatLinkAttack,
  arbConditions,
  arbFallbackEvent,
  arbFallbackFacts,
  arbHeloc,
  arbOpenRedirectPayload,
  arbPathname,
  arbSearch,
  arbServerState,
} from './arbitraries.js';

function check(condition: boolean, message: string): void {
  if (!condition) throw new Error(message);
}

const catalogued = (path: string) => path === '/' || isCataloguedScreen(path);
const catalogue: ReadonlySet<string> = new Set(CONDITIONS_CATALOGUE);

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each property has its own tuple of generated values
type AnyProperty = fc.IProperty<any>;

export const CORE_PROPERTIES: Record<string, () => AnyProperty> = {
  'screenForServerState: any state with any application gives a catalogued path, the site root or undefined': () =>
    fc.property(arbServerState, fc.option(arbHeloc, { nil: undefined }), (state, heloc) => {
      const target = screenForServerState(state, heloc);
      check(target === undefined || catalogued(target.path), `uncatalogued ${target?.path} for ${state}`);
    }),
  'fallback machine: any event sequence stays in the table and names a catalogued screen or the root': () =>
    fc.property(arbFallbackFacts, fc.array(arbFallbackEvent, { maxLength: 40 }), (facts, events) => {
      let [snap] = initialTransition(fallbackMachine, facts);
      for (const event of events) {
        [snap] = transition(fallbackMachine, snap, event);
        const value = String(snap.value);
        check((FALLBACK_MACHINE_STATES as readonly string[]).includes(value), `unknown machine state ${value}`);
        check(catalogued(screenForMachineState(value, snap.context.heloc).path), `uncatalogued screen for ${value}`);
      }
    }),
  'pollDelayMs never decreases and never exceeds 5000': () =>
    fc.property(fc.nat(), fc.nat(), (a, b) => {
      const [lo, hi] = a <= b ? [a, b] : [b, a];
      check(pollDelayMs(lo) <= pollDelayMs(hi), `delay(${lo}) > delay(${hi})`);
      check(pollDelayMs(hi) <= POLL_MAX_DELAY_MS && pollDelayMs(lo) >= 1000, 'delay out of bounds');
    }),
  'polling of any state ends within its attempt bound': () =>
    fc.property(arbServerState, (state) => {
      let attempts = 1;
      let decision = nextPoll(state, attempts);
      while (decision.kind === 'wait') decision = nextPoll(state, ++attempts);
      check(attempts <= Math.max(POLL_WAITING_ATTEMPTS, POLL_SETTLED_ATTEMPTS), `${state} polled ${attempts} times`);
    }),
  'retry delays never decrease and stay bounded': () =>
    fc.property(fc.nat(), (n) => {
      check(retryDelayMs(n) <= retryDelayMs(n + 1), 'retry delay decreased');
      check(retryDelayMs(n) <= RETRY_INITIAL_DELAY_MS * 2 ** RETRY_ATTEMPTS, 'retry delay unbounded');
    }),
  'isAllowedRedirectUrl rejects open-redirect payloads': () =>
    fc.property(arbOpenRedirectPayload, (url) => check(!isAllowedRedirectUrl(url), `accepted ${JSON.stringify(url)}`)),
  'isAllowedRedirectUrl accepts every catalogued path': () =>
    fc.property(arbCataloguedPathname, (path) => check(isAllowedRedirectUrl(path), `rejected ${path}`)),
  'siteRedirect stays in-site and keeps only pop-webchat (legacy register keeps its query)': () =>
    fc.property(arbPathname, arbSearch, (path, search) => {
      const r = siteRedirect(path, search);
      if (!r) return;
      check(isAllowedRedirectUrl(r.to), `unsafe target ${r.to}`);
      if (r.reason.includes('register')) return;
      const query = r.to.includes('?') ? r.to.slice(r.to.indexOf('?') + 1) : '';
      for (const key of new URLSearchParams(query).keys()) check(key === 'pop-webchat', `kept ${key}`);
    }),
  'catalogued paths never redirect and always match the catalogue': () =>
    fc.property(arbCataloguedPathname, arbSearch, (path, search) => {
      check(siteRedirect(path, search) === undefined, `${path} redirects`);
      check(matchRoute(path) !== undefined, `${path} not matched`);
    }),
  'isAllowedChatLink rejects look-alike hosts, credentials and other schemes': () =>
    fc.property(arbChatLinkAttack, (url) => check(!isAllowedChatLink(url), `accepted ${url}`)),
  'chat linkify keeps every character': () =>
    fc.property(fc.string(), (s) =>
      check(
        linkifyChatText(s)
          .map((p) => p.value)
          .join('') === s,
        'text changed',
      ),
    ),
  'visibleConditions is an oldest-first catalogued subset': () =>
    fc.property(arbConditions, (conditions) => {
      const out = visibleConditions(conditions);
      check(out.length === conditions.filter((c) => catalogue.has(c.categoryEnum)).length, 'wrong count');
      const t = out.map((c) => Date.parse(c.created)).map((x) => (Number.isNaN(x) ? Infinity : x));
      for (let i = 1; i < t.length; i++) check((t[i - 1] as number) <= (t[i] as number), 'not oldest first');
    }),
  'joinErrorMessages always gives one sentence': () =>
    fc.property(fc.array(fc.oneof(fc.string(), fc.record({ message: fc.string() }))), (messages) => {
      const out = joinErrorMessages(messages);
      check(out === 'Something unexpected happened' || out.endsWith('.'), `not a sentence: ${out}`);
    }),
};
