import { describe, expect, it } from 'vitest';
import { CLOSING_DOCUMENTS, disclosurePdfPath, type DisclosureEntry } from './closing-documents.js';
import { formatDateTime, vaultGroups, vaultRow } from './disclosure-vault.js';

const U = '0b7c2f8e-1d2a-4c3b-9e8f-7a6b5c4d3e2f';
const entry = (kind: DisclosureEntry['kind'], over: Partial<DisclosureEntry> = {}): DisclosureEntry => {
  const row = CLOSING_DOCUMENTS.find((d) => d.kind === kind)!;
  return {
    kind,
    title: row.title,
    regulation: row.regulation,
    givenAt: null,
    viewedAt: null,
    signedAt: null,
    href: null,
    signedHref: null,
    externalUrl: 'externalUrl' in row ? row.externalUrl : null,
    ...over,
  };
};

describe('formatDateTime', () => {
  it('shows the borrower’s local time with the zone abbreviation', () => {
    expect(formatDateTime('2026-11-23T18:05:00Z', 'America/Los_Angeles')).toBe('11/23/2026, 10:05 AM PST');
    expect(formatDateTime('2026-07-04T18:05:00Z', 'America/New_York')).toBe('07/04/2026, 2:05 PM EDT');
  });
  it('says Invalid Date for nothing or garbage, and falls back to UTC for an unknown zone', () => {
    expect(formatDateTime(null)).toBe('Invalid Date');
    expect(formatDateTime('yesterday')).toBe('Invalid Date');
    expect(formatDateTime('2026-11-23T18:05:00Z', 'Mars/Olympus')).toBe('11/23/2026, 6:05 PM UTC');
  });
});

describe('the vault', () => {
  const all = CLOSING_DOCUMENTS.map((d) => entry(d.kind));
  it('groups consents, disclosures received and documents signed, in the table’s order', () => {
    const groups = vaultGroups(all, 'UTC');
    expect(groups.map((g) => [g.title, g.rows.map((r) => r.kind)])).toEqual([
      ['Consents you gave', ['ESIGN_CONSENT', 'CREDIT_CONSENT', 'APPLICATION_SUMMARY']],
      [
        'Disclosures you received',
        [
          'HELOC_PROGRAM_DISCLOSURE',
          'CFPB_HELOC_BOOKLET',
          'HOMEOWNERSHIP_COUNSELING_LIST',
          'INCOMPLETE_APPLICATION_NOTICE',
        ],
      ],
      ['Documents you signed', ['CLOSING_SUMMARY', 'NOTE', 'NOTICE_OF_RIGHT_TO_CANCEL', 'DEED_OF_TRUST']],
    ]);
  });
  it('says when a document not given yet will come, and offers nothing to open', () => {
    expect(vaultRow(entry('NOTE'), 'UTC')).toMatchObject({
      available: false,
      given: 'Available once your final offer is ready',
      opened: null,
      signed: null,
      canView: false,
      canDownloadSigned: false,
    });
    expect(vaultRow(entry('DEED_OF_TRUST'), 'UTC').given).toBe('Available when your notary session is arranged');
  });
  it('a given, unopened document to sign says so; once signed it offers the signed copy', () => {
    const given = entry('NOTE', { givenAt: '2026-11-23T18:00:00Z', href: disclosurePdfPath(U, 'NOTE') });
    expect(vaultRow(given, 'America/Los_Angeles')).toMatchObject({
      available: true,
      given: 'Given 11/23/2026, 10:00 AM PST',
      opened: 'Not opened yet',
      signed: 'Not signed yet',
      canView: true,
      canDownloadSigned: false,
    });
    const signed = {
      ...given,
      viewedAt: '2026-11-23T18:01:00Z',
      signedAt: '2026-11-23T18:02:00Z',
      signedHref: disclosurePdfPath(U, 'NOTE', 'signed'),
    };
    expect(vaultRow(signed, 'America/Los_Angeles')).toMatchObject({
      opened: 'Opened 11/23/2026, 10:01 AM PST',
      signed: 'Signed 11/23/2026, 10:02 AM PST',
      canDownloadSigned: true,
    });
  });
  it('a consent says Consented; a disclosure only given says nothing of signing; the booklet is a link', () => {
    expect(
      vaultRow(
        entry('ESIGN_CONSENT', { givenAt: '2026-11-23T18:00:00Z', signedAt: '2026-11-23T18:00:00Z', href: 'x' }),
        'UTC',
      ).signed,
    ).toBe('Consented 11/23/2026, 6:00 PM UTC');
    expect(
      vaultRow(entry('HELOC_PROGRAM_DISCLOSURE', { givenAt: '2026-11-23T18:00:00Z', href: 'x' }), 'UTC').signed,
    ).toBeNull();
    const booklet = vaultRow(entry('CFPB_HELOC_BOOKLET', { givenAt: '2026-11-23T18:00:00Z' }), 'UTC');
    expect(booklet).toMatchObject({
      opened: null,
      canView: false,
      externalUrl: expect.stringMatching(/^https:\/\/files\.consumerfinance\.gov\//),
    });
  });
});

describe('the vault’s timing (decision 091)', () => {
  it('says when a timed disclosure was due and that it came on time, and when the E-SIGN demonstration happened', () => {
    const row = vaultRow(
      entry('HOMEOWNERSHIP_COUNSELING_LIST', {
        givenAt: '2026-11-23T18:10:00.000Z',
        timing: { dueBy: '2026-11-27', rule: 'Within 3 business days of your application', late: false },
      }),
      'America/Los_Angeles',
    );
    expect(row.timing).toBe('Due within 3 business days of your application (by 11/27/2026) · given on time');
    expect(row.late).toBe(false);
    const program = vaultRow(
      entry('HELOC_PROGRAM_DISCLOSURE', {
        givenAt: '2026-11-23T18:05:00.000Z',
        timing: { dueBy: '2026-11-23T18:10:00.000Z', rule: 'Before you submit your application', late: true },
      }),
      'America/Los_Angeles',
    );
    expect(program.timing).toBe('Due before you submit your application (by 11/23/2026, 10:10 AM PST) · given late');
    const esign = vaultRow(entry('ESIGN_CONSENT', { demonstratedAt: '2026-11-23T18:04:00.000Z' }), 'UTC');
    expect(esign.demonstrated).toBe('You showed you can open PDF documents 11/23/2026, 6:04 PM UTC');
    expect(vaultRow(entry('INCOMPLETE_APPLICATION_NOTICE'), 'UTC').given).toBe(
      'Sent only if information we asked for is still missing after 10 days',
    );
  });
});
