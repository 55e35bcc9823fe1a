/**
 * Telemetry events and experiments (shared-surfaces §7, §9), as rules:
 * - which events are the same event (the spec's `dedupeProperty` / `dontDedupe`), so the server
 *   stores a repeated key action once per session;
 * - which variant of an experiment a tracker sees: a pure hash of (experiment, tracker), so one
 *   browser sees one variant on every visit and every server answers alike, with no table to keep.
 */

/** The event names the app sends: a route change, and the journey's key actions. */
export const TELEMETRY_EVENTS = {
  pageView: 'PAGE_VIEW',
  stepCompleted: 'STEP_COMPLETED',
  ceoFeedbackSent: 'CEO_FEEDBACK_SENT',
  notificationFollowed: 'NOTIFICATION_FOLLOWED',
  experimentExposure: 'EXPERIMENT_EXPOSURE',
  /** The error fallback page was shown (shared-surfaces §8: a render error logs an event). */
  errorPageShown: 'ERROR_PAGE_SHOWN',
} as const;
export type TelemetryEventName = (typeof TELEMETRY_EVENTS)[keyof typeof TELEMETRY_EVENTS];

interface DedupeFields {
  readonly event: string;
  readonly sessionKey?: string | null;
  readonly applicationUuid?: string | null;
  readonly eventProperties?: Readonly<Record<string, unknown>>;
  readonly dontDedupe?: boolean;
  readonly dedupeProperty?: string;
}

/**
 * The key under which an event is stored once, or undefined when every occurrence counts. Only an
 * event that names its `dedupeProperty` is deduplicated — once per session, application and value
 * of that property (one STEP_COMPLETED per step) — and `dontDedupe` always wins. An event that says
 * nothing counts every time: a page view from any client (the explorer's funnel reads them) must
 * never vanish because an earlier one had the same name.
 */
export function telemetryDedupeKey(e: DedupeFields): string | undefined {
  if (e.dontDedupe || !e.sessionKey || !e.dedupeProperty) return undefined;
  const value = JSON.stringify(e.eventProperties?.[e.dedupeProperty] ?? null);
  return [e.sessionKey, e.applicationUuid ?? '', e.event, e.dedupeProperty, value].join('|');
}

/**
 * The experiment profile after sign-in (shared-surfaces §7): one tracker per person, so the person
 * sees the same experiment variants in every browser. The tracker is the one the profile already
 * saved, else this browser's, else the profile's own; the browser stores it when it differs, and the
 * profile saves it (PATCH optimizelyProfileUuid) when it has none or another.
 */
export function experimentProfileSync(input: {
  readonly profileTracker: string | null | undefined;
  readonly profileSaved: string | null | undefined;
  readonly browserTracker: string | null;
}): {
  readonly tracker: string | null;
  readonly storeInBrowser: boolean;
  readonly saveOnProfile: boolean;
} {
  const tracker = input.profileSaved || input.browserTracker || input.profileTracker || null;
  return {
    tracker,
    storeInBrowser: tracker !== null && tracker !== input.browserTracker,
    saveOnProfile: tracker !== null && tracker !== (input.profileSaved ?? null),
  };
}

/* ---------- experiments ---------- */

/**
 * The experiments the product runs. One for now: the contact screen's reassurance line (does saying
 * what the details are for, and what they are not for, make more borrowers confirm them?).
 */
export const EXPERIMENTS = {
  contactReassurance: {
    key: 'heloc-contact-reassurance',
    variants: ['control', 'reassurance'],
  },
} as const;
export type ExperimentName = keyof typeof EXPERIMENTS;
export type ExperimentVariant<N extends ExperimentName> = (typeof EXPERIMENTS)[N]['variants'][number];

/** FNV-1a, 32 bits: small, dependency-free and well spread for short strings such as uuids. */
function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash >>> 0;
}

/**
 * The variant a tracker sees. The experiment's key is hashed with the tracker, so two experiments
 * split the same trackers independently. No tracker (telemetry refused, storage blocked): control,
 * the screen as it was — an experiment never decides for someone who opted out.
 */
export function experimentVariant<N extends ExperimentName>(
  name: N,
  trackerId: string | null | undefined,
): ExperimentVariant<N> {
  const { key, variants } = EXPERIMENTS[name];
  if (!trackerId) return variants[0];
  return variants[fnv1a(`${key}:${trackerId.toLowerCase()}`) % variants.length] as ExperimentVariant<N>;
}

/** The experiment whose decision key this is, if any (the decision endpoint answers flags otherwise). */
export function experimentByKey(key: string): ExperimentName | undefined {
  return (Object.keys(EXPERIMENTS) as ExperimentName[]).find((name) => EXPERIMENTS[name].key === key);
}

/** The contact screen's subtitle per variant. */
export const CONTACT_REASSURANCE_TEXT: Readonly<Record<ExperimentVariant<'contactReassurance'>, string>> = {
  control: 'We will send your documents and updates here.',
  reassurance: 'We will send your documents and updates here, and never share them for marketing without your consent.',
};
