import { fc, test as fcTest } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import {
  bankMask,
  CONDITIONS_CATALOGUE,
  CONDITIONS_MESSAGES,
  conditionAction,
  conditionAnnouncement,
  conditionCard,
  conditionLocation,
  conditionsDashboard,
  conditionText,
  newConditions,
  openCondition,
  paystubsRequired,
  uploadLabel,
  visibleConditions,
} from './conditions.js';
import type { ConditionRecord } from './conditions.js';

const c = (categoryEnum: string, created: string, over: Partial<ConditionRecord> = {}): ConditionRecord => ({
  uuid: `${categoryEnum}-${created}`,
  categoryEnum,
  created,
  ...over,
});

describe('visibleConditions', () => {
  it('keeps catalogued categories, oldest first', () => {
    const out = visibleConditions([
      c('GENERIC_DOCUMENT_REQUEST', '2026-03-01T00:00:00Z'),
      c('APPRAISAL_REVIEW', '2026-01-01T00:00:00Z'),
      c('MISSING_PHONE_NUMBER', '2026-02-01T00:00:00Z'),
      c('BANK_ACCOUNT_FRAUD_REVIEW', 'garbage'),
    ]);
    expect(out.map((x) => x.categoryEnum)).toEqual([
      'MISSING_PHONE_NUMBER',
      'GENERIC_DOCUMENT_REQUEST',
      'BANK_ACCOUNT_FRAUD_REVIEW',
    ]);
  });
});

describe('condition details', () => {
  it('paystubs required defaults to 1', () => {
    expect(paystubsRequired({ xtraData: { numDocsRequired: 3 } })).toBe(3);
    expect(paystubsRequired({ xtraData: null })).toBe(1);
    expect(paystubsRequired({ xtraData: { numDocsRequired: 0 } })).toBe(1);
  });
  it('upload label turns plural above one document', () => {
    expect(uploadLabel(1)).toBe('Upload Document');
    expect(uploadLabel(2)).toBe('Upload Documents');
  });
  it('bank mask is the last 4 characters', () => {
    expect(bankMask('000123456789')).toBe('6789');
    expect(bankMask('12')).toBe('12');
    expect(bankMask(null)).toBe('');
  });
  it('bank account fraud review has its exact text', () => {
    expect(conditionText(c('BANK_ACCOUNT_FRAUD_REVIEW', 'x'))).toBe(
      "Based on the account connected ending with the last 4 digits, we weren't able to verify ownership.",
    );
    expect(conditionText(c('GENERIC_DOCUMENT_REQUEST', 'x', { commentsToBorrower: ' Send a W-2 ' }))).toBe(
      'Send a W-2',
    );
    expect(conditionText(c('GENERIC_DOCUMENT_REQUEST', 'x', { notes: 'n' }))).toBe('n');
    expect(conditionText(c('GENERIC_DOCUMENT_REQUEST', 'x'))).toBe('');
  });
  it('locations', () => {
    expect(conditionLocation('ID_VERIFICATION_FAILURE')).toBe('identity');
    expect(conditionLocation('IDENTITY_DOCUMENT_FRAUD_REVIEW')).toBe('identity');
    expect(conditionLocation('MISSING_PHONE_NUMBER')).toBe('conditions/phone-number');
    expect(conditionLocation('GENERIC_DOCUMENT_REQUEST')).toBe('conditions/upload-document');
  });
  fcTest.prop([fc.string()])('bank mask never exceeds 4 characters', (s) => {
    expect(bankMask(s).length).toBeLessThanOrEqual(4);
  });
});

describe('conditions dashboard', () => {
  const at = (d: number) => `2026-0${d}-01T00:00:00Z`;
  it('separates owed, pending and accepted, oldest first, catalogue only', () => {
    const view = conditionsDashboard([
      c('MISSING_PHONE_NUMBER', at(3)),
      c('HELOC_MANUAL_PAYSTUB_UPLOAD', at(1), { actionNeeded: false, acceptedAt: at(2) }),
      c('GENERIC_DOCUMENT_REQUEST', at(2), { actionNeeded: false }),
      c('APPRAISAL_REVIEW', at(1)),
    ]);
    expect(view.cards.map((x) => [x.category, x.status, x.statusLabel])).toEqual([
      ['HELOC_MANUAL_PAYSTUB_UPLOAD', 'accepted', 'Accepted'],
      ['GENERIC_DOCUMENT_REQUEST', 'submitted', 'Submitted, in review'],
      ['MISSING_PHONE_NUMBER', 'needed', 'Action needed'],
    ]);
    expect(view.counts).toEqual({ needed: 1, submitted: 1, accepted: 1 });
    expect(view.summary).toBe('We need one more thing from you.');
    // Only an owed condition has an action.
    expect(view.cards.map((x) => x.action?.screen ?? null)).toEqual([null, null, 'conditions/phone-number']);
  });
  it('says when nothing is owed', () => {
    expect(conditionsDashboard([]).summary).toBe(CONDITIONS_MESSAGES.none);
    expect(conditionsDashboard([c('GENERIC_DOCUMENT_REQUEST', at(1), { actionNeeded: false })]).summary).toBe(
      CONDITIONS_MESSAGES.allDone,
    );
  });
  it('each catalogue category has a title and an action a borrower can take', () => {
    for (const category of CONDITIONS_CATALOGUE) {
      const card = conditionCard(c(category, at(1)));
      expect(card.title).not.toBe(category);
      expect(card.text.length).toBeGreaterThan(0);
      expect(card.action).not.toBeNull();
    }
  });
  it('routes each category to its screen with the spec’s query', () => {
    const route = (cat: string) => conditionAction({ uuid: 'u1', categoryEnum: cat }).screen;
    expect(route('ID_VERIFICATION_FAILURE')).toBe('identity');
    expect(route('IDENTITY_DOCUMENT_FRAUD_REVIEW')).toBe('identity');
    expect(route('MISSING_PHONE_NUMBER')).toBe('conditions/phone-number');
    expect(route('FALSE_OWNERSHIP_TYPE_REVIEW')).toBe('review-app/incorrect-ownership');
    expect(route('PROPERTY_OWNERSHIP_FRAUD_REVIEW')).toBe('review-app/incorrect-ownership');
    expect(route('HELOC_MANUAL_PAYSTUB_UPLOAD')).toBe('conditions/upload-document');
    expect(conditionAction({ uuid: 'u1', categoryEnum: 'GENERIC_DOCUMENT_REQUEST' }).query).toEqual({
      conditionUuid: 'u1',
      conditionType: 'GENERIC_DOCUMENT_REQUEST',
      conditionEnum: 'GENERIC_DOCUMENT_REQUEST',
    });
  });
  it('paystubs: one by default, "Upload Documents" above one', () => {
    expect(conditionCard(c('HELOC_MANUAL_PAYSTUB_UPLOAD', at(1))).action?.label).toBe('Upload Document');
    const two = conditionCard(c('HELOC_MANUAL_PAYSTUB_UPLOAD', at(1), { xtraData: { numDocsRequired: 2 } }));
    expect([two.documentsRequired, two.action?.label]).toEqual([2, 'Upload Documents']);
  });
  it('bank account fraud review: the spec’s text and the account’s last 4', () => {
    const card = conditionCard(c('BANK_ACCOUNT_FRAUD_REVIEW', at(1), { commentsToBorrower: 'ignored' }), {
      bankAccountNumber: '000123456789',
    });
    expect(card.text).toBe(
      "Based on the account connected ending with the last 4 digits, we weren't able to verify ownership.",
    );
    expect(card.accountMask).toBe('6789');
  });
  it('the reviewer’s comment wins over the category’s own ask', () => {
    expect(
      conditionCard(c('GENERIC_DOCUMENT_REQUEST', at(1), { commentsToBorrower: 'Your 2025 W-2, please.' })).text,
    ).toBe('Your 2025 W-2, please.');
  });
  it('new conditions: none on the first look, then only unseen owed ones', () => {
    const a = c('GENERIC_DOCUMENT_REQUEST', at(1));
    const b = c('MISSING_PHONE_NUMBER', at(2));
    expect(newConditions(undefined, [a, b])).toEqual([]);
    expect(newConditions([a], [a, b])).toEqual([b]);
    expect(newConditions([a], [a, { ...b, actionNeeded: false }])).toEqual([]);
  });
  it('openCondition: only an owed condition of the asked category', () => {
    const a = c('GENERIC_DOCUMENT_REQUEST', at(1));
    expect(openCondition([a], a.uuid)).toBe(a);
    expect(openCondition([a], a.uuid, 'MISSING_PHONE_NUMBER')).toBeUndefined();
    expect(openCondition([{ ...a, actionNeeded: false }], a.uuid)).toBeUndefined();
    expect(openCondition([a], 'nope')).toBeUndefined();
  });
});

describe('conditionAnnouncement', () => {
  const paystubs = (answered: boolean): ConditionRecord => ({
    uuid: 'c-pay',
    categoryEnum: 'HELOC_MANUAL_PAYSTUB_UPLOAD',
    created: '2026-11-01T00:00:00Z',
    actionNeeded: !answered,
    ...(answered ? { submittedAt: '2026-11-01T00:05:00Z' } : {}),
  });
  it('announces the new condition while it is owed', () => {
    expect(conditionAnnouncement('c-pay', [paystubs(false)])).toBe('A new condition needs your attention: Paystubs.');
  });
  // Issue 25, item 10: the screens after the paystub upload kept announcing "Paystubs" as new.
  it('withdraws it once answered, or gone, or when nothing was announced', () => {
    expect(conditionAnnouncement('c-pay', [paystubs(true)])).toBeNull();
    expect(conditionAnnouncement('c-pay', [])).toBeNull();
    expect(conditionAnnouncement(null, [paystubs(false)])).toBeNull();
  });
});
