/**
 * Additional (co-deed) signers (@heloc/core signers.ts): the owner's list with each signer's
 * progress, invite, resend and correct; the signer's own signature. Through the one client.
 */
import {
  CO_DEED_STATUS_PATH,
  signerPath,
  signerResendPath,
  signersPath,
  signerSignPath,
  type CoDeedStatusEntry,
  type InviteSignerBody,
  type SignerEntry,
  type SignersResponse,
  type SignerSignBody,
} from '@heloc/core';
import { http } from '../lib/http-client';

export const signersApi = {
  list: (uuid: string) => http.get<SignersResponse>(signersPath(uuid)),
  invite: (uuid: string, body: InviteSignerBody) =>
    http.post<{ email: string; invited: true }>(signersPath(uuid), { json: body }),
  resend: (uuid: string, signerUuid: string) =>
    http.post<SignerEntry>(signerResendPath(uuid, signerUuid), { json: {} }),
  correct: (uuid: string, signerUuid: string, body: InviteSignerBody) =>
    http.put<SignerEntry>(signerPath(uuid, signerUuid), { json: body }),
  /** Every application the signed-in signer signs (403 for anyone who signs none). */
  coDeedStatus: () => http.get<CoDeedStatusEntry[]>(CO_DEED_STATUS_PATH),
  sign: (uuid: string, body: SignerSignBody) =>
    http.post<{ signed: true; signedAt: string; coDeedStatus: 'COMPLETE' | 'PENDING' }>(signerSignPath(uuid), {
      json: body,
    }),
};
