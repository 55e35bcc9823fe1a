/**
 * The notary's calls beside its journey steps (which go through useStep): the sandbox notary's
 * slots, changing or cancelling a booked in-person signing, and the eNotary session
 * (@heloc/core notary.ts has the paths, the answers' schemas and the session's stages).
 */
import {
  notaryReservationCancelPath,
  notaryReservationChangePath,
  notarySessionActionsPath,
  notarySessionPath,
  notarySlotsPath,
  type NotarySessionAction,
  type NotarySessionResponse,
  type NotarySlotsResponse,
} from '@heloc/core';
import { http } from '../lib/http-client';
import type { Application } from './types';

export const notaryApi = {
  slots: (uuid: string, around?: string | null) =>
    http.get<NotarySlotsResponse>(notarySlotsPath(uuid), around ? { query: { around } } : undefined),
  changeReservation: (uuid: string, slot: string) =>
    http.post<Application>(notaryReservationChangePath(uuid), { json: { slot } }),
  cancelReservation: (uuid: string) => http.post<Application>(notaryReservationCancelPath(uuid), { json: {} }),
  /** Starts the session, or answers the one under way (a reload resumes it). */
  startSession: (uuid: string) => http.post<NotarySessionResponse>(notarySessionPath(uuid), { json: {} }),
  session: (uuid: string) => http.get<NotarySessionResponse>(notarySessionPath(uuid)),
  act: (uuid: string, action: NotarySessionAction) =>
    http.post<NotarySessionResponse>(notarySessionActionsPath(uuid), { json: { action } }),
};
