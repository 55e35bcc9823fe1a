/** Vault answers for the stories and the test: what the server says at three moments of closing. */
import { CLOSING_DOCUMENTS, disclosurePdfPath, vaultGroups, type DisclosureEntry } from '@heloc/core';

const U = '0b7c2f8e-1d2a-4c3b-9e8f-7a6b5c4d3e2f';
export const STORY_ZONE = 'America/Los_Angeles';
const SHOWN = '2026-11-20T17:26:00Z';
const DEMONSTRATED = '2026-11-20T17:28:00Z';
const SUBMITTED = '2026-11-20T17:30:00Z';
/** What the server's timing rules say of each timed document (core disclosure-timing.ts). */
const TIMING: Partial<Record<DisclosureEntry['kind'], DisclosureEntry['timing']>> = {
  HELOC_PROGRAM_DISCLOSURE: { dueBy: SUBMITTED, rule: 'Before you submit your application', late: false },
  CFPB_HELOC_BOOKLET: { dueBy: SUBMITTED, rule: 'Before you submit your application', late: false },
  HOMEOWNERSHIP_COUNSELING_LIST: {
    dueBy: '2026-11-25',
    rule: 'Within 3 business days of your application',
    late: false,
  },
  ESIGN_CONSENT: { dueBy: SUBMITTED, rule: 'Before any electronic document is relied on', late: false },
  INCOMPLETE_APPLICATION_NOTICE: {
    dueBy: null,
    rule: 'Within 30 days if information we asked for is still missing',
    late: false,
  },
};
const FINAL_OFFER = '2026-11-23T16:05:00Z';

function entries(moment: 'beforeFinalOffer' | 'beforeSigning' | 'opened' | 'allSigned'): DisclosureEntry[] {
  return CLOSING_DOCUMENTS.map((d) => {
    const external = 'externalUrl' in d ? d.externalUrl : null;
    const given =
      d.given === 'application'
        ? SHOWN
        : d.given === 'openCondition'
          ? null
          : d.given === 'submission'
            ? SUBMITTED
            : d.given === 'finalOffer'
              ? moment === 'beforeFinalOffer'
                ? null
                : FINAL_OFFER
              : moment === 'allSigned'
                ? '2026-11-24T18:00:00Z'
                : null;
    const opened =
      given &&
      !external &&
      (moment === 'allSigned' || (moment === 'opened' && d.given !== 'submission' && d.given !== 'application'))
        ? '2026-11-23T17:12:00Z'
        : null;
    const signed =
      d.signedAt === 'submission'
        ? SUBMITTED
        : d.signedAt && moment === 'allSigned'
          ? d.signedAt === 'notary'
            ? '2026-11-24T18:40:00Z'
            : '2026-11-23T17:20:00Z'
          : null;
    return {
      kind: d.kind,
      title: d.title,
      regulation: d.regulation,
      givenAt: given,
      viewedAt: opened,
      signedAt: signed,
      href: given && !external ? disclosurePdfPath(U, d.kind) : null,
      signedHref: signed && d.signedAt !== 'submission' ? disclosurePdfPath(U, d.kind, 'signed') : null,
      externalUrl: external,
      timing: TIMING[d.kind] ?? null,
      ...(d.kind === 'ESIGN_CONSENT' ? { demonstratedAt: DEMONSTRATED } : {}),
    };
  });
}

export const VAULT = {
  beforeFinalOffer: vaultGroups(entries('beforeFinalOffer'), STORY_ZONE),
  beforeSigning: vaultGroups(entries('beforeSigning'), STORY_ZONE),
  opened: vaultGroups(entries('opened'), STORY_ZONE),
  allSigned: vaultGroups(entries('allSigned'), STORY_ZONE),
};
