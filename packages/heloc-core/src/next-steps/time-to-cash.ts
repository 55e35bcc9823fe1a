/**
 * Time to cash, honestly (issue 28, item 2; decision 089): from the offers screen on, when the money
 * is expected if the borrower finishes their steps today — from the same funding rule as the complete
 * screen (`fundingDates`: three rescission business days, then the next banking day), the notary's
 * booking rule and the typical durations of the steps others do (schedule.ts).
 *
 * Never a promise the rules cannot keep (Reg Z §1026.16(d) on HELOC advertising; UDAAP, 12 U.S.C.
 * §5531): every line says "expected", names its assumptions and gives the earliest date the rules
 * allow beside the typical one. Nothing here is a commitment to fund.
 */
import type { HolidayCalendar } from '../closing/funding.js';
import { formatLongDate } from '../closing/funding-status.js';
import { closingPath } from './closing-path.js';
import {
  attorneyReviewAhead,
  inPersonNotary,
  phaseOf,
  scheduleOf,
  TYPICAL_BUSINESS_DAYS,
  type NextStepsFacts,
} from './schedule.js';

export interface TimeToCash {
  /** "If you finish today, expected funding by Wednesday, December 2, 2026" (after signing: "Expected funding by …"). */
  readonly headline: string;
  /** The earliest date the rules allow, in words, when it differs from the headline's. */
  readonly earliestLine: string | null;
  /** What the dates assume, each a sentence. */
  readonly assumptions: readonly string[];
  /** The dates, yyyy-MM-dd: the typical expectation and the earliest the rules allow. */
  readonly expectedOn: string;
  readonly earliestOn: string;
}

const days = (n: number) => `${n} business day${n === 1 ? '' : 's'}`;

/** Time to cash for the facts, or null before the offers and once the application is closed. */
export function timeToCash(facts: NextStepsFacts, calendar: HolidayCalendar): TimeToCash | null {
  const phase = phaseOf(facts.state, facts.deedSigned);
  if (phase === 'beforeOffers') return null;
  const schedule = scheduleOf(facts, calendar);
  if (!schedule) return null;
  const signed = Boolean(facts.rescissionStartsOn);
  const expectedOn = schedule.typical.fundingOn;
  const earliestOn = schedule.earliest.fundingOn;
  const path = closingPath(facts.propertyState);
  const assumptions: string[] = [];
  if (signed)
    assumptions.push(
      `Your right to cancel ends at midnight on ${formatLongDate(schedule.earliest.rescissionEnds)}; we send the money on the next banking day after it, if you do not cancel.`,
    );
  else {
    assumptions.push('You finish each of your own steps today.');
    if (phase === 'review')
      assumptions.push(
        `Our review of your income, identity and title takes ${days(TYPICAL_BUSINESS_DAYS.review)} as a rule; it can be quicker or slower.`,
      );
    if (facts.waitingOnFloodCert === true)
      assumptions.push(`The flood certificate usually comes within ${days(TYPICAL_BUSINESS_DAYS.floodCertificate)}.`);
    if (attorneyReviewAhead(facts))
      assumptions.push(`${path.why} That review usually takes ${days(TYPICAL_BUSINESS_DAYS.attorneyReview)}.`);
    if (facts.coSignerPending === true) assumptions.push('Your co-signer signs today.');
    if (inPersonNotary(facts))
      assumptions.push(
        facts.notaryReservation
          ? 'You sign the deed at the notary appointment you booked.'
          : 'You book the first notary appointment available: a notary needs two business days’ notice.',
      );
    else assumptions.push('You sign the deed with an eNotary the day your documents are ready.');
    assumptions.push(
      'After you sign, you have three business days to cancel (Sundays and federal holidays do not count); the money goes out on the next banking day after that.',
    );
  }
  assumptions.push(
    'The county records the deed once your right to cancel has ended, before the money goes out; a slower county can delay the money.',
  );
  return {
    headline: `${signed ? 'Expected funding' : 'If you finish today, expected funding'} by ${formatLongDate(expectedOn)}`,
    earliestLine: earliestOn === expectedOn ? null : `The earliest the rules allow: ${formatLongDate(earliestOn)}.`,
    assumptions,
    expectedOn,
    earliestOn,
  };
}
