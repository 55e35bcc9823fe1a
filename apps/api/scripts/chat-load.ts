/**
 * Live chat load on loopback (bounded in count and time, stops by itself): one agent and
 * CHAT_BORROWERS borrowers (default 50) on real WebSockets to a real server on the embedded
 * database. Each borrower sends CHAT_ROUNDS messages (default 20) and waits for the agent's reply
 * before the next, so the agent answers every one. Prints messages per second (stored and
 * delivered, both directions) and the delivery latency p50/p99 — from a sender's send to the
 * other side's receipt, which includes storing the message.
 * `pnpm --filter @heloc/api chat:load`
 *
 * CHAT_SERVERS=2 with DATABASE_URL: two real server processes on that PostgreSQL (src/main.ts, as
 * several servers behind a load balancer run), the borrowers on the first and the agent on the
 * second, so every message crosses servers through PostgreSQL's LISTEN/NOTIFY (issue 27, item 5):
 * `PG_TEST_PORT=5499 bash ../../scripts/with-postgres.sh sh -c 'DATABASE_URL=$TEST_DATABASE_URL CHAT_SERVERS=2 pnpm chat:load'`.
 */
import { createApp } from '../src/app.js';
import { loadJwtKeys } from '../src/auth/jwt.js';
import { openDatabase } from '../src/db/client.js';
import { readEnv } from '../src/env.js';
import { fileFlagStore } from '../src/seed/flags.js';
import { SANDBOX_AGENT, seed } from '../src/seed/seed.js';
import { CHAT_PATHS, type ChatMessage } from '@heloc/core';
import { ChatClient, listen } from '../src/testing/chat-client.js';
import { chatHubOf } from '../src/chat/service.js';
import { startServer, stopServer } from '../src/testing/server-process.js';

const borrowers = Math.min(Number(process.env.CHAT_BORROWERS ?? 50), 200);
const rounds = Math.min(Number(process.env.CHAT_ROUNDS ?? 20), 200);
const deadline = Date.now() + 120_000;

// Every borrower here is one loopback address and answers at machine speed: the chat's abuse
// limits (issue 23, item 7) are raised as the e2e server raises LOGIN_RATE_LIMIT.
const env = readEnv({
  PIPELINE_DELAY_MS: '1500',
  CHAT_SESSION_RATE_LIMIT: '100000',
  CHAT_MESSAGE_BURST: '100000',
  CHAT_MESSAGE_RATE_LIMIT: '10000000',
});
const twoServers = process.env.CHAT_SERVERS === '2';
const databaseUrl = process.env.DATABASE_URL;
if (twoServers && !databaseUrl) throw new Error('CHAT_SERVERS=2 needs DATABASE_URL: two servers share one PostgreSQL.');

/** Where the borrowers connect, and where the agent does (the same server unless CHAT_SERVERS=2). */
let borrowerBase: string;
let agentBase: string;
let stop: () => Promise<unknown>;
/** The one server's group commits (in this process only when it is one server). */
let written: { batches: number; messages: number } | undefined;
if (twoServers) {
  const serverEnv = {
    DATABASE_URL: databaseUrl as string,
    CHAT_SESSION_RATE_LIMIT: env.CHAT_SESSION_RATE_LIMIT.toString(),
    CHAT_MESSAGE_BURST: env.CHAT_MESSAGE_BURST.toString(),
    CHAT_MESSAGE_RATE_LIMIT: env.CHAT_MESSAGE_RATE_LIMIT.toString(),
  };
  const [a, b] = await Promise.all([startServer(serverEnv), startServer(serverEnv)]);
  borrowerBase = a.base;
  agentBase = b.base;
  stop = () => Promise.all([stopServer(a), stopServer(b)]);
} else {
  const database = await openDatabase({ dataDir: 'memory' });
  await seed(database.db);
  const deps = {
    db: database.db,
    env,
    now: () => new Date(),
    flags: fileFlagStore(database.db),
    jwt: await loadJwtKeys(database.db, 3600),
  };
  const app = createApp(deps, { log: () => {} });
  const server = await listen(app.fetch, deps);
  written = chatHubOf(deps).written;
  borrowerBase = agentBase = server.base;
  stop = async () => {
    await server.close();
    await database.close();
  };
}
const ORG = { 'content-type': 'application/json', 'x-org': 'homestead' };

const post = async (base: string, path: string, body: unknown, headers: Record<string, string> = {}) => {
  const res = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { ...ORG, ...headers },
    body: JSON.stringify(body),
  });
  return (await res.json()) as Record<string, string>;
};

const login = await post(agentBase, '/identity/api/v1/login', {
  email: SANDBOX_AGENT.email('homestead'),
  password: SANDBOX_AGENT.password,
});
const agent = await ChatClient.open(agentBase, { type: 'hello-agent', jwt: String(login.jwt) });
await agent.next('queue');

const chats = [];
for (let i = 0; i < borrowers; i++) {
  const chat = await post(borrowerBase, CHAT_PATHS.init, { identity: `Borrower ${i}` });
  const socket = await ChatClient.open(borrowerBase, { type: 'hello', token: chat.token as string, after: 0 });
  await socket.next('ready');
  agent.send({ type: 'join', conversationId: chat.conversationSid as string, after: 0 });
  chats.push({ id: chat.conversationSid as string, socket });
}

const sentAt = new Map<string, number>();
const latencies: number[] = [];
// The agent answers every borrower message the moment it arrives.
agent.ws.on('message', (data) => {
  const frame = JSON.parse(data.toString()) as { type: string; message?: ChatMessage };
  if (frame.type !== 'message' || !frame.message) return;
  const m = frame.message;
  const key = `${m.conversationId}/${m.clientId}`;
  const started = sentAt.get(key);
  if (m.sender !== 'CUSTOMER' || started === undefined) return;
  latencies.push(performance.now() - started);
  const clientId = `a-${m.clientId}`;
  sentAt.set(`${m.conversationId}/${clientId}`, performance.now());
  agent.send({ type: 'send', conversationId: m.conversationId, clientId, text: `re: ${m.text}`, attachmentIds: [] });
});

const started = performance.now();
await Promise.all(
  chats.map(async ({ id, socket }) => {
    for (let r = 0; r < rounds && Date.now() < deadline; r++) {
      const clientId = `b-${r}`;
      sentAt.set(`${id}/${clientId}`, performance.now());
      socket.send({ type: 'send', clientId, text: `question ${r}`, attachmentIds: [] });
      const reply = await socket.next(
        'message',
        (f) => f.message.sender === 'AGENT' && f.message.clientId === `a-${clientId}`,
        60_000,
      );
      latencies.push(performance.now() - (sentAt.get(`${id}/a-${clientId}`) ?? started));
      void reply;
    }
  }),
);
const seconds = (performance.now() - started) / 1000;

latencies.sort((a, b) => a - b);
const pct = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] ?? NaN;
console.log(
  `chat load: 1 agent, ${borrowers} borrowers, ${rounds} rounds each, loopback, ${twoServers ? 'two servers on one PostgreSQL (borrowers on one, the agent on the other)' : 'one server on the embedded database'}`,
);
console.log(
  `  messages delivered: ${latencies.length} in ${seconds.toFixed(2)} s → ${(latencies.length / seconds).toFixed(0)} messages/s`,
);
console.log(
  `  delivery latency: p50 ${pct(50).toFixed(1)} ms, p99 ${pct(99).toFixed(1)} ms, max ${(latencies.at(-1) ?? NaN).toFixed(1)} ms`,
);

if (written)
  console.log(
    `  group commits: ${written.batches} transactions for ${written.messages} messages (${(written.messages / Math.max(1, written.batches)).toFixed(1)} a transaction)`,
  );
for (const c of chats) c.socket.close();
agent.close();
await stop();
process.exit(0);
