/**
 * Browser storage, in one place (lint bans localStorage and sessionStorage everywhere else). Keys
 * from the core (jwt, heloc_uuid, telemetry_trackerUuid) and the app's own below; form drafts keep
 * what the borrower typed across reloads — never sensitive fields such as the SSN.
 */
import { STORAGE_KEYS } from '@heloc/core';

const safe = <T>(fn: () => T, fallback: T): T => {
  try {
    return fn();
  } catch {
    return fallback;
  }
};

const tokenListeners = new Set<() => void>();
const tokenChanged = () => tokenListeners.forEach((fn) => fn());
/** Whether the last clear was the borrower signing out (not a session that ran out). */
let clearedBySignOut = false;

export const tokenStore = {
  get: (): string | null => safe(() => localStorage.getItem(STORAGE_KEYS.jwt), null),
  set: (token: string) => {
    clearedBySignOut = false;
    safe(() => localStorage.setItem(STORAGE_KEYS.jwt, token), undefined);
    tokenChanged();
  },
  /** 'signed-out' when the borrower chose to leave: no page is kept to return to after sign-in. */
  clear: (why: 'expired' | 'signed-out' = 'expired') => {
    clearedBySignOut = why === 'signed-out';
    safe(() => localStorage.removeItem(STORAGE_KEYS.jwt), undefined);
    tokenChanged();
  },
  signedOut: (): boolean => clearedBySignOut,
  /** Told when this tab sets or clears the token (a 401 clears it), for useSyncExternalStore. */
  subscribe(fn: () => void) {
    tokenListeners.add(fn);
    return () => void tokenListeners.delete(fn);
  },
};

/**
 * Whether this tab's last session was a broker's (the identity broker's isBroker): a broker whose
 * session ran out signs in again through the agent's identity-broker path.
 */
export const brokerSessionStore = {
  get: (): boolean => safe(() => sessionStorage.getItem('heloc_is_broker') === '1', false),
  set: (isBroker: boolean) => safe(() => sessionStorage.setItem('heloc_is_broker', isBroker ? '1' : '0'), undefined),
};

/**
 * Whether this tab's last session was an additional signer's (the core's isAdditionalSigner: a v1
 * application's signer list, else the profile's type), so a 401 — which comes after the session's
 * records are gone — sends a signer to the signer login (shared-surfaces §8).
 */
export const signerSessionStore = {
  get: (): boolean => safe(() => sessionStorage.getItem('heloc_is_signer') === '1', false),
  set: (isSigner: boolean) => safe(() => sessionStorage.setItem('heloc_is_signer', isSigner ? '1' : '0'), undefined),
};

/** The signed-in identity's id for this tab (lib/identity-store.ts), so a reload's first events name it too. */
export const identityUuidStore = {
  get: (): string | null => safe(() => sessionStorage.getItem('heloc_identity_uuid'), null),
  set: (uuid: string | null) =>
    safe(
      () =>
        uuid ? sessionStorage.setItem('heloc_identity_uuid', uuid) : sessionStorage.removeItem('heloc_identity_uuid'),
      undefined,
    ),
};

export const helocUuidStore = {
  get: (): string | null => safe(() => localStorage.getItem(STORAGE_KEYS.helocUuid), null),
  set: (uuid: string) => safe(() => localStorage.setItem(STORAGE_KEYS.helocUuid, uuid), undefined),
};

/** The organisation this browser last chose with ?org= (the sandbox serves several). */
export const orgStore = {
  get: (): string | null => safe(() => localStorage.getItem('heloc_org'), null),
  set: (code: string) => safe(() => localStorage.setItem('heloc_org', code), undefined),
};

/** The borrower's privacy choice: true = opted out, null = never chosen. Storage blocked: it lasts for this page. */
export const privacyOptOutStore = {
  get(): boolean | null {
    const v = safe(() => localStorage.getItem('heloc_privacy_opt_out'), null);
    return v === null ? null : v === '1';
  },
  set: (optedOut: boolean) =>
    safe(() => localStorage.setItem('heloc_privacy_opt_out', optedOut ? '1' : '0'), undefined),
};

/**
 * The telemetry session key {uuid, epoch, trackerUuid} (shared-surfaces §3, §4), in this tab first and
 * then across tabs. Read back as stored (the core's parseTelemetrySessionKey says whether it is one).
 */
export const telemetrySessionStore = {
  get: (): unknown =>
    safe(() => {
      const raw = sessionStorage.getItem('telemetry_sessionKey') ?? localStorage.getItem('telemetry_sessionKey');
      return raw === null ? null : (JSON.parse(raw) as unknown);
    }, null),
  set: (key: { readonly uuid: string; readonly epoch: number; readonly trackerUuid: string | null }) =>
    safe(() => {
      sessionStorage.setItem('telemetry_sessionKey', JSON.stringify(key));
      localStorage.setItem('telemetry_sessionKey', JSON.stringify(key));
    }, undefined),
};

/**
 * Feature attributes from the URL (shared-surfaces §2: DDP_Pilot), kept across visits in local
 * storage and sent with feature decisions and chats. Short tokens only (the core checks them).
 */
export const featureAttributesStore = {
  get(): Record<string, string> {
    const parsed = safe(() => JSON.parse(localStorage.getItem('heloc_feature_attributes') ?? '{}') as unknown, {});
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed)
      ? Object.fromEntries(Object.entries(parsed).filter((e): e is [string, string] => typeof e[1] === 'string'))
      : {};
  },
  merge: (attributes: Record<string, string>) =>
    safe(
      () =>
        localStorage.setItem(
          'heloc_feature_attributes',
          JSON.stringify({ ...featureAttributesStore.get(), ...attributes }),
        ),
      undefined,
    ),
};

/** The browser's experiment tracker (shared-surfaces §3 telemetry_trackerUuid): one variant per browser. */
export const trackerStore = {
  get: (): string | null => safe(() => localStorage.getItem(STORAGE_KEYS.telemetryTrackerUuid), null),
  set: (uuid: string) => safe(() => localStorage.setItem(STORAGE_KEYS.telemetryTrackerUuid, uuid), undefined),
};

/**
 * The fallback machine's persisted snapshot per application and tab, so a reload resumes where
 * the borrower was (snapshots hold application facts, never an SSN). Unreadable: undefined, and
 * the machine starts again at profile.
 */
export const machineSnapshotStore = (applicationUuid: string) => ({
  get: (): unknown =>
    safe(
      () => JSON.parse(sessionStorage.getItem(`heloc_machine:${applicationUuid}`) ?? 'null') ?? undefined,
      undefined,
    ),
  set: (snapshot: unknown) =>
    safe(() => sessionStorage.setItem(`heloc_machine:${applicationUuid}`, JSON.stringify(snapshot)), undefined),
});

/** Per-session counters (screen-load reloads). */
export const sessionCounter = (key: string) => ({
  get: (): number => safe(() => Number(sessionStorage.getItem(key) ?? 0) || 0, 0),
  set: (n: number) => safe(() => sessionStorage.setItem(key, String(n)), undefined),
});

/** Fields that are never written to storage, whatever form they are in. */
const SENSITIVE = /ssn|social|password|pin|accountnumber|routing/i;

export const draftStore = {
  load<T extends object>(key: string): Partial<T> {
    return safe(() => JSON.parse(sessionStorage.getItem(`draft:${key}`) ?? '{}') as Partial<T>, {});
  },
  save(key: string, values: object) {
    const clean = Object.fromEntries(Object.entries(values).filter(([k]) => !SENSITIVE.test(k)));
    safe(() => sessionStorage.setItem(`draft:${key}`, JSON.stringify(clean)), undefined);
  },
  clear(key: string) {
    safe(() => sessionStorage.removeItem(`draft:${key}`), undefined);
  },
};

/**
 * The link in flight, kept in this tab while the borrower is on the provider's pages: which
 * application and what the link is for, so the return route (which may be top-level, without the
 * application in its path) knows where it belongs. Never a token: the public token arrives in the
 * return URL and is spent at once.
 */
export interface PendingLink {
  readonly helocUuid: string;
  readonly purpose: 'income' | 'assets' | 'bank';
  readonly sourceType?: string;
  /** For a bank link: which step takes the account (the draw's account, or a different autopay account). */
  readonly step?: 'disbursement' | 'autopay';
  /** The screen to come back to when the borrower cancels or the link fails (an in-site path). */
  readonly returnTo: string;
  /** The session's anti-CSRF value: a Pointserv return must carry the same `state` (not a credential). */
  readonly state?: string;
}
export const pendingLinkStore = {
  get: (): PendingLink | null =>
    safe(() => JSON.parse(sessionStorage.getItem('heloc_pending_link') ?? 'null') as PendingLink | null, null),
  set: (link: PendingLink) => safe(() => sessionStorage.setItem('heloc_pending_link', JSON.stringify(link)), undefined),
  clear: () => safe(() => sessionStorage.removeItem('heloc_pending_link'), undefined),
};

/**
 * Where this tab has already asked the leave-survey: the core's `leaveSurveySeenKey`s (application
 * and screen). Only marks — never the borrower's answer or free text.
 */
export const leaveSurveySeenStore = {
  get: (): Set<string> =>
    safe(
      () => new Set(JSON.parse(sessionStorage.getItem('heloc_leave_survey_seen') ?? '[]') as string[]),
      new Set<string>(),
    ),
  add(key: string) {
    const seen = leaveSurveySeenStore.get();
    seen.add(key);
    safe(() => sessionStorage.setItem('heloc_leave_survey_seen', JSON.stringify([...seen])), undefined);
  },
};

/** A live chat in progress (shared-surfaces §4: a stored live session continues, across reloads and pages). */
export interface StoredChatSession {
  readonly token: string;
  readonly conversationSid: string;
  readonly expiration: string;
  readonly friendlyName: string;
  /** The welcome message the chat was started with: still shown first after a reload. */
  readonly welcomeMessage?: string;
}
export const chatSessionStore = {
  get(): StoredChatSession | null {
    return safe(
      () => JSON.parse(localStorage.getItem('heloc_chat_session') ?? 'null') as StoredChatSession | null,
      null,
    );
  },
  set: (session: StoredChatSession) =>
    safe(() => localStorage.setItem('heloc_chat_session', JSON.stringify(session)), undefined),
  /** The conversation ended: the next chat starts with the form again. */
  clear: () => safe(() => localStorage.removeItem('heloc_chat_session'), undefined),
};

/**
 * The chatbot conversation of this tab (its id only: no question or answer), so closing the window
 * or reloading the page continues it — its 10 minutes count from its real start — until it ends.
 */
export const chatbotConversationStore = {
  get: (): string | null => safe(() => sessionStorage.getItem('heloc_chatbot_conversation'), null),
  set: (conversationId: string) =>
    safe(() => sessionStorage.setItem('heloc_chatbot_conversation', conversationId), undefined),
  clear: () => safe(() => sessionStorage.removeItem('heloc_chatbot_conversation'), undefined),
};
