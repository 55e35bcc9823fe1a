/**
 * The journey in a product analyst's words: every fallback-machine state, machine event, screen and
 * server step named as the borrower meets it, each placed in a journey phase; the happy path; the
 * transitions that fire from almost anywhere (drawn once, as a "from any step" group); and the
 * grouping of a graph by phase that the flow explorer lays out. Pure data and functions — the
 * explorer only draws what this decides, and a new state, event or screen without words fails the
 * tests beside this file (the tables are typed as complete records, too).
 */
import type { FallbackEventType } from '../journey/fallback-machine.js';
import type { MachineGraph } from './machine-graph.js';
import {
  FALLBACK_MACHINE_STATES,
  MACHINE_STATE_SCREENS,
  type FallbackMachineState,
} from '../journey/machine-screen.js';
import {
  APP_SCREEN_PATHS,
  FALLBACK_ONLY_PATHS,
  type AppScreenPattern,
  type FallbackOnlyPath,
} from '../journey/routes.js';
import { COMPANION_SCREENS, serverStateRule } from '../journey/screen-map.js';

/* ---------- phases ---------- */

export const JOURNEY_PHASES = ['onboarding', 'offers', 'verification', 'closing', 'funding', 'holds'] as const;
export type JourneyPhase = (typeof JOURNEY_PHASES)[number];

export const PHASE_WORDS: Record<JourneyPhase, { readonly name: string; readonly about: string }> = {
  onboarding: {
    name: 'Onboarding',
    about: 'Rate check: profile, credit and property look-ups, and their recovery screens.',
  },
  offers: { name: 'Offers', about: 'Choosing an offer, then the contact, HMDA and summary pages of the application.' },
  verification: { name: 'Verification', about: 'Income, identity, valuation and the bank accounts.' },
  closing: { name: 'Closing', about: 'Signing the note, the deed with a notary, and insurance.' },
  funding: { name: 'Funding', about: 'Rescission, then the line is funded.' },
  holds: { name: 'Holds and declines', about: 'Manual reviews, holds, timeouts and declines.' },
};

/* ---------- words for the fallback machine ---------- */

interface Words {
  /** What the borrower sees or does, in plain words. */
  readonly name: string;
  readonly phase: JourneyPhase;
}

/** Every machine state, named after the screen the borrower is on (the code name sits beside it). */
export const STATE_WORDS: Record<FallbackMachineState, Words> = {
  profile: { name: 'Check your rate', phase: 'onboarding' },
  ssnCredit: { name: 'Re-enter SSN', phase: 'onboarding' },
  errorCredit: { name: 'Credit file frozen', phase: 'onboarding' },
  incorrectPin: { name: 'Wrong freeze PIN', phase: 'onboarding' },
  noCredit: { name: 'No credit file found', phase: 'onboarding' },
  noProperty: { name: 'Confirm the property', phase: 'onboarding' },
  datatreeError: { name: 'Property records not found', phase: 'onboarding' },
  product: { name: 'Choose an offer', phase: 'offers' },
  assetDepletion: { name: 'Link your assets', phase: 'offers' },
  liens: { name: 'Review your liens', phase: 'offers' },
  moreProfile: { name: 'Contact details', phase: 'offers' },
  hmda: { name: 'HMDA questions', phase: 'offers' },
  waitSummary: { name: 'Preparing the summary', phase: 'offers' },
  appSummary: { name: 'Sign the summary', phase: 'offers' },
  incomeReview: { name: 'Verify your income', phase: 'verification' },
  manualPaystubUpload: { name: 'Upload paystubs', phase: 'verification' },
  emplVerify: { name: 'Verify your employer', phase: 'verification' },
  docVerify: { name: 'Verify your identity', phase: 'verification' },
  bpo: { name: 'Order a valuation (BPO)', phase: 'verification' },
  bpoProcessing: { name: 'Valuation in progress', phase: 'verification' },
  ach: { name: 'Where to send the money', phase: 'verification' },
  autopay: { name: 'Set up autopay', phase: 'verification' },
  manualAutopay: { name: 'Autopay, account typed in', phase: 'verification' },
  waitMerchant: { name: 'Merchant review', phase: 'verification' },
  lienAttestation: { name: 'Attest liens, inquiries', phase: 'verification' },
  waitSign: { name: 'Preparing the documents', phase: 'closing' },
  sign: { name: 'Sign your documents', phase: 'closing' },
  codeed: { name: 'Co-signers sign', phase: 'closing' },
  waitNotary: { name: 'Choose a notary', phase: 'closing' },
  notary: { name: 'Notary signing', phase: 'closing' },
  insurance: { name: 'Upload proof of insurance', phase: 'closing' },
  waitFund: { name: 'Waiting for funding', phase: 'funding' },
  complete: { name: 'Funded', phase: 'funding' },
  delinquency: { name: 'Delinquency review', phase: 'holds' },
  uwReview: { name: 'Underwriter review', phase: 'holds' },
  declined: { name: 'Declined', phase: 'holds' },
  dtiDeclined: { name: 'Declined: debt-to-income', phase: 'holds' },
  creditScoreDeclined: { name: 'Declined: credit score', phase: 'holds' },
};

/** Every machine event, as what happened to the borrower. */
export const EVENT_WORDS: Record<FallbackEventType, string> = {
  addProfileInfo: 'Contact details saved',
  addHmdaInfo: 'HMDA answered',
  summarySigning: 'Summary ready',
  summarySigned: 'Summary signed',
  incomeVerified: 'Income verified',
  incomePartialVerified: 'Income partly verified',
  manualDisburseSetup: 'Account typed in',
  disbursementAch: 'Bank account linked',
  manualDisburseManualPay: 'Typed in, pays by hand',
  idDocsUploaded: 'ID uploaded',
  bpoEscalate: 'Valuation needed',
  underwrite: 'Offer must be chosen again',
  noteSigning: 'Documents ready',
  signed: 'Documents signed',
  coDeedConfirmed: 'Co-signers signed',
  deedSigning: 'Deed ready',
  enotarySigned: 'eNotary finished',
  manualEnotarySigned: 'In-person notary finished',
  insuranceConfirmed: 'Insurance accepted',
  finish: 'Funded',
  employerVerification: 'Employer must be verified',
  bpoProcessWaiting: 'Valuation ordered',
  datatreeNoMatch: 'Property records not found',
  creditIncorrectPin: 'Wrong freeze PIN',
  dtiDecline: 'Declined: debt-to-income',
  creditScoreDecline: 'Declined: credit score',
  offersReady: 'Offers ready',
  creditNoMatch: 'No credit match',
  creditNoMatchSsn: 'No match with the SSN',
  creditLocked: 'Credit file frozen',
  propertyNotFound: 'Property not found',
  delinquencyReview: 'Delinquency found',
  underwriterReview: 'Sent to an underwriter',
  decline: 'Declined',
  offerSelected: 'Offer chosen',
  assetsRequired: 'Assets needed',
  lienReview: 'Liens to review',
  merchantReview: 'Merchant must review',
  lienAttestationNeeded: 'Attestation needed',
};

/** The path most borrowers take, start to funded (the machine states, in order). */
export const HAPPY_PATH: readonly FallbackMachineState[] = [
  'profile',
  'product',
  'moreProfile',
  'hmda',
  'waitSummary',
  'appSummary',
  'incomeReview',
  'docVerify',
  'ach',
  'autopay',
  'waitSign',
  'sign',
  'waitNotary',
  'notary',
  'insurance',
  'waitFund',
  'complete',
];

/**
 * Events that fire from almost any step: drawn once, from a "from any step" group, instead of one
 * arrow per state. The test beside this file checks each really leaves from many states.
 */
export const FROM_ANY_STEP_EVENTS: readonly FallbackEventType[] = [
  'decline',
  'dtiDecline',
  'creditScoreDecline',
  'underwrite',
];
const FROM_ANY_STEP_NAME = 'From any step';

/* ---------- words for the screens (the app's catalogue) ---------- */

type ScreenKey = AppScreenPattern | FallbackOnlyPath;

/** Every catalogued screen of an application: its plain name and phase. */
export const SCREEN_WORDS: Record<ScreenKey, Words> = {
  'start/profile': { name: 'Check your rate', phase: 'onboarding' },
  'credit/social': { name: 'Re-enter SSN', phase: 'onboarding' },
  'credit/error': { name: 'Credit file frozen', phase: 'onboarding' },
  'review-app/incorrect-pin': { name: 'Wrong freeze PIN', phase: 'onboarding' },
  'review-app/no-credit': { name: 'No credit file found', phase: 'onboarding' },
  'review-app/property': { name: 'Confirm the property', phase: 'onboarding' },
  'review-app/datatree': { name: 'Property records not found', phase: 'onboarding' },
  'review-app/incorrect-ownership': { name: 'Confirm ownership', phase: 'onboarding' },
  'bpo/estimate-value': { name: 'Estimate home value', phase: 'onboarding' },
  'product/select': { name: 'Choose an offer', phase: 'offers' },
  'product/assets': { name: 'Link your assets', phase: 'offers' },
  'product/prequal-winback': { name: 'Requalify: smaller line', phase: 'offers' },
  liens: { name: 'Review your liens', phase: 'offers' },
  'start/contact': { name: 'Contact details', phase: 'offers' },
  'start/hmda': { name: 'HMDA questions', phase: 'offers' },
  'start/app-summary': { name: 'Sign the summary', phase: 'offers' },
  'income/review': { name: 'Verify your income', phase: 'verification' },
  'income/link/:type': { name: 'Link an income source', phase: 'verification' },
  'income/pointserv-callback': { name: 'Back from payroll site', phase: 'verification' },
  'income/upload/:type': { name: 'Upload income documents', phase: 'verification' },
  'income/upload/MANUAL_PAYSTUB': { name: 'Upload paystubs', phase: 'verification' },
  'income/employer-verification': { name: 'Verify your employer', phase: 'verification' },
  identity: { name: 'Verify your identity', phase: 'verification' },
  'bpo/condition': { name: 'Order a valuation (BPO)', phase: 'verification' },
  'bpo/order-bpo': { name: 'Book the valuation visit', phase: 'verification' },
  'bpo/waiting': { name: 'Valuation in progress', phase: 'verification' },
  'bank/disburse': { name: 'Where to send the money', phase: 'verification' },
  'bank/manual-disburse': { name: 'Type in the account', phase: 'verification' },
  'bank/autopay': { name: 'Set up autopay', phase: 'verification' },
  'bank/autopay-manual': { name: 'Autopay, account typed in', phase: 'verification' },
  'bank/confirm': { name: 'Confirm your accounts', phase: 'verification' },
  'merchant/review': { name: 'Merchant review', phase: 'verification' },
  'merchant/lien-attestation': { name: 'Attest liens, inquiries', phase: 'verification' },
  'payoff/hold': { name: 'Authorize a lien payoff', phase: 'closing' },
  'signing/intro': { name: 'Your documents', phase: 'closing' },
  'signing/sign': { name: 'Sign your documents', phase: 'closing' },
  'signing/additional': { name: 'Co-signers sign', phase: 'closing' },
  'signing/support': { name: 'Signing help', phase: 'closing' },
  'review-app/signdocs': { name: 'Documents delayed', phase: 'closing' },
  'notary/intro': { name: 'Choose a notary', phase: 'closing' },
  'notary/schedule-manual': { name: 'Schedule a notary visit', phase: 'closing' },
  'notary/reserve-manual': { name: 'Your notary appointment', phase: 'closing' },
  'notary/session': { name: 'eNotary session', phase: 'closing' },
  'notary/error': { name: 'eNotary problem', phase: 'closing' },
  'insurance/upload': { name: 'Upload proof of insurance', phase: 'closing' },
  'insurance/requirements': { name: 'Insurance requirements', phase: 'closing' },
  complete: { name: 'Funded', phase: 'funding' },
  'review-app/uw': { name: 'Underwriter review', phase: 'holds' },
  'review-app/delinquency': { name: 'Delinquency review', phase: 'holds' },
  'bpo/hold': { name: 'Valuation on hold', phase: 'holds' },
  'error/flood-cert': { name: 'Flood certificate wait', phase: 'holds' },
  'error/timeout': { name: 'Taking too long (timeout)', phase: 'holds' },
  'error/decline': { name: 'Declined', phase: 'holds' },
  'error/credit': { name: 'Declined: credit score', phase: 'holds' },
  'error/income': { name: 'Declined: debt-to-income', phase: 'holds' },
  conditions: { name: 'Conditions to clear', phase: 'holds' },
  'conditions/upload-document': { name: 'Upload for a condition', phase: 'holds' },
  'conditions/phone-number': { name: 'Confirm a phone number', phase: 'holds' },
  'document/disclosures': { name: 'Your documents (vault)', phase: 'holds' },
};

const SCREEN_KEYS = [...FALLBACK_ONLY_PATHS, ...APP_SCREEN_PATHS] as readonly ScreenKey[];

const patternMatches = (pattern: string, screen: string) => {
  const p = pattern.split('/');
  const s = screen.split('/');
  return p.length === s.length && p.every((seg, i) => (seg === ':type' ? (s[i] ?? '') !== '' : seg === s[i]));
};

/** The catalogued pattern a concrete screen path belongs to (fixed paths before parameters). */
export function screenPattern(screen: string): ScreenKey | undefined {
  return SCREEN_KEYS.find((key) => key === screen) ?? SCREEN_KEYS.find((key) => patternMatches(key, screen));
}

/** A concrete screen's words, or undefined for a path outside the catalogue. */
export function screenWords(screen: string): (Words & { readonly pattern: ScreenKey }) | undefined {
  const pattern = screenPattern(screen);
  return pattern ? { ...SCREEN_WORDS[pattern], pattern } : undefined;
}

/* ---------- which part of the map a screen is ---------- */

interface MapPlace {
  readonly screen: string;
  /** The machine states that show this screen (directly, or as the screen it was opened from). */
  readonly states: readonly FallbackMachineState[];
  readonly phase: JourneyPhase;
}

const statesShowing = (screen: string) =>
  FALLBACK_MACHINE_STATES.filter((s) => {
    if (s === 'complete') return screen === 'complete';
    const row: { path: string; alternative?: { path: string } } = MACHINE_STATE_SCREENS[s];
    return row.path === screen || row.alternative?.path === screen;
  });

/**
 * Where the borrower on `screen` is on the journey map: the states showing it, else the states of
 * the screen it is a companion of (income/upload/W2 → income/review), and always its phase. This
 * is what the live view highlights — the screen the borrower is on, not the fallback machine's
 * state, which only decides for server states without a row.
 */
export function placeOfScreen(screen: string): MapPlace | undefined {
  const words = screenWords(screen);
  if (!words) return undefined;
  let states = statesShowing(screen);
  if (states.length === 0) {
    const parents = Object.entries(COMPANION_SCREENS)
      .filter(([, companions]) => companions.some((p) => patternMatches(p, screen)))
      .map(([decided]) => decided);
    states = parents.flatMap(statesShowing);
  }
  return { screen, states: [...new Set(states)], phase: words.phase };
}

/* ---------- words for the server pipeline ---------- */

/** The sandbox server's lifecycle events (the borrower's steps by name, a background step, withdrawing). */
export const SERVER_EVENT_WORDS: Readonly<Record<string, string>> = {
  resolve: 'Server step done',
  cancel: 'Borrower withdraws',
  profile: 'Profile and SSN sent',
  ssn: 'SSN re-entered',
  creditRetry: 'Credit check retried',
  property: 'Property confirmed',
  delinquency: 'Delinquency explained',
  ownership: 'Ownership confirmed',
  estimatedValue: 'Home value estimated',
  assets: 'Assets linked',
  winback: 'Smaller line accepted or refused',
  selectOffer: 'Offer chosen',
  contact: 'Contact details saved',
  hmda: 'HMDA answered',
  submit: 'Application submitted',
  incomeLink: 'Income source linked',
  paystubsUploaded: 'Paystubs uploaded',
  employer: 'Employer details sent',
  identityUploaded: 'ID uploaded',
  bpoOrder: 'Valuation ordered',
  payoffConfirm: 'Payoff authorized',
  disbursement: 'Disbursement account set',
  autopay: 'Autopay chosen',
  autopayConfirm: 'Accounts confirmed',
  liens: 'Liens attested',
  acceptFinalOffer: 'Final offer accepted',
  signNote: 'Documents signed',
  coDeedComplete: 'Co-signers signed',
  enotary: 'eNotary chosen',
  manualNotary: 'In-person notary requested',
  reserveNotary: 'Notary slot booked',
  notarySessionComplete: 'Notary session finished',
  changeNotaryReservation: 'Notary slot changed',
  cancelNotaryReservation: 'Notary booking cancelled',
  insuranceUploaded: 'Insurance uploaded',
};

/** Server states the screen table sends to no screen of their own (the site root, or the fallback machine's start). */
const UNSCREENED_STATES: Readonly<Record<string, Words>> = {
  COLLECT_PROFILE_INFO: { name: 'Check your rate', phase: 'onboarding' },
  COMPLETE: { name: 'Funded', phase: 'funding' },
  CANCELLED: { name: 'Withdrawn', phase: 'holds' },
};

/** A server state's words: the screen the core picks for it, or, for a waiting state, that it waits. */
export function serverStateWords(
  state: string,
  phaseWhenUnrouted: JourneyPhase,
): Words & { readonly screen: string | null } {
  const rule = serverStateRule(state);
  const screen = rule?.variants[0].path ?? null;
  const words = screen && screen !== '/' ? screenWords(screen) : undefined;
  if (words && screen) return { name: words.name, phase: words.phase, screen };
  const known = Object.hasOwn(UNSCREENED_STATES, state) ? UNSCREENED_STATES[state] : undefined;
  return { name: known?.name ?? 'Server working', phase: known?.phase ?? phaseWhenUnrouted, screen };
}

/* ---------- a graph grouped by phase ---------- */

interface PhasedNode {
  readonly id: string;
  readonly name: string;
  /** The code name (state), shown beside the plain one for engineers. */
  readonly code: string;
  readonly phase: JourneyPhase;
  readonly happy: boolean;
}

interface PhasedEdge {
  readonly id: string;
  readonly source: string;
  readonly target: string;
  readonly name: string;
  /** The code name (event, and guard if any). */
  readonly code: string;
  readonly happy: boolean;
  /** Drawn once from the "from any step" group rather than from its source. */
  readonly fromAny: boolean;
}

export interface PhasedGraph {
  readonly nodes: readonly PhasedNode[];
  readonly edges: readonly PhasedEdge[];
}

export type MapNode =
  | {
      readonly kind: 'phase';
      readonly id: string;
      readonly phase: JourneyPhase;
      readonly name: string;
      readonly about: string;
      readonly stateCount: number;
      readonly expanded: boolean;
      readonly happy: boolean;
    }
  | {
      readonly kind: 'state';
      readonly id: string;
      readonly parent: string;
      readonly phase: JourneyPhase;
      readonly name: string;
      readonly code: string;
      readonly happy: boolean;
    }
  | { readonly kind: 'from-any'; readonly id: string; readonly name: string; readonly events: readonly string[] };

export interface MapEdge {
  readonly id: string;
  readonly source: string;
  readonly target: string;
  /** Plain words: the happy event's name, else the first, with "· +n" for the others. */
  readonly name: string;
  /** The member transitions' code names. */
  readonly codes: readonly string[];
  /** The member transitions (ids of the phased graph's edges). */
  readonly members: readonly string[];
  readonly happy: boolean;
}

export interface JourneyMap {
  readonly nodes: readonly MapNode[];
  readonly edges: readonly MapEdge[];
}

export const FROM_ANY_NODE = 'from-any';
export const phaseNodeId = (phase: JourneyPhase) => `phase:${phase}`;

/**
 * Groups a graph by phase: a collapsed phase is one node and its edges merge with its states';
 * an expanded phase holds its states. Edges inside a collapsed phase disappear; "from any step"
 * edges leave from one group node and merge by target. Self-loops are dropped (they change no place).
 */
export function groupByPhase(graph: PhasedGraph, expanded: ReadonlySet<JourneyPhase>): JourneyMap {
  const byId = new Map(graph.nodes.map((n) => [n.id, n]));
  const place = (id: string) => {
    const n = byId.get(id);
    if (!n) return id;
    return expanded.has(n.phase) ? n.id : phaseNodeId(n.phase);
  };
  const nodes: MapNode[] = [];
  for (const phase of JOURNEY_PHASES) {
    const members = graph.nodes.filter((n) => n.phase === phase);
    if (members.length === 0) continue;
    const open = expanded.has(phase);
    nodes.push({
      kind: 'phase',
      id: phaseNodeId(phase),
      phase,
      name: PHASE_WORDS[phase].name,
      about: PHASE_WORDS[phase].about,
      stateCount: members.length,
      expanded: open,
      happy: members.some((m) => m.happy),
    });
    if (open)
      for (const m of members)
        nodes.push({
          kind: 'state',
          id: m.id,
          parent: phaseNodeId(phase),
          phase,
          name: m.name,
          code: m.code,
          happy: m.happy,
        });
  }
  const fromAny = graph.edges.filter((e) => e.fromAny);
  if (fromAny.length)
    nodes.push({
      kind: 'from-any',
      id: FROM_ANY_NODE,
      name: FROM_ANY_STEP_NAME,
      events: [...new Set(fromAny.map((e) => e.name))],
    });

  const merged = new Map<string, { source: string; target: string; members: PhasedEdge[] }>();
  for (const e of graph.edges) {
    if (e.source === e.target) continue;
    const source = e.fromAny ? FROM_ANY_NODE : place(e.source);
    const target = place(e.target);
    if (source === target) continue;
    const key = `${source}>${target}`;
    const entry = merged.get(key) ?? { source, target, members: [] };
    entry.members.push(e);
    merged.set(key, entry);
  }
  const edges: MapEdge[] = [...merged.entries()].map(([key, { source, target, members }]) => {
    const happy = members.find((m) => m.happy);
    const names = [...new Set(members.map((m) => m.name))];
    const lead = happy?.name ?? names[0] ?? '';
    const others = names.filter((n) => n !== lead).length;
    return {
      id: key,
      source,
      target,
      name: others > 0 ? `${lead} · +${others}` : lead,
      codes: [...new Set(members.map((m) => m.code))],
      members: members.map((m) => m.id),
      happy: Boolean(happy),
    };
  });
  return { nodes, edges };
}

/** The fallback machine in words, each state in its phase, happy path and "from any step" marked. */
export function fallbackPhasedGraph(graph: MachineGraph): PhasedGraph {
  const happyEdge = new Set(HAPPY_PATH.slice(1).map((to, i) => `${HAPPY_PATH[i]}>${to}`));
  return {
    nodes: graph.nodes.map((n) => ({
      id: n.id,
      name: STATE_WORDS[n.id].name,
      code: n.id,
      phase: STATE_WORDS[n.id].phase,
      happy: HAPPY_PATH.includes(n.id),
    })),
    edges: graph.edges.map((e) => ({
      id: e.id,
      source: e.source,
      target: e.target,
      name: EVENT_WORDS[e.event],
      code: e.guard ? `${e.event} [${e.guard}]` : e.event,
      happy: happyEdge.has(`${e.source}>${e.target}`),
      fromAny: FROM_ANY_STEP_EVENTS.includes(e.event),
    })),
  };
}

/** The lifecycle graph's shape as the server exports it (apps/api lifecycle-graph.ts), JSON-safe. */
export interface LifecycleGraphData {
  readonly initial: string;
  readonly nodes: readonly { readonly id: string; readonly sandboxOnly?: string }[];
  readonly edges: readonly {
    readonly from: string;
    readonly event: string;
    readonly guard?: string;
    readonly to: string;
    readonly actions: readonly string[];
    readonly waits?: true;
  }[];
}

/**
 * The server's lifecycle machine in words: each state named after the screen the core picks for it
 * and placed in that screen's phase; a waiting state without a screen takes the phase of the first
 * routed state it leads to. `happyPath` is the server states a scenario walked to COMPLETE.
 */
export function pipelinePhasedGraph(graph: LifecycleGraphData, happyPath: readonly string[]): PhasedGraph {
  const moves = graph.edges.filter((e) => e.from !== '*' && e.to !== e.from && !e.waits);
  const routedPhase = (id: string) => {
    const rule = serverStateRule(id);
    const screen = rule?.variants[0].path;
    if (screen && screen !== '/') return screenWords(screen)?.phase;
    return Object.hasOwn(UNSCREENED_STATES, id)
      ? UNSCREENED_STATES[id]?.phase
      : id === graph.initial
        ? 'onboarding'
        : undefined;
  };
  // Breadth-first to the nearest routed successor: a WAITING_… state sits in the phase it leads to.
  const phaseOf = (id: string): JourneyPhase => {
    const seen = new Set([id]);
    let frontier = [id];
    while (frontier.length) {
      // The earliest phase among the nearest routed states; a hold only when nothing else is near.
      const found = frontier.flatMap((s) => routedPhase(s) ?? []);
      const best =
        JOURNEY_PHASES.find((p) => p !== 'holds' && found.includes(p)) ?? (found.length ? 'holds' : undefined);
      if (best) return best;
      frontier = frontier
        .flatMap((s) => moves.filter((e) => e.from === s).map((e) => e.to))
        .filter((t) => !seen.has(t) && (seen.add(t), true));
    }
    return 'holds';
  };
  // On the happy path, a waiting state belongs with the screen the borrower waits on: the last routed one before it.
  const happyPhase = (id: string): JourneyPhase | undefined => {
    const at = happyPath.indexOf(id);
    if (at < 0) return undefined;
    for (const next of happyPath.slice(0, at + 1).reverse()) {
      const p = routedPhase(next);
      if (p) return p;
    }
    return undefined;
  };
  const happy = new Set(happyPath);
  const happyEdge = new Set(happyPath.slice(1).map((to, i) => `${happyPath[i]}>${to}`));
  const ids = new Set(graph.nodes.map((n) => n.id));
  return {
    nodes: graph.nodes.map((n) => {
      const phase = routedPhase(n.id) ?? happyPhase(n.id) ?? phaseOf(n.id);
      return { id: n.id, name: serverStateWords(n.id, phase).name, code: n.id, phase, happy: happy.has(n.id) };
    }),
    edges: graph.edges.flatMap((e, i) => {
      if (e.waits || e.to === e.from) return [];
      const name = SERVER_EVENT_WORDS[e.event] ?? e.event;
      const code = e.guard ? `${e.event} [${e.guard}]` : e.event;
      // A transition every state has (withdrawing) is drawn once, from the group.
      if (e.from === '*')
        return ids.has(e.to)
          ? [
              {
                id: `*:${e.event}:${e.to}:${i}`,
                source: FROM_ANY_NODE,
                target: e.to,
                name,
                code,
                happy: false,
                fromAny: true,
              },
            ]
          : [];
      return [
        {
          id: `${e.from}:${e.event}:${e.to}:${i}`,
          source: e.from,
          target: e.to,
          name,
          code,
          happy: happyEdge.has(`${e.from}>${e.to}`),
          fromAny: e.to === 'DECLINED',
        },
      ];
    }),
  };
}
