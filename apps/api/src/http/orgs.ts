/** Organisation lookup: `x-org` header (or orgCode), defaulting to the provider's brand. */
import { MESSAGES, privacyLink } from '@heloc/core';
import type { Context, MiddlewareHandler } from 'hono';
import type { Handle } from '../db/transaction.js';
import { findOrganization } from '../shell/repo.js';
import { DEFAULT_ORG } from '../seed/orgs.js';
import type { AppEnv } from './context.js';
import { apiError } from './errors.js';

export interface OrgData {
  orgCode: string;
  orgBrand: { name: string; primaryColor: string; secondaryColor: string; logoUri: string; loader: string };
  orgMetaData: {
    isMainBrand: boolean;
    isCreditUnion: boolean;
    settings: { referringLoanOfficerRequired: boolean; wholesale: boolean };
    [k: string]: unknown;
  };
  footer: Record<string, unknown>;
  licensedStates: string[];
  hours: Record<
    string,
    { weekday: string; weekdayValue: number; isOpen: boolean; startTime: string | null; endTime: string | null }[]
  >;
  loanOfficer: {
    uuid: string;
    name: string;
    email: string;
    phoneNumber: string;
    nmls: string;
    avatarUri: string | null;
    logoUri?: string | null;
  } | null;
  broker: {
    uuid: string;
    name: string;
    email: string;
    phoneNumber: string;
    nmls: string;
    avatarUri: string | null;
    logoUri?: string | null;
  } | null;
  /** Reg B Appendix A: who administers ECOA for this creditor. */
  ecoaAgency?: 'FTC' | 'NCUA' | 'CFPB';
  [k: string]: unknown;
}

export async function loadOrg(db: Handle, code: string): Promise<OrgData> {
  const row = await findOrganization(db, code);
  if (!row) throw apiError(404, MESSAGES.noPrivateLabelData);
  return row.data as unknown as OrgData;
}

export const orgCodeOf = (c: Context<AppEnv>) =>
  (c.req.header('x-org') || c.req.query('orgCode') || DEFAULT_ORG).trim().toLowerCase();

/** Resolves the organisation of the request; unknown codes answer 'No private label data found'. */
export const withOrg = (): MiddlewareHandler<AppEnv> => async (c, next) => {
  const code = orgCodeOf(c);
  if (!/^[a-z0-9-]{1,40}$/.test(code)) throw apiError(404, MESSAGES.noPrivateLabelData);
  c.set('orgCode', code);
  await next();
};

/**
 * The record every page gets (injected, or GET …/organizations/{code}): no people, no site texts
 * (only the page showing one fetches it), and the privacy link decided here by the core's rule — an
 * external privacy URL only on an allowlisted host — so the footer needs no allowlist in its JS.
 */
export function publicOrg(org: OrgData): Omit<OrgData, 'loanOfficer' | 'broker' | 'sitePages'> {
  const { loanOfficer: _lo, broker: _b, sitePages: _texts, ...rest } = org;
  const footer = org.footer as { privacyPolicyUrl: string; privacyLinkIsExternal: boolean };
  const privacy = privacyLink(footer);
  return {
    ...rest,
    footer: { ...org.footer, privacyPolicyUrl: privacy.href, privacyLinkIsExternal: privacy.external },
  };
}
