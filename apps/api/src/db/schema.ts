/** The sandbox's tables. One schema for PGlite and PostgreSQL (drizzle-orm/pg-core). */
import {
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

const created = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();

export const organizations = pgTable('organizations', {
  code: text('code').primaryKey(),
  data: jsonb('data').$type<Record<string, unknown>>().notNull(),
  createdAt: created(),
});

export const users = pgTable(
  'users',
  {
    uuid: uuid('uuid').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    passwordHash: text('password_hash'),
    orgCode: text('org_code').notNull(),
    /** CUSTOMER, CO_DEEDER or AGENT. */
    type: text('type').notNull().default('CUSTOMER'),
    profile: jsonb('profile').$type<Record<string, unknown>>().notNull().default({}),
    walletAddress: text('wallet_address'),
    createdAt: created(),
  },
  (t) => [uniqueIndex('users_email_org').on(t.email, t.orgCode)],
);

export const applications = pgTable(
  'applications',
  {
    uuid: uuid('uuid').primaryKey().defaultRandom(),
    ownerUuid: uuid('owner_uuid')
      .notNull()
      .references(() => users.uuid),
    orgCode: text('org_code').notNull(),
    loanNumber: text('loan_number').notNull(),
    state: text('state').notNull(),
    status: jsonb('status').$type<Record<string, unknown>>().notNull().default({}),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    /** A background step: at `pendingDueAt` the state resolves (null: nothing scheduled). */
    pendingDueAt: timestamp('pending_due_at', { withTimezone: true, mode: 'date' }),
    active: integer('active').notNull().default(1),
    createdAt: created(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('applications_owner').on(t.ownerUuid)],
);

export const signers = pgTable(
  'signers',
  {
    applicationUuid: uuid('application_uuid')
      .notNull()
      .references(() => applications.uuid),
    userUuid: uuid('user_uuid')
      .notNull()
      .references(() => users.uuid),
    role: text('role').notNull().default('CO_DEEDER'),
    signedAt: timestamp('signed_at', { withTimezone: true, mode: 'date' }),
    /** The signer's own notary visit (heloc-signer/notary; decision 089, amendment 4): null, not booked. */
    notarySlot: timestamp('notary_slot', { withTimezone: true, mode: 'date' }),
    /** Where, when not the property (an office's name as the second line); null with a slot: the property. */
    notaryAddress: jsonb('notary_address').$type<Record<string, unknown>>(),
    createdAt: created(),
  },
  (t) => [primaryKey({ columns: [t.applicationUuid, t.userUuid] })],
);

export const documents = pgTable(
  'documents',
  {
    uuid: uuid('uuid').primaryKey().defaultRandom(),
    applicationUuid: uuid('application_uuid')
      .notNull()
      .references(() => applications.uuid),
    uploadedBy: uuid('uploaded_by')
      .notNull()
      .references(() => users.uuid),
    conditionUuid: uuid('condition_uuid'),
    type: text('type').notNull(),
    name: text('name').notNull(),
    mime: text('mime').notNull(),
    size: integer('size').notNull(),
    sha256: text('sha256').notNull(),
    content: bytea('content').notNull(),
    createdAt: created(),
  },
  (t) => [index('documents_application').on(t.applicationUuid)],
);

export const conditions = pgTable('conditions', {
  uuid: uuid('uuid').primaryKey().defaultRandom(),
  applicationUuid: uuid('application_uuid')
    .notNull()
    .references(() => applications.uuid),
  /** Null: for the primary applicant; otherwise the additional signer it is for. */
  forUserUuid: uuid('for_user_uuid'),
  categoryEnum: text('category_enum').notNull(),
  notes: text('notes'),
  commentsToBorrower: text('comments_to_borrower'),
  actionNeeded: integer('action_needed').notNull().default(1),
  requestDocuments: integer('request_documents').notNull().default(1),
  xtraData: jsonb('xtra_data').$type<Record<string, unknown>>(),
  createdAt: created(),
});

export const notifications = pgTable(
  'notifications',
  {
    uuid: uuid('uuid').primaryKey().defaultRandom(),
    userUuid: uuid('user_uuid')
      .notNull()
      .references(() => users.uuid),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    status: text('status').notNull().default('UNREAD'),
    ctas: jsonb('ctas').$type<{ title: string; redirectPath: string }[]>().notNull().default([]),
    /** The pipeline's moment (@heloc/core momentNotification key); unique per user, so a moment notifies once. Null for hand-made ones. */
    momentKey: text('moment_key'),
    createdAt: created(),
  },
  (t) => [uniqueIndex('notifications_user_moment').on(t.userUuid, t.momentKey)],
);

export const feedback = pgTable('feedback', {
  uuid: uuid('uuid').primaryKey().defaultRandom(),
  userUuid: uuid('user_uuid')
    .notNull()
    .references(() => users.uuid),
  body: jsonb('body').$type<Record<string, unknown>>().notNull(),
  createdAt: created(),
});

export const telemetry = pgTable(
  'telemetry',
  {
    uuid: uuid('uuid').primaryKey().defaultRandom(),
    kind: text('kind').notNull(),
    sessionKey: text('session_key'),
    body: jsonb('body').$type<Record<string, unknown>>().notNull(),
    /** @heloc/core telemetryDedupeKey: a repeated key action is stored once. Null: every one counts. */
    dedupeKey: text('dedupe_key'),
    createdAt: created(),
  },
  // The chatbot reads one conversation's rows (kind + conversation id as session key) on every
  // question, and the funnel a period's page views (kind + time): without these each read scans
  // every event ever stored.
  (t) => [
    uniqueIndex('telemetry_dedupe').on(t.dedupeKey),
    index('telemetry_kind_created').on(t.kind, t.createdAt),
    index('telemetry_kind_session').on(t.kind, t.sessionKey),
  ],
);

export const experimentProfiles = pgTable('experiment_profiles', {
  identityUuid: uuid('identity_uuid').primaryKey(),
  trackerUuid: uuid('tracker_uuid').notNull().defaultRandom(),
  optimizelyProfileUuid: text('optimizely_profile_uuid'),
});

export const idempotency = pgTable(
  'idempotency',
  {
    key: text('key').notNull(),
    userUuid: text('user_uuid').notNull(),
    route: text('route').notNull(),
    status: integer('status').notNull(),
    body: jsonb('body').$type<unknown>(),
    /** sha256 of the request's media type and body: the same key with another body is a 422, not a replay (null: stored before 0008). */
    fingerprint: text('fingerprint'),
    createdAt: created(),
  },
  (t) => [primaryKey({ columns: [t.key, t.userUuid, t.route] })],
);

export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});

/**
 * Throttling counters shared by every server on the database (login failures, registrations):
 * one fixed window per key, counted with an atomic upsert so concurrent servers never lose a hit.
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true, mode: 'date' }).notNull(),
    /** When the row means nothing any more and may be pruned. */
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('rate_limits_expires').on(t.expiresAt)],
);

/** Flag overrides set through PUT /sandbox/flags/:key: seen by every server, until cleared. */
export const flagOverrides = pgTable('flag_overrides', {
  key: text('key').primaryKey(),
  flag: jsonb('flag').$type<{ flagEnabled: boolean; variables?: Record<string, unknown> }>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/**
 * Sessions: a JWT names its session (`sid`); signing out or changing the password revokes it here,
 * so a token stops working server-side long before its `exp`.
 */
export const sessions = pgTable(
  'sessions',
  {
    sid: uuid('sid').primaryKey().defaultRandom(),
    userUuid: uuid('user_uuid')
      .notNull()
      .references(() => users.uuid),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
    createdAt: created(),
  },
  (t) => [index('sessions_user').on(t.userUuid)],
);

/**
 * A co-signer invitation for an email with no account yet. Only a hash of the token is kept; the
 * token itself goes to the invitee's (sandbox) mailbox, never to the inviter. The account is created
 * when the invitation is accepted, so an invitation never holds an email hostage.
 */
export const invitations = pgTable(
  'invitations',
  {
    uuid: uuid('uuid').primaryKey().defaultRandom(),
    applicationUuid: uuid('application_uuid')
      .notNull()
      .references(() => applications.uuid),
    email: text('email').notNull(),
    orgCode: text('org_code').notNull(),
    tokenHash: text('token_hash').notNull(),
    profile: jsonb('profile').$type<Record<string, unknown>>().notNull().default({}),
    acceptedAt: timestamp('accepted_at', { withTimezone: true, mode: 'date' }),
    createdAt: created(),
  },
  (t) => [uniqueIndex('invitations_token').on(t.tokenHash), index('invitations_application').on(t.applicationUuid)],
);

/** Single-use, short-lived password reset tokens (hash only). */
export const passwordResets = pgTable(
  'password_resets',
  {
    tokenHash: text('token_hash').primaryKey(),
    userUuid: uuid('user_uuid')
      .notNull()
      .references(() => users.uuid),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
    createdAt: created(),
  },
  (t) => [index('password_resets_user').on(t.userUuid)],
);

/** The sandbox's outbox: every message the server "sends", for a tester to open (a dev mail catcher). */
export const outbox = pgTable(
  'outbox',
  {
    uuid: uuid('uuid').primaryKey().defaultRandom(),
    to: text('to').notNull(),
    orgCode: text('org_code').notNull(),
    /** 'email' or 'sms' (a text: `to` is the ten-digit number, `subject` is not shown). */
    channel: text('channel').notNull().default('email'),
    /** 'signer-invitation' | 'password-reset' | 'signer-added' | 'reminder-<kind>' | 'sms-reply' */
    kind: text('kind').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    link: text('link'),
    createdAt: created(),
  },
  (t) => [index('outbox_to').on(t.to)],
);

/**
 * A sandbox link session (the stand-in for an aggregator's link token) and, once it finished, its
 * one-time public token. Only SHA-256 hashes of both secrets are kept. The session is bound to the
 * user, the application and the purpose it was made for; the public token is exchanged by the
 * journey step of that purpose, once, within its life.
 */
export const linkSessions = pgTable(
  'link_sessions',
  {
    uuid: uuid('uuid').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull(),
    userUuid: uuid('user_uuid')
      .notNull()
      .references(() => users.uuid),
    applicationUuid: uuid('application_uuid')
      .notNull()
      .references(() => applications.uuid),
    /** income | assets | bank */
    purpose: text('purpose').notNull(),
    /** For income links: the income source type being linked. */
    sourceType: text('source_type'),
    /** For bank links: the step that takes the account (disbursement | autopay), so a return in another tab can finish it. */
    step: text('step'),
    /** PLAID | TRUV | POINTSERV */
    provider: text('provider').notNull(),
    /** The anti-CSRF value Pointserv's return carries back (not a credential: the app is told it). */
    state: text('state').notNull(),
    /** Where the borrower is in the provider's pages (institution, consent, sign-in, MFA, attempts). */
    progress: jsonb('progress').$type<Record<string, unknown>>().notNull().default({}),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    /** When the pages' part ended (success or an error code): the session token is spent. */
    endedAt: timestamp('ended_at', { withTimezone: true, mode: 'date' }),
    /** What was linked (accounts, employer, institution); the full account numbers never leave the server. */
    result: jsonb('result').$type<Record<string, unknown>>(),
    publicTokenHash: text('public_token_hash'),
    publicTokenExpiresAt: timestamp('public_token_expires_at', { withTimezone: true, mode: 'date' }),
    exchangedAt: timestamp('exchanged_at', { withTimezone: true, mode: 'date' }),
    createdAt: created(),
  },
  (t) => [
    uniqueIndex('link_sessions_token').on(t.tokenHash),
    uniqueIndex('link_sessions_public_token').on(t.publicTokenHash),
    index('link_sessions_application').on(t.applicationUuid),
  ],
);

/**
 * "Continue on your phone": a short-lived, single-use link that signs the same user in on another
 * device at one in-site path. Only the token's SHA-256 is kept (auth/secrets.ts); redeeming starts
 * a new session, so the desktop's token never leaves the desktop.
 */
export const handoffs = pgTable(
  'handoffs',
  {
    tokenHash: text('token_hash').primaryKey(),
    userUuid: uuid('user_uuid')
      .notNull()
      .references(() => users.uuid),
    path: text('path').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
    createdAt: created(),
  },
  (t) => [index('handoffs_user').on(t.userUuid)],
);

/**
 * The closing documents' trail (docs/decisions, "docs-server"): when each generated document was
 * given to the borrower, first opened by a user and signed. One row per (application, document,
 * event, user) — the first time wins, so "opened" means first opened. Given events name the owner.
 */
export const closingDocumentEvents = pgTable(
  'closing_document_events',
  {
    uuid: uuid('uuid').primaryKey().defaultRandom(),
    applicationUuid: uuid('application_uuid')
      .notNull()
      .references(() => applications.uuid),
    /** A ClosingDocumentKind of @heloc/core. */
    kind: text('kind').notNull(),
    /** 'given' | 'viewed' | 'signed' */
    event: text('event').notNull(),
    userUuid: uuid('user_uuid')
      .notNull()
      .references(() => users.uuid),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull(),
    /** The client's address and browser, for the audit page. */
    ip: text('ip'),
    userAgent: text('user_agent'),
    createdAt: created(),
  },
  (t) => [uniqueIndex('closing_document_events_once').on(t.applicationUuid, t.kind, t.event, t.userUuid)],
);

/** A signed copy: the document with the signature stamped in and its audit page, kept with both hashes. */
export const signedDocuments = pgTable(
  'signed_documents',
  {
    uuid: uuid('uuid').primaryKey().defaultRandom(),
    applicationUuid: uuid('application_uuid')
      .notNull()
      .references(() => applications.uuid),
    kind: text('kind').notNull(),
    signerUuid: uuid('signer_uuid')
      .notNull()
      .references(() => users.uuid),
    /** The SHA-256 of the unsigned document the signer was shown (what the audit page names). */
    unsignedSha256: text('unsigned_sha256').notNull(),
    sha256: text('sha256').notNull(),
    size: integer('size').notNull(),
    content: bytea('content').notNull(),
    signedAt: timestamp('signed_at', { withTimezone: true, mode: 'date' }).notNull(),
    audit: jsonb('audit').$type<Record<string, unknown>>().notNull(),
    createdAt: created(),
  },
  (t) => [uniqueIndex('signed_documents_once').on(t.applicationUuid, t.kind, t.signerUuid)],
);

/** The signature a user adopted on signing/sign (typed or drawn) and their initials, reused for the deed at the notary. */
export const adoptedSignatures = pgTable(
  'adopted_signatures',
  {
    applicationUuid: uuid('application_uuid')
      .notNull()
      .references(() => applications.uuid),
    userUuid: uuid('user_uuid')
      .notNull()
      .references(() => users.uuid),
    signature: jsonb('signature')
      .$type<{ type: 'typed'; name: string } | { type: 'drawn'; name: string; image: string }>()
      .notNull(),
    initials: text('initials').notNull(),
    /** When the E-SIGN consent was given on the signing screen. */
    esignConsentAt: timestamp('esign_consent_at', { withTimezone: true, mode: 'date' }).notNull(),
    ip: text('ip'),
    userAgent: text('user_agent'),
    adoptedAt: timestamp('adopted_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.applicationUuid, t.userUuid] })],
);

/**
 * Live chat (the sandbox's stand-in for the chat provider, decision 043-chat-live). A conversation
 * is found by its token (stored hashed) or its channel id; `lastSeq` hands out message numbers.
 */
export const chatConversations = pgTable(
  'chat_conversations',
  {
    uuid: uuid('uuid').primaryKey().defaultRandom(),
    orgCode: text('org_code').notNull(),
    /** omniProxyChannelId. */
    channelId: uuid('channel_id').notNull().defaultRandom(),
    tokenHash: text('token_hash').notNull(),
    friendlyName: text('friendly_name').notNull(),
    emailAddress: text('email_address'),
    /** The signed-in borrower, when there was one (visitors may chat too). */
    userUuid: uuid('user_uuid').references(() => users.uuid),
    applicationUuid: uuid('application_uuid').references(() => applications.uuid),
    pageUrl: text('page_url'),
    /** How the chat is routed (shared-surfaces §7 init body): the queue's skill, the tag, the provider mode and the extra attributes. */
    skill: text('skill'),
    tag: text('tag'),
    chatMode: text('chat_mode'),
    attributes: jsonb('attributes').$type<Record<string, string>>(),
    /** WAITING (no agent yet), ACTIVE (an agent answered), ENDED. */
    status: text('status').notNull().default('WAITING'),
    agentUuid: uuid('agent_uuid').references(() => users.uuid),
    lastSeq: integer('last_seq').notNull().default(0),
    /** The borrower's answer to the end-of-chat survey (agent chats), once. */
    survey: jsonb('survey').$type<{ rating: string; answeredAt: string }>(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true, mode: 'date' }),
    createdAt: created(),
  },
  (t) => [
    uniqueIndex('chat_conversations_token').on(t.tokenHash),
    uniqueIndex('chat_conversations_channel').on(t.channelId),
    index('chat_conversations_org_status').on(t.orgCode, t.status),
  ],
);

/** The transcript: one row per message, numbered per conversation; a resend (same sender and clientId) is the same row. */
export const chatMessages = pgTable(
  'chat_messages',
  {
    conversationUuid: uuid('conversation_uuid')
      .notNull()
      .references(() => chatConversations.uuid),
    seq: integer('seq').notNull(),
    sender: text('sender').notNull(),
    senderName: text('sender_name').notNull(),
    body: text('body').notNull(),
    attachments: jsonb('attachments')
      .$type<{ id: string; name: string; size: number; mime: string }[]>()
      .notNull()
      .default([]),
    clientId: text('client_id').notNull(),
    createdAt: created(),
  },
  (t) => [
    primaryKey({ columns: [t.conversationUuid, t.seq] }),
    uniqueIndex('chat_messages_client').on(t.conversationUuid, t.sender, t.clientId),
  ],
);

/** Files sent in a chat, checked like every upload before they are kept. */
export const chatAttachments = pgTable(
  'chat_attachments',
  {
    uuid: uuid('uuid').primaryKey().defaultRandom(),
    conversationUuid: uuid('conversation_uuid')
      .notNull()
      .references(() => chatConversations.uuid),
    uploadedBy: text('uploaded_by').notNull(),
    name: text('name').notNull(),
    mime: text('mime').notNull(),
    size: integer('size').notNull(),
    sha256: text('sha256').notNull(),
    content: bytea('content').notNull(),
    createdAt: created(),
  },
  (t) => [index('chat_attachments_conversation').on(t.conversationUuid)],
);

/**
 * A consent to texts (TCPA, 47 CFR §64.1200): the text shown, word for word, the number it names,
 * when and how it was given, and when and how it ended (a STOP reply or settings). A new consent is
 * a new row; a revoked one stays as the record.
 */
export const textConsents = pgTable(
  'text_consents',
  {
    uuid: uuid('uuid').primaryKey().defaultRandom(),
    userUuid: uuid('user_uuid')
      .notNull()
      .references(() => users.uuid),
    /** Ten digits (normalisePhone). */
    phone: text('phone').notNull(),
    text: text('text').notNull(),
    /** A TextConsentMethod of @heloc/core. */
    method: text('method').notNull(),
    ip: text('ip'),
    userAgent: text('user_agent'),
    givenAt: timestamp('given_at', { withTimezone: true, mode: 'date' }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
    /** 'sms-STOP' (the keyword replied) or 'settings'. */
    revokedBy: text('revoked_by'),
  },
  (t) => [index('text_consents_user').on(t.userUuid), index('text_consents_phone').on(t.phone)],
);

/**
 * Every reminder sent, under the key that makes it go once: however many servers tick, the insert
 * of the second is a conflict and sends nothing (it commits with its outbox row).
 */
export const remindersSent = pgTable(
  'reminders_sent',
  {
    applicationUuid: uuid('application_uuid')
      .notNull()
      .references(() => applications.uuid),
    /** A ReminderKind of @heloc/core. */
    kind: text('kind').notNull(),
    subject: text('subject').notNull(),
    sequence: integer('sequence').notNull(),
    channel: text('channel').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.applicationUuid, t.kind, t.subject, t.sequence, t.channel] })],
);
