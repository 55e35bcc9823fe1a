/** The server's environment, read once and validated (bulletproof-react's env.ts pattern). */
import { homedir } from 'node:os';
import { join } from 'node:path';
import * as v from 'valibot';

const flag = (fallback: boolean) =>
  v.pipe(
    v.optional(v.string(), fallback ? 'true' : 'false'),
    v.transform((s) => ['1', 'true', 'yes', 'on'].includes(s.toLowerCase())),
  );

const EnvSchema = v.object({
  PORT: v.pipe(
    v.optional(v.string(), '8080'),
    v.transform(Number),
    v.integer('PORT must be a whole number'),
    v.minValue(0),
    v.maxValue(65535),
  ),
  HOST: v.optional(v.string(), '127.0.0.1'),
  /** postgres://… to use a real PostgreSQL server; otherwise embedded PGlite. */
  DATABASE_URL: v.optional(
    v.pipe(v.string(), v.regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must be a postgres:// URL')),
  ),
  /** PGlite's data directory; 'memory' for an in-memory database. */
  DATA_DIR: v.optional(
    v.string(),
    join(process.env.XDG_DATA_HOME ?? join(homedir(), '.local', 'share'), 'heloc-portal', 'pgdata'),
  ),
  /**
   * A file for a PGlite data directory dumped after the migrations (db/pglite-template.ts): an
   * in-memory database, or a DATA_DIR that holds none yet, starts from it instead of running initdb
   * and every migration again; an in-memory server that finds no file writes it. The migrations
   * still run and find nothing to do. Test runs and the end-to-end config set it (decision 093).
   */
  PGLITE_TEMPLATE: v.optional(v.string()),
  /** Delay before a background step resolves a waiting state, in ms (0 in tests). */
  /** How often the reminders' scheduler ticks, in ms; 0: never (tests and e2e drive it through POST /sandbox/reminders/run). */
  REMINDER_TICK_MS: v.pipe(v.optional(v.string(), '60000'), v.transform(Number), v.integer(), v.minValue(0)),
  PIPELINE_DELAY_MS: v.pipe(v.optional(v.string(), '1500'), v.transform(Number), v.integer(), v.minValue(0)),
  /** How long the sandbox's reviewer takes to accept a condition the borrower answered, in ms. */
  CONDITION_REVIEW_MS: v.pipe(v.optional(v.string(), '20000'), v.transform(Number), v.integer(), v.minValue(0)),
  /** The sandbox control endpoint is off unless this is set. */
  SANDBOX_CONTROL: flag(false),
  /**
   * The operator's token for site-wide sandbox controls (X-Operator-Token). main.ts makes a random
   * one and prints it when this is unset; tests set it.
   */
  OPERATOR_TOKEN: v.optional(v.pipe(v.string(), v.minLength(16, 'OPERATOR_TOKEN must be at least 16 characters'))),
  /** Path of the operator-editable feature flag file. */
  FLAGS_FILE: v.optional(v.string()),
  /** Directory of the built web app to serve, if any. */
  WEB_DIST: v.optional(v.string()),
  /** Directory of the built flow explorer, served at /flow-explorer/ beside the web app. */
  EXPLORER_DIST: v.optional(v.string()),
  JWT_TTL_SECONDS: v.pipe(v.optional(v.string(), '3600'), v.transform(Number), v.integer(), v.minValue(60)),
  UPLOAD_MAX_BYTES: v.pipe(
    v.optional(v.string(), String(10 * 1024 * 1024)),
    v.transform(Number),
    v.integer(),
    v.minValue(1024),
  ),
  /** Bytes of documents one account may have stored in all (issue 23, item 7: uploads count against a disk quota). */
  UPLOAD_QUOTA_BYTES: v.pipe(
    v.optional(v.string(), String(250 * 1024 * 1024)),
    v.transform(Number),
    v.integer(),
    v.minValue(1024),
  ),
  /** Multipart writes one client address may send in a row, and a minute after (http/upload-flood.ts; decision 065). */
  UPLOAD_BURST: v.pipe(v.optional(v.string(), '20'), v.transform(Number), v.integer(), v.minValue(1)),
  UPLOAD_RATE_LIMIT: v.pipe(v.optional(v.string(), '30'), v.transform(Number), v.integer(), v.minValue(1)),
  /** Failed logins per account and address in 15 min (5× per address, 10× per account: auth/throttle.ts). */
  LOGIN_RATE_LIMIT: v.pipe(v.optional(v.string(), '10'), v.transform(Number), v.integer(), v.minValue(1)),
  /** Registrations per client address in 10 min. */
  REGISTER_RATE_LIMIT: v.pipe(v.optional(v.string(), '5'), v.transform(Number), v.integer(), v.minValue(1)),
  /** Chatbot questions and feedback per client address a minute (anonymous: visitors may ask too). */
  CHATBOT_RATE_LIMIT: v.pipe(v.optional(v.string(), '30'), v.transform(Number), v.integer(), v.minValue(1)),
  /**
   * TEST ONLY (issue 23, item 3): kill the process with SIGKILL at this point of a pipeline
   * transition that opens conditions — right after the new state is written, or after its first
   * condition (pipeline/faults.ts). Never set it outside the fault tests.
   */
  FAULT_CRASH_AFTER: v.optional(
    v.picklist(['state-saved', 'condition-opened'], 'FAULT_CRASH_AFTER must be state-saved or condition-opened'),
  ),
  // Live chat abuse limits (issue 23, item 7; chat/limits.ts), counted in the database so every
  // server shares them. The defaults are far above what one person does.
  /** Anonymous chats started per client address an hour (signed-in borrowers are not counted). */
  CHAT_SESSION_RATE_LIMIT: v.pipe(v.optional(v.string(), '20'), v.transform(Number), v.integer(), v.minValue(1)),
  /** Messages one side of a conversation may send in a row (the token bucket's size). */
  CHAT_MESSAGE_BURST: v.pipe(v.optional(v.string(), '30'), v.transform(Number), v.integer(), v.minValue(1)),
  /** Messages a minute one side of a conversation may keep sending (the bucket's refill). */
  CHAT_MESSAGE_RATE_LIMIT: v.pipe(v.optional(v.string(), '60'), v.transform(Number), v.integer(), v.minValue(1)),
  /** Attachment bytes a borrower may upload to one conversation. */
  CHAT_ATTACHMENT_BYTES_PER_CHAT: v.pipe(
    v.optional(v.string(), String(50 * 1024 * 1024)),
    v.transform(Number),
    v.integer(),
    v.minValue(1024),
    v.maxValue(2 ** 31 - 1),
  ),
  /** Attachment bytes borrowers may upload from one client address a day. */
  CHAT_ATTACHMENT_BYTES_PER_ADDRESS: v.pipe(
    v.optional(v.string(), String(200 * 1024 * 1024)),
    v.transform(Number),
    v.integer(),
    v.minValue(1024),
    v.maxValue(2 ** 31 - 1),
  ),
});

export type Env = v.InferOutput<typeof EnvSchema>;

export function readEnv(source: Record<string, string | undefined> = process.env): Env {
  const result = v.safeParse(EnvSchema, source);
  if (!result.success) {
    const lines = result.issues.map((i) => `${v.getDotPath(i) ?? '?'}: ${i.message}`);
    throw new Error(`Invalid environment:\n  ${lines.join('\n  ')}`);
  }
  return result.output;
}
