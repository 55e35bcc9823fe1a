/**
 * Shared fast-check generators for the HELOC domain, exported at `@heloc/core/testing` for
 * engineers who fuzz the rules (and used by the core's own property tests).
 */
import fc from 'fast-check';
import { BASE_PATH } from '../constants.js';
import { DOCUMENTS_TO_SIGN } from '../closing/closing-documents.js';
import {
  CREDIT_BUREAUS,
  DECLINE_REASONS,
  ECOA_AGENCIES,
  LIEN_KINDS,
  OFFER_CHANGE_REASONS,
  OWNERSHIP_TYPES,
} from '../underwriting/underwriting.js';
import { CONDITIONS_CATALOGUE } from '../conditions/conditions.js';
import type { Condition, Heloc, Profile } from '../entities.js';
import {
  BPO_STATUSES,
  CHECKLIST_STATUSES,
  DOCUMENT_TYPES,
  EMPLOYMENT_TYPES,
  ID_FRONT_DOCUMENT_TYPES,
  PAY_TYPES,
  UW_DECISIONS,
  UW_SUB_DECISIONS,
} from '../enums.js';
import type { FallbackFacts } from '../journey/fallback-guards.js';
import { FALLBACK_EVENT_TYPES, type FallbackEvent } from '../journey/fallback-machine.js';
import { FALLBACK_MACHINE_STATES, type FallbackMachineState } from '../journey/machine-screen.js';
import { allAppScreenPaths, SIGNER_PATHS, TOP_LEVEL_PATHS } from '../journey/routes.js';
import { SERVER_STATES } from '../journey/server-states.js';
import { HMDA_ETHNICITIES, HMDA_RACES, HMDA_SEXES, US_STATES } from '../forms.js';
import { JOURNEY_STEPS, type StepBody, type StepName } from '../contract/steps.js';
import { timeZoneForState } from '../time-zones.js';

const maybe = <T>(arb: fc.Arbitrary<T>) => fc.option(arb, { nil: undefined });

export const arbUuid = fc.uuid();

/** Known states, unknown WAITING_FOR… states, and arbitrary strings. */
export const arbServerState: fc.Arbitrary<string> = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(...SERVER_STATES) },
  { weight: 1, arbitrary: fc.string().map((s) => `WAITING_FOR_${s.toUpperCase()}`) },
  { weight: 1, arbitrary: fc.string() },
);

const arbUsState = fc.constantFrom('TX', 'CA', 'FL', 'NY', 'WA', 'tx', 'AZ');

const arbStatus = fc.record(
  {
    state: arbServerState,
    uwDecision: fc.option(fc.constantFrom(...UW_DECISIONS), { nil: null }),
    uwSubDecision: fc.option(fc.constantFrom(...UW_SUB_DECISIONS), { nil: null }),
    bpo: fc.option(fc.constantFrom(...BPO_STATUSES), { nil: null }),
    checklistStatus: fc.option(fc.constantFrom(...CHECKLIST_STATUSES), { nil: null }),
    waitingOnFloodCert: fc.boolean(),
    primaryParticipantAcceptComplete: fc.boolean(),
    manualDeedSigningComplete: fc.boolean(),
    manualPaystubUpload: fc.boolean(),
    manualPaystubTasksComplete: fc.boolean(),
    employmentVerificationNeeded: fc.boolean(),
    datatreeNoMatch: fc.boolean(),
    creditFrozenWithPin: fc.boolean(),
    dtiDecline: fc.boolean(),
    creditScoreDecline: fc.boolean(),
    manualNotary: fc.boolean(),
    inquiryAttestNeeded: fc.boolean(),
    inquiryAttestComplete: fc.boolean(),
  },
  { requiredKeys: [] },
);

const arbAccount = fc.record({
  uuid: arbUuid,
  routingNumber: fc.option(fc.stringMatching(/^\d{9}$/), { nil: null }),
  accountNumber: fc.stringMatching(/^\d{4,12}$/),
});

export const arbHeloc: fc.Arbitrary<Heloc> = fc.record(
  {
    uuid: arbUuid,
    status: arbStatus,
    term: fc.constantFrom(0, 10, 15, 30),
    rate: fc.oneof(fc.constant(0), fc.double({ min: 0.01, max: 20, noNaN: true })),
    amount: fc.oneof(fc.constant(0), fc.integer({ min: 15_000, max: 400_000 })),
    uwCalculatedDrawAmount: maybe(fc.integer({ min: 0, max: 400_000 })),
    property: fc.option(
      fc.record({ state: arbUsState, city: fc.string(), street1: fc.string(), zip: fc.stringMatching(/^\d{5}$/) }),
      { nil: null },
    ),
    selectedPropertyUuid: fc.option(arbUuid, { nil: null }),
    documents: fc.array(fc.record({ type: fc.oneof(fc.constantFrom(...DOCUMENT_TYPES), fc.string()) }), {
      maxLength: 4,
    }),
    incomeSources: fc.array(fc.record({ employmentType: fc.constantFrom(...EMPLOYMENT_TYPES) }), { maxLength: 3 }),
    disburseAccount: fc.option(arbAccount, { nil: null }),
    autopayAccount: fc.option(arbAccount, { nil: null }),
    payType: fc.option(fc.constantFrom(...PAY_TYPES), { nil: null }),
    insurance: fc.option(fc.record({ complete: fc.boolean() }), { nil: null }),
    coDeedStatus: fc.option(fc.constantFrom('COMPLETE', 'PENDING', 'REQUIRED'), { nil: null }),
    isCrypto: fc.boolean(),
    requestedManualNotaryTime: fc.option(fc.constant('2026-12-01T17:00:00Z'), { nil: null }),
    hasHmda: fc.boolean(),
  },
  { requiredKeys: ['uuid'] },
);

const arbProfile: fc.Arbitrary<Profile> = fc.record(
  {
    uuid: arbUuid,
    email: fc.option(fc.emailAddress(), { nil: null }),
    phoneNumbers: fc.array(fc.stringMatching(/^\d{10}$/), { maxLength: 2 }),
    type: fc.option(fc.constantFrom('CUSTOMER', 'CO_DEEDER'), { nil: null }),
    addresses: fc.array(
      fc.record({ uuid: arbUuid, ownership: fc.option(fc.constantFrom('SOLE', 'JOINT', 'TRUST'), { nil: null }) }),
      { maxLength: 3 },
    ),
    hasSsn: fc.boolean(),
    creditPulls: fc.array(fc.record({ type: fc.constantFrom('HARD_CREDIT', 'SOFT_CREDIT') }), { maxLength: 2 }),
  },
  { requiredKeys: [] },
);

/** Facts for the fallback machine; sometimes the profile's address is the selected property. */
export const arbFallbackFacts: fc.Arbitrary<FallbackFacts> = fc
  .tuple(arbHeloc, arbProfile, fc.boolean())
  .map(([heloc, profile, linkProperty]) => {
    const first = profile.addresses?.[0];
    return linkProperty && first
      ? { heloc: { ...heloc, selectedPropertyUuid: first.uuid }, profile }
      : { heloc, profile };
  });

/** Any state of the fallback machine. */
export const arbMachineState: fc.Arbitrary<FallbackMachineState> = fc.constantFrom(...FALLBACK_MACHINE_STATES);

export const arbFallbackEvent: fc.Arbitrary<FallbackEvent> = fc.record(
  { type: fc.constantFrom(...FALLBACK_EVENT_TYPES), facts: maybe(arbFallbackFacts) },
  { requiredKeys: ['type'] },
);

/** A yyyy-MM-dd day well in the past (an employment start date). */
export const arbPastDate = fc
  .date({ min: new Date('1960-01-01T00:00:00Z'), max: new Date('2024-12-31T00:00:00Z'), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));

/** Any calendar day from 1990 to 2100 (a signing date for the funding rule: every weekday, every holiday). */
export const arbIsoCalendarDate = fc
  .date({ min: new Date('1990-01-01T00:00:00Z'), max: new Date('2100-12-31T00:00:00Z'), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));

/** The facts the next-steps rules read (next-steps/schedule.ts): any state, any day, states with each closing path. */
export const arbNextStepsFacts = fc.record({
  state: arbServerState,
  today: arbIsoCalendarDate,
  propertyState: fc.constantFrom('TX', 'CA', 'GA', 'SC', 'NY', 'MS', null),
  waitingOnFloodCert: fc.boolean(),
  manualNotary: fc.boolean(),
  coSignerPending: fc.boolean(),
  conditions: fc.record({ needed: fc.nat(3), submitted: fc.nat(3) }),
});

export const arbIsoDateTime = fc
  .date({ min: new Date('2020-01-01T00:00:00Z'), max: new Date('2030-01-01T00:00:00Z'), noInvalidDate: true })
  .map((d) => d.toISOString());

const arbCondition: fc.Arbitrary<Condition> = fc.record({
  uuid: arbUuid,
  created: fc.oneof({ weight: 9, arbitrary: arbIsoDateTime }, { weight: 1, arbitrary: fc.constant('not a date') }),
  categoryEnum: fc.oneof(
    fc.constantFrom(...CONDITIONS_CATALOGUE),
    fc.constantFrom('UNKNOWN_CATEGORY', 'APPRAISAL_REVIEW'),
    fc.string(),
  ),
  notes: fc.option(fc.string(), { nil: null }),
  commentsToBorrower: fc.option(fc.string(), { nil: null }),
  actionNeeded: fc.boolean(),
  requestDocuments: fc.boolean(),
  xtraData: fc.option(fc.record({ numDocsRequired: fc.option(fc.integer({ min: -2, max: 6 }), { nil: null }) }), {
    nil: null,
  }),
});

export const arbConditions = fc.array(arbCondition, { maxLength: 12 });

/** The signers of signing/additional as their progress marks: none invited, some signed, all signed. */
export const arbSignerMarks: fc.Arbitrary<{ signedAt: string | null }[]> = fc.array(
  fc.record({ signedAt: fc.option(arbIsoDateTime, { nil: null }) }),
  { maxLength: 4 },
);

/** A full catalogued pathname (per application, top level or signer area). */
export const arbCataloguedPathname: fc.Arbitrary<string> = fc.oneof(
  fc.tuple(arbUuid, fc.constantFrom(...allAppScreenPaths())).map(([uuid, screen]) => `${BASE_PATH}/${uuid}/${screen}`),
  fc.constantFrom(...TOP_LEVEL_PATHS, ...SIGNER_PATHS).map((p) => `${BASE_PATH}/${p}`),
);

/** Any pathname: catalogued ones, legacy ones, and arbitrary segments. */
export const arbPathname: fc.Arbitrary<string> = fc.oneof(
  arbCataloguedPathname,
  fc.constantFrom(
    '/',
    BASE_PATH,
    `${BASE_PATH}/`,
    `${BASE_PATH}/account/register`,
    `${BASE_PATH}/account/heloc-signer/login`,
    `${BASE_PATH}/terms`,
  ),
  fc.array(fc.stringMatching(/^[A-Za-z0-9._~%-]{0,12}$/), { maxLength: 5 }).map((segs) => `/${segs.join('/')}`),
  fc
    .tuple(arbUuid, fc.constantFrom('bank', 'income/link', 'conditions/unknown', 'conditions/upload-document'))
    .map(([u, s]) => `${BASE_PATH}/${u}/${s}`),
);

export const arbSearch: fc.Arbitrary<string> = fc
  .array(
    fc.tuple(
      fc.constantFrom('pop-webchat', 'utm_source', 'referrer', 'step', 'x'),
      fc.stringMatching(/^[a-z0-9]{0,6}$/),
    ),
    { maxLength: 4 },
  )
  .map((pairs) => (pairs.length ? `?${new URLSearchParams(pairs).toString()}` : ''));

/** Open-redirect payloads that must never be honoured. */
export const OPEN_REDIRECT_PAYLOADS = [
  '//evil.example',
  '//evil.example/path',
  '/\\evil.example',
  '/\\/evil.example',
  '/%2F%2Fevil.example',
  '/%2f%2fevil.example',
  '/%5Cevil.example',
  'javascript:alert(1)',
  'JavaScript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'https://evil.example',
  'http://evil.example/dashboard',
  'https:evil.example',
  '\\\\evil.example',
  ' /dashboard',
  '/ /evil.example',
  '/\t/evil.example',
  '/\n/evil.example',
  '/d\r\n/evil.example',
  '/\u0000/evil.example',
  '/a\u0008/evil.example',
  '\u0001/dashboard',
  '/Dashboard',
  '/1dashboard',
  '',
  '/',
  'evil.example',
] as const;

export const arbOpenRedirectPayload: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(...OPEN_REDIRECT_PAYLOADS),
  fc
    .tuple(fc.constantFrom('//', '/\\', 'https://', 'http://', '\\\\', '/\t/', '/%2F/'), fc.domain())
    .map(([p, d]) => `${p}${d}`),
  fc
    .tuple(
      fc.stringMatching(/^\/[a-z][a-z/]{0,8}$/),
      fc.constantFrom('\n', '\t', '\r', '\u0000', ' ', '\\'),
      fc.domain(),
    )
    .map(([a, c, d]) => `${a}${c}${d}`),
);

/** Chat links that look like an allowed host but are not. */
export const arbChatLinkAttack: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    'https://homesteadline.com.evil.io/',
    'https://allowed.com.evil.io/',
    'https://user@evil.io/',
    'https://homesteadline.com@evil.io/',
    'https://homesteadline.com:pw@evil.io/',
    'javascript:alert(1)//homesteadline.com',
    'ftp://homesteadline.com/file',
    'data:text/html,homesteadline.com',
    'https://evilhomesteadline.com/',
    'https://homesteadline.co/',
    'https://homesteadline.com:8443/',
    'https://homesteadline.com\\@evil.io',
    '//homesteadline.com/',
    'https:/\\evil.io',
  ),
  fc
    .domain()
    .filter(
      (d) =>
        !/(^|\.)homesteadline\.com$|(^|\.)summitridgecu\.org$|(^|\.)consumerfinance\.gov$|(^|\.)nmlsconsumeraccess\.org$/.test(
          d,
        ),
    )
    .map((d) => `https://${d}/`),
  fc.domain().map((d) => `https://homesteadline.com.${d}/`),
  fc.tuple(fc.webSegment(), fc.domain()).map(([u, d]) => `https://${u || 'u'}@${d}/`),
);

/* ---------- valid bodies for every journey step (the step table's schemas) ---------- */

/** Non-blank text of at most `max` characters (counted after trimming, as the schemas do). */
const arbText = (max: number, min = 1) =>
  fc.string({ minLength: min, maxLength: Math.min(max, 80) }).filter((s) => s.trim().length >= min);

/** A Social Security number from an issued block, with or without dashes. */
const arbSsn: fc.Arbitrary<string> = fc
  .tuple(
    fc.integer({ min: 1, max: 899 }).filter((a) => a !== 666),
    fc.integer({ min: 1, max: 99 }),
    fc.integer({ min: 1, max: 9999 }),
    fc.boolean(),
  )
  .map(([a, g, s, dashed]) => {
    const parts = [String(a).padStart(3, '0'), String(g).padStart(2, '0'), String(s).padStart(4, '0')];
    return parts.join(dashed ? '-' : '');
  });

/** A US phone number in one of the forms people type. */
const arbPhone: fc.Arbitrary<string> = fc
  .tuple(
    fc.stringMatching(/^[2-9]\d{2}$/),
    fc.stringMatching(/^\d{3}$/),
    fc.stringMatching(/^\d{4}$/),
    fc.constantFrom('plain', 'dashes', 'parens', 'plus1'),
  )
  .map(([a, b, c, form]) =>
    form === 'plain'
      ? `${a}${b}${c}`
      : form === 'dashes'
        ? `${a}-${b}-${c}`
        : form === 'parens'
          ? `(${a}) ${b}-${c}`
          : `+1 ${a} ${b} ${c}`,
  );

const arbEmail: fc.Arbitrary<string> = fc
  .tuple(
    fc.stringMatching(/^[a-z][a-z0-9.]{0,10}[a-z0-9]$/).filter((s) => !s.includes('..')),
    fc.stringMatching(/^[a-z]{2,10}$/),
    fc.constantFrom('com', 'org', 'io'),
  )
  .map(([user, host, tld]) => `${user}@${host}.${tld}`);

/** A routing number that passes the ABA checksum. */
const arbRoutingNumber: fc.Arbitrary<string> = fc
  .array(fc.integer({ min: 0, max: 9 }), { minLength: 8, maxLength: 8 })
  .map((d) => {
    const at = (i: number) => d[i] ?? 0;
    const partial = 3 * (at(0) + at(3) + at(6)) + 7 * (at(1) + at(4) + at(7)) + (at(2) + at(5));
    return `${d.join('')}${(10 - (partial % 10)) % 10}`;
  });

const arbStepProperty = fc.record({
  street1: arbText(100),
  city: arbText(60),
  state: fc.constantFrom(...US_STATES, 'ca', 'tx'),
  zip: fc.oneof(fc.stringMatching(/^\d{5}$/), fc.stringMatching(/^\d{5}-\d{4}$/)),
});

/** A public token as the contract accepts it (the server refuses an unknown one with a 400). */
const arbPublicToken = arbText(200);

const arbStepAccount = fc.oneof(
  fc.record({ mode: fc.constant('linked' as const), publicToken: arbPublicToken }),
  fc.record({
    mode: fc.constant('manual' as const),
    routingNumber: arbRoutingNumber,
    accountNumber: fc.stringMatching(/^\d{4,17}$/),
    accountType: fc.constantFrom('CHECKING' as const, 'SAVINGS' as const),
  }),
);

const hmdaChoice = <T extends string>(values: readonly T[]) => fc.subarray([...values], { minLength: 1 });

/** For every step of JOURNEY_STEPS, bodies (or a multipart step's text fields) its schema accepts. */
export const STEP_BODY_ARBITRARIES: { readonly [N in StepName]: fc.Arbitrary<StepBody<N>> } = {
  profile: fc.record({ ssn: arbSsn, softCreditConsent: fc.constant(true as const) }),
  ssn: fc.record({ ssn: arbSsn }),
  creditRetry: fc.record({ pin: fc.stringMatching(/^\d{4,10}$/) }, { requiredKeys: [] }),
  property: fc.record({ property: arbStepProperty }),
  delinquency: fc.record({ explanation: arbText(1000, 10) }),
  estimatedValue: fc.record({ estimatedValue: fc.integer({ min: 50_000, max: 20_000_000 }) }),
  assets: fc.record({ publicToken: arbPublicToken }),
  winback: fc.record({ accept: fc.boolean() }),
  selectOffer: fc.record({ offerId: arbText(40), drawAmount: fc.integer({ min: 0, max: 1_000_000 }) }),
  contact: fc.record({ email: arbEmail, phone: arbPhone }),
  hmda: fc.record({
    ethnicity: hmdaChoice(HMDA_ETHNICITIES),
    race: hmdaChoice(HMDA_RACES),
    sex: fc.constantFrom(...HMDA_SEXES),
  }),
  submit: fc.constant({
    esignConsent: true as const,
    disclosuresAcknowledged: true as const,
    hardCreditConsent: true as const,
  }),
  incomeLink: fc.record({ publicToken: arbPublicToken }),
  paystubsUploaded: fc.constant({}),
  employer: fc
    .record({
      employerName: arbText(100),
      jobTitle: arbText(100),
      startDate: arbPastDate,
      contact: fc.oneof(
        fc.record({ employerPhone: arbPhone }),
        fc.record({ employerEmail: arbEmail }),
        fc.record({ employerPhone: arbPhone, employerEmail: arbEmail }),
      ),
    })
    .map(({ contact, ...rest }) => ({ ...rest, ...contact })),
  identityUploaded: fc.record({ type: fc.constantFrom(...ID_FRONT_DOCUMENT_TYPES) }),
  bpoOrder: fc.record(
    {
      contactName: arbText(100),
      contactPhone: arbPhone,
      accessNotes: fc.string({ maxLength: 500 }),
      feeAccepted: fc.constant(true as const),
    },
    { requiredKeys: ['contactName', 'contactPhone', 'feeAccepted'] },
  ),
  payoffConfirm: fc.record({ lienUuid: arbText(60), authorize: fc.constant(true as const) }),
  ownership: fc.record(
    { ownership: fc.constantFrom(...OWNERSHIP_TYPES), trustName: fc.string({ maxLength: 200 }) },
    { requiredKeys: ['ownership'] },
  ),
  disbursement: fc.oneof(
    arbStepAccount,
    fc.record({ mode: fc.constant('routing' as const), routingNumber: arbRoutingNumber }),
  ),
  autopay: fc.oneof(
    fc.constant({ payType: 'MANUAL' as const }),
    fc.constant({
      payType: 'AUTOPAY' as const,
      useDisbursementAccount: true as const,
      achAuthorization: true as const,
    }),
    arbStepAccount.map((account) => ({
      payType: 'AUTOPAY' as const,
      useDisbursementAccount: false as const,
      account,
      achAuthorization: true as const,
    })),
  ),
  autopayConfirm: fc.constant({}),
  liens: fc.record(
    {
      attest: fc.constant(true as const),
      corrections: fc.array(
        fc.record(
          {
            lienUuid: arbText(60),
            balance: fc.integer({ min: 0, max: 5_000_000 }),
            paidOff: fc.boolean(),
            note: fc.string({ maxLength: 500 }),
          },
          { requiredKeys: ['lienUuid'] },
        ),
        { maxLength: 4 },
      ),
      liens: fc.array(fc.record({ lender: arbText(100), balance: fc.integer({ min: 0, max: 5_000_000 }) }), {
        maxLength: 4,
      }),
      inquiries: fc.array(
        fc.record(
          { inquiryUuid: arbText(60), newDebt: fc.boolean(), explanation: fc.string({ maxLength: 500 }) },
          { requiredKeys: ['inquiryUuid', 'newDebt'] },
        ),
        { maxLength: 4 },
      ),
    },
    { requiredKeys: ['attest'] },
  ),
  acceptFinalOffer: fc.constant({}),
  signNote: fc.record({
    esignConsent: fc.constant(true as const),
    signature: fc.oneof(
      fc.record({ type: fc.constant('typed' as const), name: arbText(120) }),
      fc.record({
        type: fc.constant('drawn' as const),
        name: arbText(120),
        image: fc.base64String({ minLength: 4, maxLength: 400 }).map((b) => `data:image/png;base64,${b}`),
      }),
    ),
    initials: fc.stringMatching(/^[A-Za-z]{1,4}$/),
    documents: fc.subarray([...DOCUMENTS_TO_SIGN], { minLength: 1 }),
  }),
  enotary: fc.constant({}),
  manualNotary: fc.record({ requestedTime: arbIsoDateTime }),
  reserveNotary: fc.record({ slot: arbIsoDateTime }),
  notarySessionComplete: fc.constant({}),
  insuranceUploaded: fc.record({
    type: fc.constantFrom('PROOFOFHAZARDINSURANCE' as const, 'PROOFOFFLOODINSURANCE' as const),
  }),
  cancel: fc.record({ reason: arbText(500) }),
};

/** Any step with a body its schema accepts. */
export const arbStepCall: fc.Arbitrary<{ name: StepName; body: unknown }> = fc
  .constantFrom(...JOURNEY_STEPS.map((row) => row.name))
  .chain((name) => (STEP_BODY_ARBITRARIES[name] as fc.Arbitrary<unknown>).map((body) => ({ name, body })));

/* ---------- issue 12: offer change and liens (offer-change.ts, lien-attestation.ts) ---------- */

const arbMoney = fc.oneof(fc.integer({ min: 0, max: 5_000_000 }), fc.double({ min: 0, max: 5_000_000, noNaN: true }));
const arbPercent = fc.oneof(fc.integer({ min: 0, max: 120 }), fc.double({ min: 0, max: 120, noNaN: true }));

/** The figures an offer rests on (underwriting.ts offerBasisSchema), including repeats of the same value. */
export const arbOfferBasis = fc.record({
  homeValue: arbMoney,
  existingLiens: arbMoney,
  cltvPercent: arbPercent,
  dtiPercent: arbPercent,
  lineAmount: arbMoney,
  aprPercent: arbPercent,
  annualIncome: arbMoney,
  lienPosition: fc.integer({ min: 1, max: 8 }),
});

/** A before and after: sometimes unrelated, sometimes the before with a few figures changed. */
export const arbOfferChangeFacts = fc
  .record({
    reason: fc.constantFrom(...OFFER_CHANGE_REASONS),
    changedAt: arbIsoDateTime,
    before: arbOfferBasis,
    after: arbOfferBasis,
  })
  .chain((facts) =>
    fc.subarray(Object.keys(facts.before) as (keyof typeof facts.before)[]).map((keep) => ({
      ...facts,
      after: { ...facts.after, ...Object.fromEntries(keep.map((k) => [k, facts.before[k]])) },
    })),
  );

/** A counteroffer's facts (underwriting.ts counterofferFactsSchema), with repeated reasons as a server might send them. */
export const arbCounterofferFacts = fc.record({
  reasons: fc.array(fc.constantFrom(...DECLINE_REASONS), { minLength: 1, maxLength: 4 }),
  bureau: fc.constantFrom(...CREDIT_BUREAUS),
  ecoaAgency: fc.constantFrom(...ECOA_AGENCIES),
});

/** What the title search and the credit report found (underwriting.ts lienFactsSchema). */
export const arbLienFacts = fc.record({
  liens: fc.uniqueArray(
    fc.record({
      uuid: fc.uuid(),
      lender: fc.string({ minLength: 1, maxLength: 40 }),
      kind: fc.constantFrom(...LIEN_KINDS),
      position: fc.integer({ min: 1, max: 5 }),
      balance: arbMoney,
      recordedOn: fc.option(arbIsoCalendarDate, { nil: null }),
      accountMask: fc.option(fc.stringMatching(/^\d{4}$/), { nil: null }),
    }),
    { maxLength: 5, selector: (l) => l.uuid },
  ),
  inquiries: fc.uniqueArray(
    fc.record({
      uuid: fc.uuid(),
      creditor: fc.string({ minLength: 1, maxLength: 40 }),
      inquiredOn: arbIsoCalendarDate,
      bureau: fc.constantFrom(...CREDIT_BUREAUS),
    }),
    { maxLength: 4, selector: (i) => i.uuid },
  ),
  attestedAt: fc.option(arbIsoDateTime, { nil: null }),
});

/** Page views of a few sessions (funnel.ts): catalogued and other paths, times that tie often. */
export const arbPageViews = fc.array(
  fc.record({
    sessionKey: fc.constantFrom('s1', 's2', 's3', 's4', 's5'),
    pagePath: fc.oneof({ weight: 4, arbitrary: arbCataloguedPathname }, { weight: 1, arbitrary: arbPathname }),
    at: fc.integer({ min: 0, max: 20 }),
  }),
  { maxLength: 40 },
);

/** Reminders (reminders/rules.ts): an application's facts across ten days, from a fixed start. */
const REMINDER_EPOCH = Date.parse('2026-11-20T12:00:00Z');
const arbReminderInstant = fc.integer({ min: 0, max: 10 * 24 * 60 }).map((m) => new Date(REMINDER_EPOCH + m * 60_000));
export const arbReminderFacts = fc.record({
  state: arbServerState,
  lastChangeAt: arbReminderInstant,
  openConditions: fc.uniqueArray(fc.record({ id: fc.constantFrom('c1', 'c2', 'c3'), openedAt: arbReminderInstant }), {
    maxLength: 3,
    selector: (c) => c.id,
  }),
  unopenedDocuments: fc.uniqueArray(fc.record({ id: fc.constantFrom('d1', 'd2'), givenAt: arbReminderInstant }), {
    maxLength: 2,
    selector: (d) => d.id,
  }),
  moments: fc.uniqueArray(fc.record({ id: fc.constantFrom('m1', 'm2'), at: arbReminderInstant }), {
    maxLength: 2,
    selector: (m) => m.id,
  }),
  sent: fc.constant([]),
});
export const arbReminderChoices = fc.record({
  email: fc.boolean(),
  sms: fc.boolean(),
  frequency: fc.constantFrom('all', 'fewer', 'statusOnly'),
  timeZone: arbUsState.map(timeZoneForState),
});
/** The scheduler's ticks: increasing instants over the ten days and a little after. */
export const arbReminderTicks = fc
  .array(fc.integer({ min: 0, max: 12 * 24 * 60 }), { minLength: 1, maxLength: 60 })
  .map((ms) => [...new Set(ms)].sort((a, b) => a - b).map((m) => new Date(REMINDER_EPOCH + m * 60_000)));
