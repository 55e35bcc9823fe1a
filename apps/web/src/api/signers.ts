/**
 * Additional (co-deed) signers (@heloc/core signers.ts): the owner's list with each signer's
 * progress, invite, resend and correct; the signer's own signature. Rows of the contract
 * (SIGNER_ENDPOINTS), through the one client.
 */
import { CO_DEED_STATUS_PATH, type CoDeedStatusEntry, type InviteSignerBody, type SignerSignBody } from '@heloc/core';
import { SIGNER_ENDPOINTS as S } from '@heloc/core/contract';
import { http } from '../lib/http-client';
import { call } from './call';

export const signersApi = {
  list: (uuid: string) => call(S.signers, { params: { uuid } }),
  invite: (uuid: string, body: InviteSignerBody) => call(S.inviteSigner, { params: { uuid }, json: body }),
  resend: (uuid: string, signerUuid: string) => call(S.resendSigner, { params: { uuid, signerUuid }, json: {} }),
  correct: (uuid: string, signerUuid: string, body: InviteSignerBody) =>
    call(S.correctSigner, { params: { uuid, signerUuid }, json: body }),
  /**
   * Every application the signed-in signer signs (403 for anyone who signs none). The row
   * ENDPOINTS.coDeedStatus's wire type (CoDeedStatus) is narrower than what the signer's screens read
   * (CoDeedStatusEntry): decision 088.
   */
  coDeedStatus: () => http.get<CoDeedStatusEntry[]>(CO_DEED_STATUS_PATH),
  sign: (uuid: string, body: SignerSignBody) => call(S.signAsSigner, { params: { uuid }, json: body }),
};
