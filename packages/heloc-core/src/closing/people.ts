/** Who the user is: additional signers, authentication, loan officer card (shared-surfaces §2, §4, §6). */
import type { Heloc, LoanOriginatorDisplayInfo, Profile } from '../entities.js';
import { MESSAGES } from '../messages.js';
import { DASHBOARD_PATH, REGISTER_PATH, topLevelUrl } from '../journey/routes.js';

/**
 * With additionalSignerVersion v1 a user is a signer if listed in helocSigners; otherwise a signer
 * if the profile type is CO_DEEDER.
 */
export function isAdditionalSigner(input: {
  heloc?: Pick<Heloc, 'additionalSignerVersion' | 'helocSigners'> | null;
  profile?: Pick<Profile, 'type'> | null;
  identityUuid?: string | null;
}): boolean {
  if (input.heloc?.additionalSignerVersion === 'v1') {
    return (
      Boolean(input.identityUuid) && (input.heloc.helocSigners ?? []).some((s) => s.identityUuid === input.identityUuid)
    );
  }
  return input.profile?.type === 'CO_DEEDER';
}

/** Where an application stands for one additional signer (heloc-signer/resume). */
export type SignerStanding = 'all-signed' | 'signed' | 'action-needed' | 'not-ready';

/**
 * The signer has signed and so has everyone (co-deed status COMPLETE), or only they have; or their
 * signature is wanted now (the server says they can sign), or the borrower is not that far yet.
 */
export function signerStanding(input: {
  signed: boolean;
  canSign: boolean;
  coDeedStatus?: string | null;
}): SignerStanding {
  if (input.signed) return input.coDeedStatus === 'COMPLETE' ? 'all-signed' : 'signed';
  return input.canSign ? 'action-needed' : 'not-ready';
}

/** Signers may read the co-deed status. */
export const canReadCoDeedStatus = isAdditionalSigner;

/** Signer conditions load only with the flag on and once the person record is available. */
export function shouldLoadSignerConditions(flagEnabled: boolean, hasPersonRecord: boolean): boolean {
  return flagEnabled && hasPersonRecord;
}

/** The Dashboard link shows for additional signers only if they are brokers. */
export function showDashboardLink(input: { isSigner: boolean; isBroker: boolean }): boolean {
  return !input.isSigner || input.isBroker;
}

/**
 * Where the shell's logo leads: visitors to registration; a signed-in user to the dashboard when
 * the Dashboard link is theirs (shared-surfaces §6), else an additional signer to their own area.
 */
export function shellHomePath(input: { signedIn: boolean; showDashboardLink: boolean }): string {
  if (!input.signedIn) return REGISTER_PATH;
  return input.showDashboardLink ? DASHBOARD_PATH : topLevelUrl('heloc-signer/resume');
}

/** Authenticated means an identity-broker user exists or a stored jwt exists. */
export function isAuthenticated(input: { brokerUser?: unknown; storedJwt?: string | null }): boolean {
  return Boolean(input.brokerUser) || Boolean(input.storedJwt);
}

/** Loan officer card title, or undefined when the card is hidden. */
export function loanOfficerCardTitle(info: LoanOriginatorDisplayInfo | null | undefined): string | undefined {
  if (info?.originatorName) return MESSAGES.yourLoanOfficer;
  if (info?.brokerName) return MESSAGES.yourBroker;
  return undefined;
}

/** The originator uuid: the explicit argument, else the referrer query parameter, else the application's. */
export function originatorUuid(input: {
  explicit?: string | null;
  referrerParam?: string | null;
  heloc?: Pick<Heloc, 'referrer'> | null;
}): string | undefined {
  return input.explicit || input.referrerParam || input.heloc?.referrer?.referrerUuid || undefined;
}

/** utm_source=cloc means crypto HELOC for anonymous visitors. */
export function isCryptoVisitor(input: { utmSource?: string | null; authenticated: boolean }): boolean {
  return !input.authenticated && input.utmSource === 'cloc';
}
