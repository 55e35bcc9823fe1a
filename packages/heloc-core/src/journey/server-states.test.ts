import { fc, test as fcTest } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import {
  CLOSING_STATE_ORDER,
  FUNDING_STATES,
  statesBetween,
  statesFrom,
  PENDING_STATES,
  PROPERTY_NOT_FOUND_STATES,
  propertyMatchProblem,
  SERVER_STATES,
  serverStateKind,
  TERMINAL_STATES,
  WAITING_STATES,
  isKnownServerState,
} from './server-states.js';

describe('serverStateKind', () => {
  it.each([...WAITING_STATES, ...PENDING_STATES])('%s is pending', (s) => expect(serverStateKind(s)).toBe('pending'));
  it.each([...TERMINAL_STATES])('%s is terminal', (s) => expect(serverStateKind(s)).toBe('terminal'));
  it.each(['HMDA', 'OFFER_SELECTION', 'COMPLETE', 'DEED_SIGNING', 'UNKNOWN'])('%s is settled', (s) =>
    expect(serverStateKind(s)).toBe('settled'),
  );
  it('counts any WAITING_FOR prefix as pending, also unknown ones', () => {
    expect(serverStateKind('WAITING_FOR_SOMETHING_NEW')).toBe('pending');
    expect(isKnownServerState('WAITING_FOR_SOMETHING_NEW')).toBe(false);
  });
  it('enumerates every family of shared-surfaces §4', () => {
    for (const family of ['WAITING_FOR_', 'GEN_', 'FINAL_TITLE_', 'NAV_BPO_', 'NAV_RESI_EVAL_', 'LIEN_VERIFICATION']) {
      expect(SERVER_STATES.some((s) => s.startsWith(family))).toBe(true);
    }
    expect(SERVER_STATES).toHaveLength(new Set(SERVER_STATES).size);
  });
  fcTest.prop([fc.string()])('every string has exactly one kind', (s) => {
    expect(['pending', 'terminal', 'settled']).toContain(serverStateKind(s));
  });
});

describe('propertyMatchProblem', () => {
  it('names the problem for each property-not-found state and nothing for the others', () => {
    expect(propertyMatchProblem('NO_PROPERTY_FOUND')).toBe('none-found');
    expect(propertyMatchProblem('MULTIPLE_PROPERTIES')).toBe('several-found');
    for (const state of SERVER_STATES) {
      expect(propertyMatchProblem(state) !== undefined).toBe(
        (PROPERTY_NOT_FOUND_STATES as readonly string[]).includes(state),
      );
    }
  });
});

describe('the closing order', () => {
  it('is made of known states, each once, and ends with funding then completion', () => {
    for (const s of CLOSING_STATE_ORDER) expect(isKnownServerState(s)).toBe(true);
    expect(new Set(CLOSING_STATE_ORDER).size).toBe(CLOSING_STATE_ORDER.length);
    expect(CLOSING_STATE_ORDER.slice(-FUNDING_STATES.length - 1)).toEqual([...FUNDING_STATES, 'COMPLETE']);
  });
  it('statesFrom gives the state and every one after it', () => {
    expect(statesFrom('FINAL_OFFER')).toEqual(CLOSING_STATE_ORDER);
    expect(statesFrom('GEN_NOTARY_DISCLOSURE')[0]).toBe('GEN_NOTARY_DISCLOSURE');
    expect(statesFrom('GEN_NOTARY_DISCLOSURE')).not.toContain('ATTORNEY_REVIEW');
    expect(statesFrom('COMPLETE')).toEqual(['COMPLETE']);
  });
  it('statesBetween includes both ends', () => {
    expect(statesBetween('FINAL_OFFER', 'CO_DEED_REQ')).toEqual([
      'FINAL_OFFER',
      'GEN_NOTE_SIGNING',
      'NOTE_SIGNING',
      'CO_DEED_REQ',
    ]);
    expect(statesBetween('COMPLETE', 'FINAL_OFFER')).toEqual([]);
  });
  fcTest.prop([fc.constantFrom(...CLOSING_STATE_ORDER), fc.constantFrom(...CLOSING_STATE_ORDER)])(
    'a range is a contiguous run of the order',
    (a, b) => {
      const range = statesBetween(a, b);
      const i = CLOSING_STATE_ORDER.indexOf(a);
      expect(range).toEqual(CLOSING_STATE_ORDER.slice(i, i + range.length));
      if (range.length > 0) expect(statesFrom(a)).toEqual([...range, ...statesFrom(b).slice(1)]);
    },
  );
});
