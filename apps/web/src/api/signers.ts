/**
 * Additional (co-deed) signers (@heloc/core signers.ts): the owner's list with each signer's
 * progress, invite, resend and correct; the signer's own signature. Rows of the contract
 * (SIGNER_ENDPOINTS), through the one client.
 */
import type { InviteSignerBody, SignerSignBody } from '@heloc/core';
import { SIGNER_ENDPOINTS as S } from '@heloc/core/contract';
import { call } from './call';

export const signersApi = {
  list: (uuid: string) => call(S.signers, { params: { uuid } }),
  invite: (uuid: string, body: InviteSignerBody) => call(S.inviteSigner, { params: { uuid }, json: body }),
  resend: (uuid: string, signerUuid: string) => call(S.resendSigner, { params: { uuid, signerUuid }, json: {} }),
  correct: (uuid: string, signerUuid: string, body: InviteSignerBody) =>
    call(S.correctSigner, { params: { uuid, signerUuid }, json: body }),
  sign: (uuid: string, body: SignerSignBody) => call(S.signAsSigner, { params: { uuid }, json: body }),
};
