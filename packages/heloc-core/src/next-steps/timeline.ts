/**
 * "What happens next" (issue 28, item 1; decision 089): the pending items of an application — our
 * review, a condition, a co-signer, the attorney, the notary, the flood certificate, the right to
 * cancel, recording, funding — each with who is on it, when it is expected and what the borrower can
 * do now. The web renders the list on every application screen and on the dashboard, from the same
 * status read that drives the journey, so it changes the moment the server's record does.
 *
 * Pure and time-free: the facts and today's date in the property's zone come in (schedule.ts).
 * Every date is "expected" or "usually by": the durations are typical, never promised (Reg Z
 * §1026.16(d); UDAAP).
 */
import type { HolidayCalendar, IsoDate } from '../closing/funding.js';
import { formatLongDate } from '../closing/funding-status.js';
import { formatNotaryTime } from '../closing/notary.js';
import { CLOSING_STATE_ORDER, serverStateKind } from '../journey/server-states.js';
import { appScreenUrl, type AppScreenPath } from '../journey/routes.js';
import { closingPath } from './closing-path.js';
import { deedRecorder } from './place.js';
import {
  addBusinessDays,
  attorneyReviewAhead,
  inPersonNotary,
  phaseOf,
  scheduleOf,
  TYPICAL_BUSINESS_DAYS,
  zoneOfFacts,
  type NextStepsFacts,
} from './schedule.js';

export type NextStepId =
  | 'yourStep'
  | 'review'
  | 'flood'
  | 'conditions'
  | 'conditionReview'
  | 'coSigner'
  | 'coSignerNotary'
  | 'signDocuments'
  | 'attorney'
  | 'notary'
  | 'rescission'
  | 'recording'
  | 'funding';

export type NextStepWho = 'you' | 'coSigner' | 'us' | 'county';

/** What the borrower can do about an item now; the app turns it into a link. */
export type NextStepAction = 'continue' | 'conditions' | 'coSigner' | 'notary' | 'documents';

/** Where each action takes the borrower ('' is the application's root: the journey decides the screen). */
export const NEXT_STEP_SCREENS = {
  continue: '',
  conditions: 'conditions',
  coSigner: 'signing/additional',
  notary: 'notary/intro',
  documents: 'document/disclosures',
} as const satisfies Readonly<Record<NextStepAction, AppScreenPath | ''>>;

/** The link of an action, for an application. */
export const nextStepHref = (uuid: string, action: NextStepAction): string =>
  appScreenUrl(uuid, NEXT_STEP_SCREENS[action]);

export interface NextStep {
  readonly id: NextStepId;
  readonly title: string;
  readonly who: NextStepWho;
  /** "You", "Your co-signer", "Us", "The county" — or the recorder by name: "El Paso County", "Your town clerk". */
  readonly whoLabel: string;
  /** "Now", "Usually by Monday, November 30, 2026", "Expected by …", "When your co-signer signs". */
  readonly when: string;
  /** The date `when` names, yyyy-MM-dd, when it names one. */
  readonly date: IsoDate | null;
  /** What the borrower can do now, or null. */
  readonly doNow: { readonly text: string; readonly action: NextStepAction | null } | null;
  /** `now`: under way; `later`: after the ones before it. */
  readonly status: 'now' | 'later';
}

export const WHO_LABELS: Readonly<Record<NextStepWho, string>> = {
  you: 'You',
  coSigner: 'Your co-signer',
  us: 'Us',
  county: 'The county',
};

/**
 * Settled states in which the server, not the borrower, has the next move (the pending states are
 * `serverStateKind`'s): the summary and closing documents prepared, title, valuation, attorney and
 * insurance reviews, funding.
 */
const OUR_MOVE: ReadonlySet<string> = new Set([
  'GEN_SUMMARY_DISCLOSURE',
  'GEN_CLOSING_DISCLOSURE',
  'GEN_NOTARY_DISCLOSURE',
  'FINAL_TITLE_PULL',
  'FINAL_TITLE_ACCEPTABLE_PROPERTY_CONDITION',
  'NAV_BPO_PROCESSING',
  'NAV_RESI_EVAL_PROCESSING',
  'FACTA_REVIEW',
  'ATTORNEY_REVIEW',
  'TRUST_AND_INSURANCE',
  'GEN_RESCISSION',
  'RESCISSION',
  'RECORDING',
  'FUNDABLE',
  'DIRECT_DEBT_PAYOFF',
  'FUNDING_DECISION',
]);

/** Whether the server has the next move in `state`. */
export const ourMove = (state: string): boolean => serverStateKind(state) === 'pending' || OUR_MOVE.has(state);

const closingIndex = (state: string): number => (CLOSING_STATE_ORDER as readonly string[]).indexOf(state);
const between = (state: string, from: (typeof CLOSING_STATE_ORDER)[number], to: (typeof CLOSING_STATE_ORDER)[number]) =>
  closingIndex(state) >= closingIndex(from) && closingIndex(state) <= closingIndex(to);

/** A co-signer who signed and has not booked their notary visit yet. */
export const COSIGNER_NOT_BOOKED = 'Not booked yet: they choose their own time in their signer area';

const usuallyBy = (date: IsoDate) => `Usually by ${formatLongDate(date)}`;
const expectedBy = (date: IsoDate) => `Expected by ${formatLongDate(date)}`;

function item(
  id: NextStepId,
  title: string,
  who: NextStepWho,
  when: string,
  date: IsoDate | null,
  status: NextStep['status'],
  doNow: NextStep['doNow'] = null,
): NextStep {
  return { id, title, who, whoLabel: WHO_LABELS[who], when, date, doNow, status };
}

/** The pending items of an application, in the order they happen; empty once it is closed (funded, declined, cancelled). */
export function nextSteps(facts: NextStepsFacts, calendar: HolidayCalendar): NextStep[] {
  const phase = phaseOf(facts.state, facts.deedSigned);
  const schedule = scheduleOf(facts, calendar);
  if (!schedule) return [];
  const { today } = facts;
  const state = facts.state;
  const ours = ourMove(state);
  const items: NextStep[] = [];
  const needed = facts.conditions?.needed ?? 0;
  const submitted = facts.conditions?.submitted ?? 0;

  if (phase === 'beforeOffers' || phase === 'review') {
    if (ours)
      items.push(
        item(
          'review',
          phase === 'beforeOffers' ? 'We are working on your application' : 'Our review of your application',
          'us',
          phase === 'beforeOffers'
            ? 'Usually within minutes'
            : usuallyBy(addBusinessDays(today, TYPICAL_BUSINESS_DAYS.review, calendar)),
          phase === 'beforeOffers' ? null : addBusinessDays(today, TYPICAL_BUSINESS_DAYS.review, calendar),
          'now',
          { text: 'Nothing for now: this page updates by itself.', action: null },
        ),
      );
    else
      items.push(
        item('yourStep', 'Your next step in the application', 'you', 'Now', null, 'now', {
          text: 'Continue where you left off.',
          action: 'continue',
        }),
      );
  }
  if (needed > 0)
    items.push(
      item('conditions', `${needed} item${needed === 1 ? '' : 's'} we need from you`, 'you', 'Now', null, 'now', {
        text: 'Send what we asked for.',
        action: 'conditions',
      }),
    );
  if (submitted > 0) {
    const by = addBusinessDays(today, TYPICAL_BUSINESS_DAYS.conditionReview, calendar);
    items.push(item('conditionReview', 'Our review of what you sent', 'us', usuallyBy(by), by, 'now'));
  }
  if (facts.waitingOnFloodCert === true) {
    const by = addBusinessDays(today, TYPICAL_BUSINESS_DAYS.floodCertificate, calendar);
    items.push(
      item('flood', 'The flood certificate for your home', 'us', usuallyBy(by), by, 'now', {
        text: 'Nothing for now: we tell you as soon as it comes.',
        action: null,
      }),
    );
  }
  if (phase === 'beforeOffers') return items;

  const signingStep = between(state, 'FINAL_OFFER', 'NOTE_SIGNING');
  if (phase === 'review' || signingStep)
    items.push(
      signingStep
        ? item(
            'signDocuments',
            state === 'FINAL_OFFER' ? 'Accept your final offer and sign your documents' : 'Sign your closing documents',
            state === 'GEN_NOTE_SIGNING' ? 'us' : 'you',
            state === 'GEN_NOTE_SIGNING' ? 'Usually within minutes' : 'Now',
            null,
            'now',
            state === 'GEN_NOTE_SIGNING'
              ? { text: 'We are preparing your documents: this page updates by itself.', action: null }
              : { text: 'Open and sign them.', action: 'continue' },
          )
        : item('signDocuments', 'Sign your closing documents', 'you', 'After our review', null, 'later'),
    );
  if (facts.coSignerPending === true || state === 'CO_DEED_REQ')
    items.push(
      item(
        'coSigner',
        'Your co-signer signs the deed',
        'coSigner',
        'When your co-signer signs: we cannot predict it',
        null,
        'now',
        {
          text: 'Invite them, or remind them to sign.',
          action: 'coSigner',
        },
      ),
    );
  if (attorneyReviewAhead(facts)) {
    const now = state === 'ATTORNEY_REVIEW';
    const by = addBusinessDays(today, TYPICAL_BUSINESS_DAYS.attorneyReview, calendar);
    items.push(
      item(
        'attorney',
        'A licensed attorney reviews your closing',
        'us',
        now ? usuallyBy(by) : `${TYPICAL_BUSINESS_DAYS.attorneyReview} business days, after you sign your documents`,
        now ? by : null,
        now ? 'now' : 'later',
        now ? { text: 'Nothing for now: we email you when it is approved.', action: null } : null,
      ),
    );
  }
  if (phase !== 'signed') {
    const now = between(state, 'GEN_NOTARY_DISCLOSURE', 'DEED_SIGNING');
    const zone = zoneOfFacts(facts);
    const path = closingPath(facts.propertyState);
    const inPerson = inPersonNotary(facts);
    const where = path.inPersonAt === 'office' ? 'at a title company’s office' : 'with a notary in person';
    // Under way: the first day the rules let the borrower book from today. Still ahead: the day
    // expected once the steps before it take their usual time (the date the later items count from).
    const signingOn = now ? schedule.earliest.signingOn : schedule.typical.signingOn;
    const when = facts.notaryReservation
      ? `Booked for ${formatNotaryTime(facts.notaryReservation, zone)}`
      : !inPerson
        ? 'Any day, once your documents are ready'
        : now
          ? `The first visit you can book: ${formatLongDate(signingOn)}`
          : `Expected ${formatLongDate(signingOn)}, booked two business days ahead`;
    items.push(
      item(
        'notary',
        inPerson ? `Sign your deed ${where}` : 'Sign your deed with an eNotary over video',
        'you',
        when,
        facts.notaryReservation || inPerson ? signingOn : null,
        now ? 'now' : 'later',
        now
          ? {
              text: facts.notaryReservation ? 'See or change your appointment.' : 'Choose how and when.',
              action: 'notary',
            }
          : null,
      ),
    );
    // Each co-signer who signed books their own visit where the path has them (decision 089,
    // amendment 4): who, and when they booked, or that they have not yet.
    // A visit that took place is no longer pending: it leaves the list (decision 089, amendment 6).
    for (const visit of (facts.coSignerVisits ?? []).filter((v) => !v.done))
      items.push(
        item(
          'coSignerNotary',
          `${visit.who} signs the deed before a notary`,
          'coSigner',
          visit.slot ? `Booked for ${visit.when}${visit.where ? `, ${visit.where}` : ''}` : COSIGNER_NOT_BOOKED,
          visit.date,
          between(state, 'CO_DEED_REQ', 'DEED_SIGNING') ? 'now' : 'later',
        ),
      );
  }
  const signed = Boolean(facts.rescissionStartsOn);
  const { rescissionEnds, fundingOn } = schedule.typical;
  const inRescission = state === 'GEN_RESCISSION' || state === 'RESCISSION';
  // The closing's last steps in the lifecycle's order, which the complete screen's funding progress
  // shows too: the right to cancel, then the county records the deed, then the money (decision 089,
  // amendment 6). A step the record has passed is no longer pending, so it leaves the list.
  // BAD: recording dated from the signing (two business days) — on complete it read "usually by
  // Tuesday" under a right to cancel ending Wednesday, above a progress list that records after it.
  if (closingIndex(state) <= closingIndex('RESCISSION'))
    items.push(
      item(
        'rescission',
        'Your right to cancel',
        'you',
        signed
          ? `Ends at midnight on ${formatLongDate(rescissionEnds)}`
          : `Three business days after you sign: expected to end ${formatLongDate(rescissionEnds)}`,
        rescissionEnds,
        inRescission ? 'now' : 'later',
        inRescission
          ? {
              text: 'You may cancel until then, in writing, as your notice of the right to cancel says.',
              action: 'documents',
            }
          : null,
      ),
    );
  // Recorded once the right to cancel has ended, before the money goes out: by the funding day.
  // Named where the server knows the county: "El Paso County", "Your town clerk" (decision 094).
  if (closingIndex(state) <= closingIndex('RECORDING')) {
    const recorder = deedRecorder({ state: facts.propertyState, county: facts.propertyCounty });
    items.push({
      ...item(
        'recording',
        `${recorder} records your deed`,
        'county',
        `After your right to cancel ends: usually by ${formatLongDate(fundingOn)}`,
        fundingOn,
        state === 'RECORDING' ? 'now' : 'later',
      ),
      whoLabel: recorder,
    });
  }
  items.push(
    item(
      'funding',
      'We send your money',
      'us',
      expectedBy(fundingOn),
      fundingOn,
      closingIndex(state) >= closingIndex('FUNDABLE') ? 'now' : 'later',
    ),
  );
  return items;
}

/** What "your next step" says on the screen that is that step (decision 089, amendment 2). */
export const ON_THIS_STEP = 'You are on this step now.';

/**
 * The items as shown on the screen the journey chose: "continue" would lead back to the screen the
 * borrower is on, so it is said, not linked (decision 089, amendment 2). Elsewhere (the dashboard,
 * a condition, the documents) the items are shown as they are, links and all.
 */
export function onDecidedScreen(items: readonly NextStep[]): NextStep[] {
  return items.map((i) =>
    i.doNow?.action !== 'continue'
      ? i
      : { ...i, doNow: { text: i.id === 'yourStep' ? ON_THIS_STEP : i.doNow.text, action: null } },
  );
}
