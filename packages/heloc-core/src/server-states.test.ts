import { fc, test as fcTest } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import {
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
