/**
 * The flow explorer's "what if" presets: one application per sandbox scenario, produced by walking
 * the scenario through this server's HTTP API and stopping where its branch shows. The presets are
 * a file snapshot (apps/flow-explorer/src/presets/sandbox-presets.json): when the pipeline changes,
 * this test fails until `pnpm --filter @heloc/api presets` refreshes them.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { SERVER_EVENT_WORDS } from '@heloc/core/explorer';
import { lifecycleGraph } from '../pipeline/lifecycle-graph.js';
import {
  registerBorrower,
  startSandbox,
  walk,
  type BorrowerInput,
  type Sandbox,
  type WalkOptions,
} from '../testing/harness.js';

interface PresetSpec {
  readonly id: string;
  readonly label: string;
  /** The borrower's input that selects the scenario, in words (apps/api/README.md). */
  readonly how: string;
  readonly input: BorrowerInput;
  readonly until: string;
  readonly walk?: WalkOptions;
}

const PRESETS: readonly PresetSpec[] = [
  { id: 'new', label: 'New application', how: 'Any registration', input: {}, until: 'COLLECT_PROFILE_INFO' },
  { id: 'offers', label: 'Offers ready', how: 'Any address, income $150,000', input: {}, until: 'OFFER_SELECTION' },
  {
    id: 'credit-no-match',
    label: 'Credit: no match',
    how: 'SSN ending 0001',
    input: { ssnEnding: '0001' },
    until: 'CREDIT_NO_MATCH',
  },
  {
    id: 'credit-no-match-ssn',
    label: 'Credit: no match by SSN',
    how: 'SSN ending 0002',
    input: { ssnEnding: '0002' },
    until: 'CREDIT_NO_MATCH_SSN',
  },
  {
    id: 'soft-frozen',
    label: 'Credit frozen (soft pull)',
    how: 'SSN ending 0003',
    input: { ssnEnding: '0003' },
    until: 'SOFT_CREDIT_LOCKED_OR_FROZEN',
  },
  {
    id: 'hard-frozen',
    label: 'Credit frozen (hard pull)',
    how: 'SSN ending 0004',
    input: { ssnEnding: '0004' },
    until: 'HARD_CREDIT_LOCKED_OR_FROZEN',
  },
  {
    id: 'frozen-pin',
    label: 'Credit frozen with a PIN',
    how: 'SSN ending 0005',
    input: { ssnEnding: '0005' },
    until: 'SOFT_CREDIT_LOCKED_OR_FROZEN',
  },
  { id: 'facta', label: 'FACTA review', how: 'SSN ending 0006', input: { ssnEnding: '0006' }, until: 'FACTA_REVIEW' },
  {
    id: 'credit-error',
    label: 'Credit error',
    how: 'SSN ending 0007',
    input: { ssnEnding: '0007' },
    until: 'CREDIT_ERROR',
  },
  {
    id: 'minor',
    label: 'Applicant is a minor',
    how: 'SSN ending 0008',
    input: { ssnEnding: '0008' },
    until: 'CREDIT_MINOR',
  },
  {
    id: 'score-decline',
    label: 'Declined for credit score',
    how: 'SSN ending 0010',
    input: { ssnEnding: '0010' },
    until: 'DECLINED',
  },
  {
    id: 'no-property',
    label: 'No property found',
    how: 'Street containing "Nowhere"',
    input: { street1: '1 Nowhere Lane' },
    until: 'NO_PROPERTY_FOUND',
  },
  {
    id: 'multiple-properties',
    label: 'Several properties match',
    how: 'Street containing "Twin"',
    input: { street1: '2 Twin Oaks Road' },
    until: 'MULTIPLE_PROPERTIES',
  },
  {
    id: 'delinquency',
    label: 'Delinquency review',
    how: 'Street containing "Late"',
    input: { street1: '3 Late Street' },
    until: 'DELINQUENCY_REVIEW',
  },
  {
    id: 'no-avm',
    label: 'No automated valuation',
    how: 'Street containing "Noavm"',
    input: { street1: '4 Noavm Court' },
    until: 'NO_AVM_FOUND',
  },
  {
    id: 'winback',
    label: 'Requalify (win-back)',
    how: 'Street containing "Winback"',
    input: { street1: '5 Winback Way' },
    until: 'CLTV_LIEN_POSITION_REQUALIFY',
  },
  {
    id: 'uw-decline',
    label: 'Declined by underwriting',
    how: 'Income under $20,000',
    input: { annualIncome: 18_000 },
    until: 'DECLINED',
  },
  {
    id: 'dti-decline',
    label: 'Declined for debt-to-income',
    how: 'Income $20,000–$29,999',
    input: { annualIncome: 25_000 },
    until: 'DECLINED',
  },
  {
    id: 'assets',
    label: 'Asset depletion',
    how: 'Income exactly $77,777',
    input: { annualIncome: 77_777 },
    until: 'ASSETS_PREQUAL',
  },
  {
    id: 'revised-offers',
    label: 'Lower verified income: revised offers',
    how: 'Income ending 111',
    input: { annualIncome: 91_111 },
    until: 'REVISED_OFFER_SELECTION',
  },
  {
    id: 'manual-paystub',
    label: 'Manual paystub upload',
    how: 'Income ending 222',
    input: { annualIncome: 92_222 },
    until: 'IN_PROGRESS',
  },
  {
    id: 'employment',
    label: 'Employment verification',
    how: 'Self-employed',
    input: { employmentType: 'SELF_EMPLOYED' },
    until: 'EMPLOYMENT_VERIFICATION',
  },
  {
    id: 'bpo-texas',
    label: 'BPO required (Texas)',
    how: 'A property in TX',
    input: { state: 'TX', zip: '78701', street1: '9 Pecan Street' },
    until: 'BPO_ORDER_REQUEST',
  },
  {
    id: 'bpo',
    label: 'BPO required (elsewhere)',
    how: 'Street containing "Bpo"',
    input: { street1: '9 Bpo Street' },
    until: 'BPO_ORDER_REQUEST',
  },
  {
    id: 'resi',
    label: 'Residential evaluation',
    how: 'Street containing "Resi"',
    input: { street1: '9 Resi Street' },
    until: 'NAV_RESI_EVAL_ORDER',
  },
  {
    id: 'liens',
    label: 'Lien verification',
    how: 'Street containing "Lien"',
    input: { street1: '7 Lien Road' },
    until: 'LIEN_VERIFICATION',
  },
  {
    id: 'payoff',
    label: 'Payoff hold',
    how: 'Street containing "Payoff"',
    input: { street1: '7 Payoff Road' },
    until: 'PAYOFF_REQUEST_PENDING',
  },
  {
    id: 'flood',
    label: 'Flood certificate wait',
    how: 'Street containing "Flood"',
    input: { street1: '8 Flood Plain Drive' },
    until: 'GEN_CLOSING_DISCLOSURE',
  },
  {
    id: 'condemned',
    label: 'Unacceptable property condition',
    how: 'Street containing "Condemned"',
    input: { street1: '8 Condemned Row' },
    until: 'FINAL_TITLE_UNACCEPTABLE_PROPERTY_CONDITION',
  },
  {
    id: 'co-deed',
    label: 'Co-deed signer required',
    how: 'Street containing "Codeed"',
    input: { street1: '8 Codeed Lane' },
    until: 'CO_DEED_REQ',
  },
  {
    id: 'attorney',
    label: 'Attorney review (Georgia)',
    how: 'A property in GA',
    input: { state: 'GA', zip: '30301' },
    until: 'ATTORNEY_REVIEW',
  },
  {
    id: 'manual-notary',
    label: 'Manual notary',
    how: 'Choose the in-person notary',
    input: {},
    until: 'MANUAL_DEED_SIGNING',
    walk: { manualNotary: true },
  },
  {
    id: 'slow-signing',
    label: 'Note never ready (timeout)',
    how: 'Street containing "Slowsign"',
    input: { street1: '8 Slowsign Street' },
    until: 'GEN_NOTE_SIGNING',
  },
  {
    id: 'crypto',
    label: 'Crypto-backed line',
    how: 'The crypto product',
    input: { isCrypto: true },
    until: 'AUTOPAY_ACCOUNT',
  },
  { id: 'complete', label: 'Funded', how: 'Any application walked to the end', input: {}, until: 'COMPLETE' },
];

let sb: Sandbox;
beforeAll(async () => {
  // The server's own gazetteer: a preset's property carries the county and zone a real run records (decision 094).
  sb = await startSandbox({}, { realGazetteer: true });
});
afterAll(async () => {
  await sb.close();
});

/** Ids, times, emails and wallet addresses differ on every run: give them stable stand-ins. */
function normalise(value: unknown): unknown {
  const ids = new Map<string, string>();
  const text = JSON.stringify(value)
    .replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g, (id) => {
      if (!ids.has(id)) ids.set(id, `00000000-0000-4000-8000-${String(ids.size + 1).padStart(12, '0')}`);
      return ids.get(id) as string;
    })
    .replace(/\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z/g, '2026-11-23T18:00:00.000Z')
    .replace(/0x[0-9a-fA-F]{40}/g, '0x0000000000000000000000000000000000000000');
  return JSON.parse(text);
}

it('one preset per sandbox scenario, each stopped where its branch shows', { timeout: 120_000 }, async () => {
  const presets = [];
  for (const spec of PRESETS) {
    const b = await registerBorrower(sb, spec.input);
    const { state, visited } = await walk(sb, b, { until: spec.until, ...spec.walk });
    expect(state, spec.id).toBe(spec.until);
    const heloc = (
      await sb.call('GET', `/service-application/api/v1/application/heloc/${b.uuid}`, {
        token: b.token,
        headers: b.headers,
      })
    ).body;
    const status = (
      await sb.call('GET', `/service-krang-heloc/borrower/secure/api/v1/${b.uuid}/status`, {
        token: b.token,
        headers: b.headers,
      })
    ).body;
    const profile = (await sb.call('GET', '/service-profile/api/v1/profile', { token: b.token, headers: b.headers }))
      .body;
    const { email: _e, loanNumber: _l, ...rest } = heloc;
    presets.push(
      normalise({
        id: spec.id,
        label: spec.label,
        how: spec.how,
        state,
        path: visited,
        heloc: { ...rest, loanNumber: 'HL-000000', status },
        profile: { ...profile, email: 'borrower@example.com' },
      }),
    );
  }
  const file = {
    generatedBy: 'apps/api/src/e2e-api/explorer-presets.test.ts (pnpm --filter @heloc/api presets)',
    presets,
  };
  await expect(`${JSON.stringify(file, null, 2)}\n`).toMatchFileSnapshot(
    '../../../flow-explorer/src/presets/sandbox-presets.json',
  );
});

// The explorer draws the server's pipeline from this file (it cannot import server code); like the
// presets, a change to the machine fails here until `pnpm --filter @heloc/api presets` refreshes it.
it('the lifecycle graph, for the explorer’s pipeline view', async () => {
  await expect(`${JSON.stringify(lifecycleGraph(), null, 2)}\n`).toMatchFileSnapshot(
    '../../../flow-explorer/src/presets/lifecycle-graph.json',
  );
});

it('every lifecycle event has plain words in the core (a new event without them fails here)', () => {
  const events = new Set(lifecycleGraph().edges.map((e) => e.event));
  for (const event of events) expect(SERVER_EVENT_WORDS[event], event).toMatch(/\S/);
});
