/** Starts the sandbox: opens the database (PGlite or DATABASE_URL), migrates, seeds, listens. */
import type { Server as HttpServer } from 'node:http';
import { serve } from '@hono/node-server';
import { createApp, type CreateAppOptions } from './app.js';
import { loadJwtKeys } from './auth/jwt.js';
import { openDatabase } from './db/client.js';
import { readPgliteTemplate, writePgliteTemplate } from './db/pglite-template.js';
import { DataDirLockedError } from './db/lock.js';
import { readEnv } from './env.js';
import { newOperatorToken } from './auth/operator.js';
import { DEFAULT_FLAGS_FILE, fileFlagStore } from './seed/flags.js';
import { seed } from './seed/seed.js';
import { serveWeb } from './web.js';
import { attachChatSockets } from './chat/socket.js';
import { installLastResort } from './http/last-resort.js';
import { httpServerOptions } from './http/early-answer.js';
import { answerClientErrors } from './http/client-errors.js';
import { setFaultPoint } from './pipeline/faults.js';
import { busOf, startPgListener } from './db/notify.js';
import { startReminderScheduler } from './reminders/service.js';
import { ZIP_GAZETTEER } from './applications/gazetteer.js';

installLastResort(
  process,
  (line) => console.error(line),
  (code) => process.exit(code),
);

const parsedEnv = readEnv();
const env = { ...parsedEnv, OPERATOR_TOKEN: parsedEnv.OPERATOR_TOKEN ?? newOperatorToken() };
setFaultPoint(env.FAULT_CRASH_AFTER);
const template = readPgliteTemplate(env.PGLITE_TEMPLATE);
const database = await openDatabase({
  databaseUrl: env.DATABASE_URL,
  dataDir: env.DATA_DIR,
  pgliteTemplate: template,
  log: (line) => console.error(line),
}).catch((error: unknown) => {
  // The operator's mistake, not a crash: one line saying what to do, no stack trace, non-zero exit.
  if (error instanceof DataDirLockedError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
});
// Only a fresh in-memory database is written as the template: migrated, not yet seeded, no row in it.
if (env.PGLITE_TEMPLATE && !template && database.kind === 'pglite' && env.DATA_DIR === 'memory')
  await writePgliteTemplate(env.PGLITE_TEMPLATE, database.db);
await seed(database.db);
// The ZIP gazetteer (county, time zone) is parsed now, before the server listens: never in a request.
await ZIP_GAZETTEER.ready();
const deps = {
  db: database.db,
  env,
  now: () => new Date(),
  flags: fileFlagStore(database.db, env.FLAGS_FILE ?? DEFAULT_FLAGS_FILE),
  jwt: await loadJwtKeys(database.db, env.JWT_TTL_SECONDS),
  // The sandbox's mail catcher: one line per message sent (invitations, reset links).
  log: (line: string) => console.log(line),
};
// Several servers on one PostgreSQL: what another server pushes reaches this one's sockets too
// (db/notify.ts), listening before this one serves. On PGlite there is one process; the bus stays in it.
const listener = env.DATABASE_URL
  ? startPgListener({ connectionString: env.DATABASE_URL, bus: busOf(database.db), log: (line) => console.error(line) })
  : undefined;
await listener?.ready;
const options: CreateAppOptions = env.WEB_DIST ? { web: serveWeb(env.WEB_DIST, env.EXPLORER_DIST) } : {};
const app = createApp(deps, options);

// An answer sent before the body was read says `Connection: close` and closes in stages (early-answer.ts).
const server = serve(
  { fetch: app.fetch, port: env.PORT, hostname: env.HOST, serverOptions: httpServerOptions },
  (info) => {
    const url = `http://${env.HOST === '0.0.0.0' ? '127.0.0.1' : env.HOST}:${info.port}`;
    console.log(`HELOC sandbox API on ${database.kind === 'pglite' ? `PGlite (${env.DATA_DIR})` : 'PostgreSQL'}`);
    console.log(`  ${url}${env.WEB_DIST ? '/account/heloc/register' : '/openapi.json'}`);
    if (env.WEB_DIST && env.EXPLORER_DIST) console.log(`  flow explorer: ${url}/flow-explorer/`);
    // Printed for the person who started the server, never served: site-wide sandbox controls need it.
    console.log(
      `  operator token (X-Operator-Token, for sandbox flags, maintenance and the outbox): ${env.OPERATOR_TOKEN}`,
    );
  },
);

// A request Node's parser refuses is answered in the API's { errors } form too.
answerClientErrors(server as unknown as HttpServer);

// The chat's socket shares the port: the upgrade of its one path is handled, any other is refused.
const stopChat = attachChatSockets(server as unknown as HttpServer, deps);

// Reminders (issue 28): a tick a minute on the clock; safe beside other servers (reminders/service.ts).
const stopReminders = env.REMINDER_TICK_MS
  ? startReminderScheduler(deps, env.REMINDER_TICK_MS, (error) =>
      console.error(`reminders: tick failed, the next one retries: ${String(error)}`),
    )
  : undefined;

const stop = async () => {
  stopReminders?.();
  stopChat();
  await listener?.stop();
  server.close();
  await database.close();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
