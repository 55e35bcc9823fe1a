import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import type { FallbackFacts } from './fallback-guards.js';
import { fallbackMachine } from './fallback-machine.js';
import {
  fallbackSnapshotAt,
  fallbackStateForRecord,
  FALLBACK_START_STATE,
  restoreFallbackState,
  SERVER_STATE_PLACEMENTS,
} from './fallback-restore.js';
import { decideScreen } from './journey.js';
import { FALLBACK_MACHINE_STATES, screenForMachineState } from './machine-screen.js';
import { screenForServerState } from './screen-map.js';
import { SERVER_STATES, type ServerState } from './server-states.js';
import { arbFallbackFacts, arbServerState } from '../testing/arbitraries.js';

/** A plain application: a California home, accounts with a routing number, no manual notary, nothing declined. */
const PLAIN: FallbackFacts = {
  heloc: {
    uuid: 'app-1',
    property: { state: 'CA' },
    disburseAccount: { uuid: 'd1', routingNumber: '021000021' },
    status: {},
  },
  profile: {},
};
const withStatus = (status: NonNullable<FallbackFacts['heloc']['status']>): FallbackFacts => ({
  ...PLAIN,
  heloc: { ...PLAIN.heloc, status },
});

describe('fallbackStateForRecord — the machine placed by the server’s record', () => {
  it('a new tab at LIEN_ATTESTATION (no row of its own) is on merchant/lien-attestation, never start/profile', () => {
    const placed = fallbackStateForRecord('LIEN_ATTESTATION', PLAIN);
    expect(placed).toBe('lienAttestation');
    const decision = decideScreen({
      state: 'LIEN_ATTESTATION',
      heloc: PLAIN.heloc,
      machineState: restoreFallbackState({ stored: undefined, state: 'LIEN_ATTESTATION', facts: PLAIN }).machineState,
    });
    expect(decision.path).toBe('merchant/lien-attestation');
  });

  it('places every state the product knows, but those that show error/timeout, the payoff hold and CANCELLED', () => {
    const unplaced = SERVER_STATES.filter((s) => fallbackStateForRecord(s, PLAIN) === undefined);
    expect(unplaced).toEqual([
      'CANCELLED',
      'CREDIT_ERROR',
      'CREDIT_MINOR',
      'FACTA_REVIEW',
      'PAYOFF_REQUEST_PENDING',
      'UNKNOWN',
    ]);
  });

  it('where §4.1 has a row and the machine has that screen, both show the same screen', () => {
    // The machine has no screen for these rows' screens: it is placed in the state of that phase.
    const phaseOnly: readonly ServerState[] = [
      'NO_AVM_FOUND',
      'NAV_BPO_ESTIMATE',
      'NAV_RESI_EVAL_ESTIMATE',
      'CLTV_LIEN_POSITION_REQUALIFY',
      'VERIFIED_AUTOPAY_ACCOUNT',
      'BPO_ORDER_REQUEST',
      'NAV_BPO_ORDER',
      'NAV_RESI_EVAL_ORDER',
      'GEN_CLOSING_DISCLOSURE',
      'GEN_NOTE_SIGNING',
      'MANUAL_DEED_SIGNING',
      'COMPLETE',
    ];
    const disagree = (Object.keys(SERVER_STATE_PLACEMENTS) as ServerState[])
      .filter((s) => screenForServerState(s, PLAIN.heloc) && !phaseOnly.includes(s))
      .filter(
        (s) =>
          screenForMachineState(fallbackStateForRecord(s, PLAIN) as string, PLAIN.heloc).path !==
          screenForServerState(s, PLAIN.heloc)?.path,
      );
    expect(disagree).toEqual([]);
  });

  it('a declined decision places the borrower on its notice, whatever the state (late waits included)', () => {
    expect(fallbackStateForRecord('WAITING_FOR_ID_VERIFICATION', withStatus({ uwDecision: 'DECLINE' }))).toBe(
      'declined',
    );
    expect(fallbackStateForRecord('GEN_NOTE_SIGNING', withStatus({ uwDecision: 'DECLINE', dtiDecline: true }))).toBe(
      'dtiDeclined',
    );
    expect(fallbackStateForRecord('DECLINED', withStatus({ creditScoreDecline: true }))).toBe('creditScoreDeclined');
  });

  it('reads the conditional rows as the screen table does', () => {
    expect(fallbackStateForRecord('SOFT_CREDIT_LOCKED_OR_FROZEN', withStatus({ incorrectPin: true }))).toBe(
      'incorrectPin',
    );
    expect(fallbackStateForRecord('NO_PROPERTY_FOUND', withStatus({ datatreeNoMatch: true }))).toBe('datatreeError');
    expect(
      fallbackStateForRecord('AUTOPAY_ACCOUNT', { ...PLAIN, heloc: { ...PLAIN.heloc, disburseAccount: null } }),
    ).toBe('ach');
    expect(fallbackStateForRecord('DEED_SIGNING', withStatus({ primaryParticipantAcceptComplete: true }))).toBe(
      'waitFund',
    );
    expect(fallbackStateForRecord('valueOf', PLAIN)).toBeUndefined();
  });
});

describe('restoreFallbackState — a stored snapshot is checked, and the record comes first', () => {
  const stored = (value: unknown) => ({ status: 'active', value, context: {}, children: {}, historyValue: {} });

  it('discards a snapshot naming a state the machine does not have, with an error to log, and never throws', () => {
    const r = restoreFallbackState({ stored: stored('somewhereElse'), state: 'SOMETHING_NEW', facts: PLAIN });
    expect(r).toEqual({
      machineState: FALLBACK_START_STATE,
      source: 'start',
      discarded: expect.stringContaining('"somewhereElse"'),
    });
    const placed = restoreFallbackState({ stored: stored('somewhereElse'), state: 'LIEN_ATTESTATION', facts: PLAIN });
    expect(placed).toMatchObject({ machineState: 'lienAttestation', source: 'record', discarded: expect.any(String) });
  });

  it('uses a sound snapshot only where the record places nothing', () => {
    expect(restoreFallbackState({ stored: stored('waitMerchant'), state: 'SOMETHING_NEW', facts: PLAIN })).toEqual({
      machineState: 'waitMerchant',
      source: 'snapshot',
    });
    expect(restoreFallbackState({ stored: stored('profile'), state: 'LIEN_ATTESTATION', facts: PLAIN })).toEqual({
      machineState: 'lienAttestation',
      source: 'record',
    });
    expect(restoreFallbackState({ stored: undefined, state: 'SOMETHING_NEW', facts: PLAIN })).toEqual({
      machineState: 'profile',
      source: 'start',
    });
  });

  it('whatever is stored, restoring gives a state of the machine that an actor starts in (property)', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.anything(), fc.jsonValue(), fc.constantFrom(...FALLBACK_MACHINE_STATES).map(stored)),
        fc.oneof(arbServerState, fc.string()),
        arbFallbackFacts,
        (value, state, facts) => {
          const r = restoreFallbackState({ stored: value, state, facts });
          expect(FALLBACK_MACHINE_STATES).toContain(r.machineState);
          const actor = createActor(fallbackMachine, {
            input: facts,
            snapshot: fallbackSnapshotAt(r.machineState, facts),
          }).start();
          expect(actor.getSnapshot().value).toBe(r.machineState);
          actor.stop();
        },
      ),
    );
  });

  it('an actor started at a placed state takes the journey on from there: a decline at a late wait', () => {
    const actor = createActor(fallbackMachine, { input: PLAIN, snapshot: fallbackSnapshotAt('ach', PLAIN) }).start();
    actor.send({ type: 'decline', facts: withStatus({ uwDecision: 'DECLINE' }) });
    expect(actor.getSnapshot().value).toBe('declined');
  });
});
