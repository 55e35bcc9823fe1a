import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  LIEN_ATTESTATION_MESSAGES,
  lienAttestationBody,
  lienAttestationFormSchema,
  lienAttestationInitial,
  lienAttestationView,
  type LienAttestationForm,
} from './lien-attestation.js';
import { journeyStep } from '../contract/steps.js';
import { arbLienFacts } from '../testing/arbitraries.js';
import type { LienFacts } from './underwriting.js';

const FACTS: LienFacts = {
  liens: [
    {
      uuid: 'l2',
      lender: 'Second Street Credit Union',
      kind: 'HELOC',
      position: 2,
      balance: 42_500,
      recordedOn: '2021-06-14',
      accountMask: null,
    },
    {
      uuid: 'l1',
      lender: 'Acme Mortgage',
      kind: 'FIRST_MORTGAGE',
      position: 1,
      balance: 250_000,
      recordedOn: '2018-03-02',
      accountMask: '4411',
    },
  ],
  inquiries: [{ uuid: 'q1', creditor: 'Big Bank Card', inquiredOn: '2026-10-01', bureau: 'EXPERIAN' }],
  attestedAt: null,
};

const issues = (values: unknown) => {
  const r = v.safeParse(lienAttestationFormSchema, values);
  return r.success ? {} : Object.fromEntries(r.issues.map((i) => [v.getDotPath(i), i.message]));
};

describe('lienAttestationView', () => {
  it('lists the liens by position with their total, and says where this line would sit', () => {
    const view = lienAttestationView(FACTS);
    expect(view.rows.map((r) => [r.position, r.lender, r.kind, r.balance, r.recorded, r.account])).toEqual([
      ['First', 'Acme Mortgage', 'First mortgage', '$250,000', '03/02/2018', 'ending 4411'],
      ['Second', 'Second Street Credit Union', 'Home equity line of credit', '$42,500', '06/14/2021', null],
    ]);
    expect(view.total).toBe('$292,500');
    expect(view.newLinePosition).toBe('Third lien');
    expect(view.inquiries).toEqual([{ uuid: 'q1', creditor: 'Big Bank Card', date: '10/01/2026', bureau: 'Experian' }]);
  });

  it('property: one row per lien, in position order, and the total is the sum of the balances', () => {
    fc.assert(
      fc.property(arbLienFacts, (facts) => {
        const view = lienAttestationView(facts);
        expect(view.rows).toHaveLength(facts.liens.length);
        const positions = view.rows.map((r) => facts.liens.find((l) => l.uuid === r.uuid)?.position ?? 0);
        expect(positions).toEqual([...positions].sort((a, b) => a - b));
        expect(view.total).toBe(
          new Intl.NumberFormat('en-US', {
            style: 'currency',
            currency: 'USD',
            maximumFractionDigits: 0,
            minimumFractionDigits: 0,
          }).format(facts.liens.reduce((s, l) => s + l.balance, 0)),
        );
      }),
    );
  });
});

describe('the lien attestation form', () => {
  it('asks for an answer on every lien and inquiry, and the attestation', () => {
    expect(issues(lienAttestationInitial(FACTS))).toEqual({
      'liens.0.answer': LIEN_ATTESTATION_MESSAGES.answer,
      'liens.1.answer': LIEN_ATTESTATION_MESSAGES.answer,
      'inquiries.0.newDebt': LIEN_ATTESTATION_MESSAGES.newDebt,
      attest: LIEN_ATTESTATION_MESSAGES.attest,
    });
  });

  it('a different balance needs the balance; paid off needs a note; new debt needs the creditor and amount', () => {
    const values: LienAttestationForm = {
      liens: [
        { lienUuid: 'l1', answer: 'DIFFERENT_BALANCE', balance: '', note: '' },
        { lienUuid: 'l2', answer: 'PAID_OFF', balance: '', note: ' ' },
      ],
      added: [{ lender: '', balance: '' }],
      inquiries: [{ inquiryUuid: 'q1', newDebt: 'YES', explanation: '' }],
      attest: true,
    };
    expect(issues(values)).toEqual({
      'liens.0.balance': LIEN_ATTESTATION_MESSAGES.balance,
      'liens.1.note': LIEN_ATTESTATION_MESSAGES.paidOffNote,
      'added.0.lender': LIEN_ATTESTATION_MESSAGES.lender,
      'added.0.balance': LIEN_ATTESTATION_MESSAGES.balance,
      'inquiries.0.explanation': LIEN_ATTESTATION_MESSAGES.explanation,
    });
  });

  it('builds the liens step body: corrections only for what changed, the added liens, every inquiry', () => {
    const values: LienAttestationForm = {
      liens: [
        { lienUuid: 'l1', answer: 'CORRECT', balance: '', note: '' },
        { lienUuid: 'l2', answer: 'PAID_OFF', balance: '', note: ' Paid off at refinance in May ' },
      ],
      added: [{ lender: ' Solar Finance ', balance: 18_000 }],
      inquiries: [{ inquiryUuid: 'q1', newDebt: 'YES', explanation: 'Big Bank card, $5,000 limit' }],
      attest: true,
    };
    expect(issues(values)).toEqual({});
    const body = lienAttestationBody(values);
    expect(body).toEqual({
      attest: true,
      corrections: [{ lienUuid: 'l2', paidOff: true, balance: 0, note: 'Paid off at refinance in May' }],
      liens: [{ lender: 'Solar Finance', balance: 18_000 }],
      inquiries: [{ inquiryUuid: 'q1', newDebt: true, explanation: 'Big Bank card, $5,000 limit' }],
    });
    expect(v.safeParse(journeyStep('liens').body, body).success).toBe(true);
  });

  it('property: any valid form gives a body the liens step accepts', () => {
    const arbForm = arbLienFacts.chain((facts) =>
      fc.record({
        liens: fc.tuple(
          ...lienAttestationInitial(facts).liens.map((l) =>
            fc.record({
              lienUuid: fc.constant(l.lienUuid),
              answer: fc.constantFrom('CORRECT' as const, 'DIFFERENT_BALANCE' as const, 'PAID_OFF' as const),
              balance: fc.oneof(fc.constant('' as const), fc.integer({ min: 0, max: 20_000_000 })),
              note: fc.string({ maxLength: 500 }),
            }),
          ),
        ),
        added: fc.array(
          fc.record({
            lender: fc.string({ minLength: 1, maxLength: 100 }),
            balance: fc.integer({ min: 0, max: 20_000_000 }),
          }),
          { maxLength: 10 },
        ),
        inquiries: fc.tuple(
          ...facts.inquiries.map((i) =>
            fc.record({
              inquiryUuid: fc.constant(i.uuid),
              newDebt: fc.constantFrom('YES' as const, 'NO' as const),
              explanation: fc.string({ maxLength: 500 }),
            }),
          ),
        ),
        attest: fc.constant(true),
      }),
    );
    fc.assert(
      fc.property(arbForm, (values) => {
        fc.pre(v.is(lienAttestationFormSchema, values));
        expect(v.safeParse(journeyStep('liens').body, lienAttestationBody(values as LienAttestationForm)).success).toBe(
          true,
        );
      }),
    );
  });
});
