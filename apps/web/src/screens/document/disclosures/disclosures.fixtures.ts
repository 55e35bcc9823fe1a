/** Vault answers for the stories and the test: what the server says at three moments of closing. */
import { CLOSING_DOCUMENTS, disclosurePdfPath, vaultGroups, type DisclosureEntry } from '@heloc/core';

const U = '0b7c2f8e-1d2a-4c3b-9e8f-7a6b5c4d3e2f';
export const STORY_ZONE = 'America/Los_Angeles';
const SUBMITTED = '2026-11-20T17:30:00Z';
const FINAL_OFFER = '2026-11-23T16:05:00Z';

function entries(moment: 'beforeFinalOffer' | 'beforeSigning' | 'opened' | 'allSigned'): DisclosureEntry[] {
  return CLOSING_DOCUMENTS.map((d) => {
    const external = 'externalUrl' in d ? d.externalUrl : null;
    const given =
      d.given === 'submission'
        ? SUBMITTED
        : d.given === 'finalOffer'
          ? moment === 'beforeFinalOffer'
            ? null
            : FINAL_OFFER
          : moment === 'allSigned'
            ? '2026-11-24T18:00:00Z'
            : null;
    const opened =
      given && !external && (moment === 'allSigned' || (moment === 'opened' && d.given !== 'submission'))
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
    };
  });
}

export const VAULT = {
  beforeFinalOffer: vaultGroups(entries('beforeFinalOffer'), STORY_ZONE),
  beforeSigning: vaultGroups(entries('beforeSigning'), STORY_ZONE),
  opened: vaultGroups(entries('opened'), STORY_ZONE),
  allSigned: vaultGroups(entries('allSigned'), STORY_ZONE),
};
