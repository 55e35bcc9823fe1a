/**
 * The notary's calls beside its journey steps (which go through useStep): rows of the contract's
 * NOTARY_ENDPOINTS (@heloc/core notary.ts has the answers' schemas and the session's stages).
 */
import type { NotarySessionAction } from '@heloc/core';
import { NOTARY_ENDPOINTS as E } from '@heloc/core/contract';
import { call } from './call';

export const notaryApi = {
  slots: (uuid: string, around?: string | null) =>
    call(E.notarySlots, { params: { uuid }, ...(around ? { query: { around } } : {}) }),
  changeReservation: (uuid: string, slot: string) =>
    call(E.changeNotaryReservation, { params: { uuid }, json: { slot } }),
  cancelReservation: (uuid: string) => call(E.cancelNotaryReservation, { params: { uuid }, json: {} }),
  /** Starts the session, or answers the one under way (a reload resumes it). */
  startSession: (uuid: string) => call(E.startNotarySession, { params: { uuid }, json: {} }),
  session: (uuid: string) => call(E.notarySession, { params: { uuid } }),
  act: (uuid: string, action: NotarySessionAction) =>
    call(E.notarySessionAction, { params: { uuid }, json: { action } }),
};
