/** Answers of the closing reads for stories and tests: each insurance review state, and funding facts. */
import type { FundingStatus, InsuranceProof, InsuranceStatus } from '@heloc/core';

const proof = (
  type: InsuranceProof['type'],
  status: InsuranceProof['status'],
  over: Partial<InsuranceProof> = {},
): InsuranceProof => ({
  type,
  status,
  note: null,
  fileNames:
    status === 'NOT_UPLOADED'
      ? []
      : [type === 'PROOFOFFLOODINSURANCE' ? 'flood-declarations.pdf' : 'homeowners-declarations.pdf'],
  uploadedAt: status === 'NOT_UPLOADED' ? null : '2026-11-24T17:00:00.000Z',
  ...over,
});
const determined = (zone: string, sfha: boolean) => ({
  status: 'DETERMINED' as const,
  zone,
  specialFloodHazardArea: sfha,
  determinedAt: null,
});

export const INSURANCE = {
  /** A flood zone, nothing uploaded yet. */
  floodNothingYet: {
    flood: determined('AE', true),
    proofs: [proof('PROOFOFHAZARDINSURANCE', 'NOT_UPLOADED'), proof('PROOFOFFLOODINSURANCE', 'NOT_UPLOADED')],
    uploadRequired: true,
    complete: false,
  },
  /** A flood zone, the flood policy under review, the homeowners one still missing. */
  floodHalfway: {
    flood: determined('AE', true),
    proofs: [proof('PROOFOFHAZARDINSURANCE', 'NOT_UPLOADED'), proof('PROOFOFFLOODINSURANCE', 'UNDER_REVIEW')],
    uploadRequired: true,
    complete: false,
  },
  /** A homeowners page sent back by the reviewer. */
  needsAttention: {
    flood: determined('AE', true),
    proofs: [
      proof('PROOFOFHAZARDINSURANCE', 'NEEDS_ATTENTION', {
        note: 'This declarations page shows a policy period that has ended. Upload the page of your current policy.',
        fileNames: ['hazard-expired.pdf'],
      }),
      proof('PROOFOFFLOODINSURANCE', 'UNDER_REVIEW'),
    ],
    uploadRequired: true,
    complete: false,
  },
  /** Everything accepted. */
  floodAccepted: {
    flood: determined('AE', true),
    proofs: [proof('PROOFOFHAZARDINSURANCE', 'ACCEPTED'), proof('PROOFOFFLOODINSURANCE', 'ACCEPTED')],
    uploadRequired: true,
    complete: true,
  },
  /** Not in a flood zone: homeowners only. */
  hazardOnly: {
    flood: determined('X', false),
    proofs: [proof('PROOFOFHAZARDINSURANCE', 'NOT_UPLOADED')],
    uploadRequired: true,
    complete: false,
  },
  /** Not in a flood zone, and nothing to upload (confirmed with the insurer). */
  confirmed: {
    flood: determined('X', false),
    proofs: [proof('PROOFOFHAZARDINSURANCE', 'ACCEPTED', { fileNames: [], uploadedAt: null })],
    uploadRequired: false,
    complete: true,
  },
  /** The flood certificate is still awaited. */
  certOrdered: {
    flood: { status: 'ORDERED', zone: null, specialFloodHazardArea: false, determinedAt: null },
    proofs: [proof('PROOFOFHAZARDINSURANCE', 'NOT_UPLOADED')],
    uploadRequired: true,
    complete: false,
  },
} satisfies Record<string, InsuranceStatus>;

export const FUNDING: Record<'rescission' | 'directPay' | 'funded' | 'unsigned', FundingStatus> = {
  rescission: {
    state: 'RESCISSION',
    noteSignedAt: '2026-11-23T17:00:00.000Z',
    notarySessionCompletedAt: '2026-11-23T19:30:00.000Z',
    propertyTimeZone: 'America/Los_Angeles',
    directPayoffs: null,
  },
  directPay: {
    state: 'DIRECT_DEBT_PAYOFF',
    noteSignedAt: '2026-11-23T17:00:00.000Z',
    notarySessionCompletedAt: '2026-11-23T19:30:00.000Z',
    propertyTimeZone: 'America/Chicago',
    directPayoffs: [
      { creditor: 'Cardinal Bank Visa', accountMask: '4417', amount: 15_000 },
      { creditor: 'Northgate Auto Finance', accountMask: '0923', amount: 7_500 },
    ],
  },
  funded: {
    state: 'COMPLETE',
    noteSignedAt: '2026-11-23T17:00:00.000Z',
    notarySessionCompletedAt: '2026-11-23T19:30:00.000Z',
    propertyTimeZone: 'America/Los_Angeles',
    directPayoffs: null,
  },
  unsigned: {
    state: 'GEN_RESCISSION',
    noteSignedAt: null,
    notarySessionCompletedAt: null,
    propertyTimeZone: 'America/Los_Angeles',
    directPayoffs: null,
  },
};
