/**
 * Additional (co-deed) signers: the contract the borrower's signing/additional screen, the signer's
 * heloc-signer/intro and heloc-signer/sign screens and the server share — the bodies, the answers,
 * the messages, and how a signer's progress is read.
 *
 * Why they sign at all: Regulation Z §1026.15(a)(1) gives every consumer whose ownership interest
 * in the home is (or will be) subject to the lender's security interest the right to rescind, and
 * §1026.15(b) has the lender give each of them the notice of right to cancel. So everyone on the
 * property's title signs the deed of trust and is given the notice, not only the borrower.
 */
import * as v from 'valibot';
import type { CoDeedStatus } from '../contract/wire.js';
import { endpointPath } from '../contract/endpoints.js';
import { SIGNER_ENDPOINTS as S } from '../contract/signer-endpoints.js';
import { SIGN_ESIGN_MESSAGE, signatureSchema, type Signature } from './closing-documents.js';
import { emailSchema } from '../forms.js';
import { firstIssueOnly as first, requiredString } from '../schemas.js';
import { signingLocationSchema } from './signing-location.js';

/* ---------- paths ---------- */

/** GET: the owner's list of signers with their progress; POST: invite one. Each builder fills its row (SIGNER_ENDPOINTS). */
export const signersPath = (uuid: string) => endpointPath(S.signers, { uuid });
/** PUT: correct the name or email of an invitation not yet accepted. */
export const signerPath = (uuid: string, signerUuid: string) => endpointPath(S.correctSigner, { uuid, signerUuid });
/** POST: send the invitation (or, once accepted, a reminder) again. */
export const signerResendPath = (uuid: string, signerUuid: string) =>
  endpointPath(S.resendSigner, { uuid, signerUuid });
/** POST: the signed-in additional signer signs ({@link signerSignSchema}). */
export const signerSignPath = (uuid: string) => endpointPath(S.signAsSigner, { uuid });

/* ---------- rules ---------- */

/** How often signing/additional re-reads the signers' progress while someone still has to sign. */
export const SIGNERS_POLL_MS = 5000;
/**
 * Each invitation may be mailed again (resent or corrected) this many times an hour (SIGNER_RESEND_WINDOW_MS). An owner
 * could otherwise turn the server into a mailer aimed at any address (OWASP ASVS 11.1.4: anti-automation).
 */
export const SIGNER_RESEND_LIMIT = 3;
export const SIGNER_RESEND_WINDOW_MS = 60 * 60_000;

export const SIGNER_MESSAGES = {
  ownEmail: 'The additional signer needs their own email.',
  alreadyInvited: 'This person is already on the list of signers.',
  resendLimited: 'This invitation has been sent several times in the last hour. Please wait before sending it again.',
  alreadyAccepted: 'This signer has already accepted the invitation, so their email cannot be changed.',
  alreadySigned: 'This signer has already signed.',
  ownerCannotSign: 'Only the additional signer can sign here. The borrower cannot sign for them.',
  notSigner: 'Only an additional signer of this application can sign here.',
  youAlreadySigned: 'You have already signed.',
  notOpen: 'Signing for additional signers is not open on this application right now.',
  notFound: 'Signer not found.',
} as const;

const name = first(v.pipe(requiredString(), v.maxLength(60, 'Cannot be more than 60 characters')));

/** Invite (POST) or correct (PUT) a person on title: their name and their own email. */
export const inviteSignerSchema = v.object({ firstName: name, lastName: name, email: emailSchema });
export type InviteSignerBody = v.InferInput<typeof inviteSignerSchema>;

/**
 * The consent the signer gives, word for word: the checkbox's label, and what the server records
 * with the signature (E-SIGN Act, 15 U.S.C. §7001(c): consent to electronic records, affirmatively given).
 */
export const SIGNER_ESIGN_CONSENT_TEXT =
  'I agree to sign electronically. The signature I adopt here, typed or drawn, is my signature, with the same effect as signing on paper.';

/** What the signer sends to sign: consent to sign electronically (E-SIGN, 15 U.S.C. §7001(c)) and the adopted signature. */
export const signerSignSchema = v.object({
  esignConsent: v.literal(true, SIGN_ESIGN_MESSAGE),
  signature: signatureSchema,
  location: v.optional(signingLocationSchema),
});
export type SignerSignBody = v.InferInput<typeof signerSignSchema>;

/**
 * The heloc-signer/sign form, field by field (validated on blur): the consent box and the name the
 * signature stands for. Typed or drawn is adopted with the same pad as signing/sign
 * (components/signature-pad); whether a drawing is there and small enough is
 * signing.ts's `adoptedSignature`, and the body is {@link signerSignBody}.
 */
export const signerSignFormSchema = v.object({
  esignConsent: v.literal(true, SIGN_ESIGN_MESSAGE),
  signatureName: signatureSchema.options[0].entries.name,
});
export interface SignerSignForm {
  esignConsent: boolean;
  signatureName: string;
}
/** The body of POST signerSignPath: consent is only sent once the box is ticked, so it is always true here. */
export const signerSignBody = (signature: Signature): SignerSignBody => ({ esignConsent: true, signature });

/* ---------- the owner's list: GET signersPath(uuid) ---------- */

/**
 * One person invited to sign. Never a token, and nothing that tells whether the email had an
 * account before the invitation: "account created" is when the invitation was accepted (by
 * registering through the link or by signing in), whichever way that happened. Times are ISO
 * timestamps.
 */
export interface SignerEntry {
  /** The invitation's id: the handle for resend and correct. */
  uuid: string;
  firstName: string;
  lastName: string;
  email: string;
  /** The first invitation. */
  invitedAt: string;
  /** The newest message sent (invitation, resend, correction or reminder). */
  lastSentAt: string;
  accountCreatedAt: string | null;
  /** When this signer uploaded an identity document (null: not yet). */
  identityAt: string | null;
  signedAt: string | null;
}
export interface SignersResponse {
  signers: SignerEntry[];
}

const SIGNER_STAGES = ['invited', 'account', 'identity', 'signed'] as const;
type SignerStage = (typeof SIGNER_STAGES)[number];
const SIGNER_STAGE_LABELS: Record<SignerStage, string> = {
  invited: 'Invited',
  account: 'Account created',
  identity: 'ID uploaded',
  signed: 'Signed',
};

interface SignerStageView {
  readonly stage: SignerStage;
  readonly label: string;
  /** When it happened; null when it has not (shown as "Not yet"). */
  readonly at: string | null;
}

interface SignerProgress {
  readonly stages: readonly SignerStageView[];
  /** How many of the stages are done (for a progress bar). */
  readonly done: number;
  /** The invitation can be sent again (a reminder once accepted) until the signer signed. */
  readonly canResend: boolean;
  /** The name and email can be corrected only before the invitation was accepted. */
  readonly canCorrect: boolean;
}

/** Each stage with its time, in order; the identity stage may be "Not yet" while later ones are done (it is not required to sign). */
export function signerProgress(
  entry: Pick<SignerEntry, 'invitedAt' | 'accountCreatedAt' | 'identityAt' | 'signedAt'>,
): SignerProgress {
  const at: Record<SignerStage, string | null> = {
    invited: entry.invitedAt,
    account: entry.accountCreatedAt,
    identity: entry.identityAt,
    signed: entry.signedAt,
  };
  const stages = SIGNER_STAGES.map((stage) => ({ stage, label: SIGNER_STAGE_LABELS[stage], at: at[stage] }));
  return {
    stages,
    done: stages.filter((s) => s.at !== null).length,
    canResend: entry.signedAt === null,
    canCorrect: entry.accountCreatedAt === null,
  };
}

/** When a stage happened, as a person reads it: "Nov 23, 2026, 10:00 AM" in their time zone. */
export function formatStageTime(iso: string, timeZone?: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  return new Intl.DateTimeFormat('en-US', {
    dateStyle: 'medium',
    timeStyle: 'short',
    ...(timeZone ? { timeZone } : {}),
  }).format(d);
}

/** The borrower has signed and the application waits for the additional signers (signing/additional shows progress, not a way back to signing). */
export const isWaitingForSigners = (state: string | null | undefined): boolean => state === 'CO_DEED_REQ';

/** Everyone invited has signed (false with nobody invited: someone on title still has to be). */
export const allSignersSigned = (signers: readonly Pick<SignerEntry, 'signedAt'>[]): boolean =>
  signers.length > 0 && signers.every((s) => s.signedAt !== null);

type SignedMarks = readonly Pick<SignerEntry, 'signedAt'>[];

/**
 * signing/additional's refetchInterval for the signers' progress: SIGNERS_POLL_MS until everyone
 * invited has signed (also before the first answer, and with nobody invited yet), then false.
 */
export const signersPollMs = (signers: SignedMarks | undefined): number | false =>
  signers && allSignersSigned(signers) ? false : SIGNERS_POLL_MS;

/**
 * signing/additional's refetchInterval for the status: only once the application waits for its
 * signers and all of them have signed is the state about to move on by itself; then every
 * SIGNERS_POLL_MS — one interval after "Signed" shows, so the borrower sees it before the journey
 * leaves the screen — else false.
 */
export const signersStatusWatchMs = (
  state: string | null | undefined,
  signers: SignedMarks | undefined,
): number | false =>
  isWaitingForSigners(state) && signers !== undefined && allSignersSigned(signers) ? SIGNERS_POLL_MS : false;

/* ---------- the signer's side: GET ENDPOINTS.coDeedStatus (CoDeedStatus) ---------- */

/**
 * Which application heloc-signer/intro and heloc-signer/sign are about: the one named in the link
 * (`?application=`), else the first waiting for this signer's signature, else the first.
 */
export function signerApplication<T extends Pick<CoDeedStatus, 'applicationUuid' | 'canSign'>>(
  list: readonly T[],
  requested: string | null | undefined,
): T | undefined {
  if (requested) return list.find((a) => a.applicationUuid === requested);
  return list.find((a) => a.canSign) ?? list[0];
}

/** The query parameter naming the application on the signer's screens. */
export const SIGNER_APPLICATION_PARAM = 'application';
