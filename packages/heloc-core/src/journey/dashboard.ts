/**
 * /dashboard: each of the borrower's applications in words a borrower reads at a glance — whose turn
 * it is, where they are, and the one thing to press. Borrower portals split an application's life
 * into "your turn", "we're working on it" and "closed"; the step names are the progress stepper's
 * own (progress.ts), so the dashboard and the journey's sidebar never disagree.
 */
import { formatDate } from '../format.js';
import { progressForScreen, progressLabels, progressStep, COMPLETE_STEP } from './progress.js';
import { screenForServerState } from './screen-map.js';
import { FUNDING_STATES, serverStateKind } from './server-states.js';

export interface DashboardApplication {
  readonly uuid: string;
  readonly active: boolean;
  readonly loanNumber: string;
  readonly state: string;
  readonly createdDate: string;
}

/** your-turn: the borrower has something to do; waiting: the lender does; done/closed: nothing left. */
export type DashboardTone = 'your-turn' | 'waiting' | 'done' | 'closed';

interface DashboardEntry {
  readonly uuid: string;
  readonly loanNumber: string;
  readonly title: string;
  /** "Application ID … · started …". */
  readonly meta: string;
  readonly tone: DashboardTone;
  /** The status in two or three words ("Your turn", "We're reviewing", "Withdrawn"). */
  readonly status: string;
  /** One sentence: the step, or why nothing is asked now. */
  readonly detail: string;
  /** The button into the application, or null when there is nothing to open. */
  readonly action: string | null;
}

/** Screens where the borrower waits on the lender (a hold or a review), not on themselves. */
const WAITING_SCREENS: ReadonlySet<string> = new Set([
  'bpo/hold',
  'payoff/hold',
  'review-app/signdocs',
  'review-app/uw',
  'merchant/review',
  'error/timeout',
  'error/flood-cert',
]);
const FUNDING: ReadonlySet<string> = new Set(FUNDING_STATES);

export const DASHBOARD_TEXT = {
  title: 'Home equity line of credit',
  meta: (loanNumber: string, startedOn: string) => `Application ID ${loanNumber} · started ${startedOn}`,
  withdrawn: { status: 'Withdrawn', detail: 'This application was withdrawn. Start a new one whenever you are ready.' },
  declined: {
    status: 'Not approved',
    detail: 'We could not approve this application. The notice of our decision gives the reasons.',
    action: 'View the decision',
  },
  complete: { status: 'Complete', detail: 'Your line of credit is open.', action: 'View' },
  funding: {
    status: 'Funding',
    detail: 'Your documents are signed. We are sending the funds to your account.',
    action: 'View',
  },
  waiting: {
    status: 'We’re reviewing',
    detail: 'Nothing is needed from you right now. We will email you when it is your turn.',
    action: 'View',
  },
  yourTurn: { status: 'Your turn', action: 'Resume' },
  step: (n: number, label: string) => `Step ${n} of ${COMPLETE_STEP}: ${label}`,
} as const;

export function dashboardEntry(app: DashboardApplication): DashboardEntry {
  const base = {
    uuid: app.uuid,
    loanNumber: app.loanNumber,
    title: DASHBOARD_TEXT.title,
    meta: DASHBOARD_TEXT.meta(app.loanNumber, formatDate(app.createdDate)),
  };
  if (app.state === 'CANCELLED') return { ...base, tone: 'closed', ...DASHBOARD_TEXT.withdrawn, action: null };
  // Declined: the notice of action taken stays readable (Regulation B §1002.9 — the applicant is told why).
  if (app.state === 'DECLINED') return { ...base, tone: 'closed', ...DASHBOARD_TEXT.declined };
  if (app.state === 'COMPLETE') return { ...base, tone: 'done', ...DASHBOARD_TEXT.complete };
  if (FUNDING.has(app.state)) return { ...base, tone: 'done', ...DASHBOARD_TEXT.funding };
  if (!app.active) return { ...base, tone: 'closed', ...DASHBOARD_TEXT.withdrawn, action: null };
  const screen = screenForServerState(app.state)?.path;
  if (serverStateKind(app.state) === 'pending' || !screen || WAITING_SCREENS.has(screen))
    return { ...base, tone: 'waiting', ...DASHBOARD_TEXT.waiting };
  const step = Math.min(progressStep(progressForScreen(screen)), COMPLETE_STEP - 1);
  const label = progressLabels(false)[step] ?? '';
  return {
    ...base,
    tone: 'your-turn',
    status: DASHBOARD_TEXT.yourTurn.status,
    detail: DASHBOARD_TEXT.step(step + 1, label),
    action: DASHBOARD_TEXT.yourTurn.action,
  };
}

/** Newest first, as the server lists them; the ones waiting on the borrower first of all. */
export function dashboardEntries(apps: readonly DashboardApplication[]): DashboardEntry[] {
  const entries = apps.map(dashboardEntry);
  return [...entries.filter((e) => e.tone === 'your-turn'), ...entries.filter((e) => e.tone !== 'your-turn')];
}
