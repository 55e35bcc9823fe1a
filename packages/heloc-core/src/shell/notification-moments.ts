/**
 * The notifications that matter (issue 14): the moments of the journey at which a borrower must act
 * or wants to know, what each one says, and where its call to action goes. The sandbox pipeline asks
 * `momentOfTransition` on every state change and `momentNotification` for the row it stores; the
 * shell only lists them (notifications.ts). One place per rule: the server never writes a title or
 * a path of its own, and every CTA is built by the route catalogue's builders, so it is always a
 * catalogued in-site path (never an arbitrary URL; `isAllowedRedirectUrl` holds for each).
 */
import { DASHBOARD_PATH, appScreenUrl, type AppScreenPath } from '../journey/routes.js';

export const NOTIFICATION_MOMENTS = [
  'offersReady',
  'documentsReadyToSign',
  'newCondition',
  'coSignerSigned',
  'coSignerBookedNotary',
  'coSignerCancelledNotary',
  'fundingScheduled',
  'funded',
] as const;
export type NotificationMoment = (typeof NOTIFICATION_MOMENTS)[number];

interface MomentText {
  readonly title: string;
  readonly description: string;
  readonly ctaTitle: string;
  /** The screen of the application the CTA opens, or the dashboard once the loan is funded. */
  readonly screen: AppScreenPath | 'dashboard';
}

export const NOTIFICATION_MOMENT_TEXT: Readonly<Record<NotificationMoment, MomentText>> = {
  offersReady: {
    title: 'Your offers are ready',
    description: 'Choose the line of credit that suits you.',
    ctaTitle: 'View offers',
    screen: 'product/select',
  },
  documentsReadyToSign: {
    title: 'Your documents are ready to sign',
    description: 'Review and sign your HELOC documents.',
    ctaTitle: 'Sign documents',
    screen: 'signing/intro',
  },
  newCondition: {
    title: 'We need something from you',
    description: 'A new item was added to your application checklist.',
    ctaTitle: 'View checklist',
    screen: 'conditions',
  },
  coSignerSigned: {
    title: 'A co-signer signed',
    description: 'One of the people on title signed your documents.',
    ctaTitle: 'View signers',
    screen: 'signing/additional',
  },
  // A co-signer's own notary visit (decision 089, amendment 6): booked, moved or given up in their
  // signer area, it changes when the line can close. The CTA opens notary/intro, which lists each
  // co-signer's visit beside the borrower's (and whose timeline says who signs, when and where).
  coSignerBookedNotary: {
    title: 'A co-signer booked their notary visit',
    description: 'See who signs the deed before a notary, when and where.',
    ctaTitle: 'See the notary visits',
    screen: 'notary/intro',
  },
  coSignerCancelledNotary: {
    title: 'A co-signer cancelled their notary visit',
    description: 'They need to book a new time before your line of credit can close.',
    ctaTitle: 'See the notary visits',
    screen: 'notary/intro',
  },
  fundingScheduled: {
    title: 'Your funding is scheduled',
    description: 'Your right to cancel has started; funds are sent once it ends.',
    ctaTitle: 'View funding status',
    screen: 'complete',
  },
  funded: {
    title: 'Your line of credit is funded',
    description: 'The funds are on their way to your account.',
    ctaTitle: 'Go to dashboard',
    screen: 'dashboard',
  },
};

/**
 * The state a moment is reached in. Offers: the first and a revised offer list (a revised one is a
 * new moment — the borrower must choose again). Funding is scheduled when the rescission period
 * starts (Reg Z 12 CFR 1026.15: funds go out only after it ends); funded is COMPLETE.
 */
const MOMENT_BY_STATE: Readonly<Record<string, { moment: NotificationMoment; subject?: string }>> = {
  OFFER_SELECTION: { moment: 'offersReady' },
  REVISED_OFFER_SELECTION: { moment: 'offersReady', subject: 'revised' },
  NOTE_SIGNING: { moment: 'documentsReadyToSign' },
  RESCISSION: { moment: 'fundingScheduled' },
  COMPLETE: { moment: 'funded' },
};

/** The moment a state change reaches, if any; staying in a state is no moment. */
export function momentOfTransition(
  from: string,
  to: string,
): { moment: NotificationMoment; subject?: string } | undefined {
  if (from === to) return undefined;
  return MOMENT_BY_STATE[to];
}

interface MomentNotification {
  /** Unique per user: the same moment of the same application (and subject) is stored once. */
  readonly key: string;
  readonly title: string;
  readonly description: string;
  readonly ctas: readonly { title: string; redirectPath: string }[];
}

/**
 * The notification of a moment. `subject` tells apart moments that happen more than once per
 * application: each condition (its category), each co-signer (their id), a revised offer list, each
 * co-signer's booking (their id and the slot: a move is a new booking, a cancellation names the slot given up).
 */
export function momentNotification(
  moment: NotificationMoment,
  applicationUuid: string,
  subject?: string,
): MomentNotification {
  const text = NOTIFICATION_MOMENT_TEXT[moment];
  const redirectPath = text.screen === 'dashboard' ? DASHBOARD_PATH : appScreenUrl(applicationUuid, text.screen);
  return {
    key: [applicationUuid, moment, ...(subject ? [subject] : [])].join(':'),
    title: text.title,
    description: text.description,
    ctas: [{ title: text.ctaTitle, redirectPath }],
  };
}
