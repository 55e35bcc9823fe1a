/**
 * The figures a closing document is filled with, read once from the application record and the
 * organisation. Every document is a pure function of these facts, so the same record always
 * gives the same text (and the same bytes: render.ts fixes every date it writes), and the SHA-256
 * kept on a signed copy names exactly what the borrower was shown.
 */
import {
  countyLabel,
  formatAddress,
  HMDA_DECLINE,
  offerDetails,
  originationFee,
  propertyTimeZone,
  type OfferDetails,
} from '@heloc/core';
import type { ApplicationRow } from '../pipeline/store.js';
import type { AppData } from '../pipeline/types.js';
import type { OrgData } from '../http/orgs.js';

export interface Lender {
  readonly name: string;
  readonly nmls: string;
  readonly address: string;
  readonly phone: string;
  readonly email: string;
  readonly product: string;
}

export interface DocumentFacts {
  readonly applicationUuid: string;
  readonly loanNumber: string;
  readonly lender: Lender;
  readonly borrowerName: string;
  readonly borrowerEmail: string;
  readonly borrowerPhone: string;
  readonly propertyAddress: string;
  readonly propertyState: string;
  /** The property's county, named ("El Paso County"; decision 094), or '' where unknown: the deed's venue. */
  readonly propertyCounty: string;
  /** The property's time zone: dates on the documents are the property's calendar dates. */
  readonly timeZone: string;
  readonly statedIncome: number | null;
  readonly employmentType: string | null;
  /** HMDA answers as given, or null when they were never asked (the sandbox's state jumps). */
  readonly hmda: { ethnicity: string; race: string; sex: string } | null;
  readonly offer: OfferDetails | undefined;
  readonly originationFeePercent: number;
  readonly originationFee: number;
  readonly payType: 'AUTOPAY' | 'MANUAL' | null;
  readonly disbursementEnding: string | null;
  readonly autopayEnding: string | null;
  /** When each consent of the submission was given (ISO), from the record. */
  readonly consents: Readonly<Record<string, string>>;
  readonly appliedAt: string;
}

const str = (v: unknown): string => (typeof v === 'string' ? v : '');
const list = (v: unknown): string => (Array.isArray(v) ? v.map(String).join(', ') : str(v));

export function lenderOf(org: OrgData): Lender {
  const footer = org.footer as Record<string, unknown>;
  return {
    name: str(footer.companyName) || org.orgBrand.name,
    nmls: str(footer.companyNMLS),
    address: str(footer.companyAddress),
    phone: str(footer.phoneFormatted),
    email: str(footer.email),
    product: str(footer.companyProduct) || 'Home equity line of credit',
  };
}

export function factsOf(row: ApplicationRow, org: OrgData): DocumentFacts {
  const data = row.data as AppData;
  const name = data.name
    ? [data.name.firstName, data.name.middleName, data.name.lastName, data.name.suffix].filter(Boolean).join(' ')
    : '';
  const offer = offerDetails({
    term: data.term ?? 0,
    rate: data.rate ?? 0,
    amount: data.amount ?? 0,
    uwCalculatedDrawAmount: data.uwCalculatedDrawAmount ?? 0,
  });
  const feePercent = data.originationFeePercent ?? 0;
  const hmda = data.hmda as Record<string, unknown> | undefined;
  const consents: Record<string, string> = {};
  for (const c of data.consents ?? []) if (!consents[c.type]) consents[c.type] = c.at;
  return {
    applicationUuid: row.uuid,
    loanNumber: row.loanNumber,
    lender: lenderOf(org),
    borrowerName: name,
    borrowerEmail: data.contact?.email ?? '',
    borrowerPhone: data.contact?.phone ?? '',
    propertyAddress: data.property ? formatAddress(data.property) : '',
    propertyState: data.property?.state ?? '',
    propertyCounty: countyLabel(data.property) ?? '',
    // The property's zone for the documents' dates and the audit page's local time.
    timeZone: propertyTimeZone(data.property),
    statedIncome: data.statedIncome?.annualIncome ?? null,
    employmentType: data.statedIncome?.employmentType ?? null,
    hmda: hmda
      ? {
          ethnicity: list(hmda.ethnicity) || HMDA_DECLINE,
          race: list(hmda.race) || HMDA_DECLINE,
          sex: str(hmda.sex) || HMDA_DECLINE,
        }
      : null,
    offer,
    originationFeePercent: feePercent,
    originationFee: offer ? originationFee(offer.initialDraw, feePercent) : 0,
    payType: data.payType ?? null,
    disbursementEnding: data.disburseAccount
      ? data.disburseAccount.accountNumber.slice(-4) || data.disburseAccount.mask
      : null,
    autopayEnding: data.autopayAccount ? data.autopayAccount.accountNumber.slice(-4) || data.autopayAccount.mask : null,
    consents,
    appliedAt: row.createdAt.toISOString(),
  };
}
