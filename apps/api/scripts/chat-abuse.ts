/**
 * The anonymous-chat abuse of issue 23 (item 7), replayed against a real server on loopback with
 * the chat's limits as configured (defaults unless the environment sets them): 300 initWebChat
 * from one address (and how many queue nudges the agent got), one visitor socket writing 1,000
 * messages as fast as it can, and 1 MB attachments until refused. Prints what got through, what
 * was refused, and whether the sockets stayed open. Bounded: stops by itself.
 * The attachment quotas are scaled down tenfold (5 MB a chat, 20 MB an address) unless set, to
 * keep the in-memory database small; the figures scale with them.
 * `cd apps/api && pnpm exec tsx --conditions=source scripts/chat-abuse.ts`
 */
import { CHAT_PATHS, CHAT_TOKEN_HEADER } from '@heloc/core';
import { createApp } from '../src/app.js';
import { loadJwtKeys } from '../src/auth/jwt.js';
import { openDatabase } from '../src/db/client.js';
import { readEnv } from '../src/env.js';
import { fileFlagStore } from '../src/seed/flags.js';
import { SANDBOX_AGENT, seed } from '../src/seed/seed.js';
import { ChatClient, listen } from '../src/testing/chat-client.js';

const env = readEnv({
  PIPELINE_DELAY_MS: '1500',
  CHAT_ATTACHMENT_BYTES_PER_CHAT: String(5 * 1024 * 1024),
  CHAT_ATTACHMENT_BYTES_PER_ADDRESS: String(20 * 1024 * 1024),
  ...process.env,
});
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
const JSON_ORG = { 'content-type': 'application/json', 'x-org': 'homestead' };
const post = (path: string, body: unknown) =>
  fetch(`${server.base}${path}`, { method: 'POST', headers: JSON_ORG, body: JSON.stringify(body) });
console.log(
  `limits: CHAT_SESSION_RATE_LIMIT ${env.CHAT_SESSION_RATE_LIMIT}/h, CHAT_MESSAGE_BURST ${env.CHAT_MESSAGE_BURST}, CHAT_MESSAGE_RATE_LIMIT ${env.CHAT_MESSAGE_RATE_LIMIT}/min, ` +
    `CHAT_ATTACHMENT_BYTES_PER_CHAT ${env.CHAT_ATTACHMENT_BYTES_PER_CHAT}, CHAT_ATTACHMENT_BYTES_PER_ADDRESS ${env.CHAT_ATTACHMENT_BYTES_PER_ADDRESS}/day`,
);

const login = (await (
  await post('/identity/api/v1/login', { email: SANDBOX_AGENT.email('homestead'), password: SANDBOX_AGENT.password })
).json()) as { jwt: string };
const agent = await ChatClient.open(server.base, { type: 'hello-agent', jwt: login.jwt });
await agent.next('queue');

// 1. 300 initWebChat from one address, 10 at a time.
const tokens: string[] = [];
const statuses = new Map<number, number>();
let retryAfter = '';
const started = performance.now();
for (let i = 0; i < 300; i += 10) {
  await Promise.all(
    Array.from({ length: 10 }, async (_, j) => {
      const res = await post(CHAT_PATHS.init, { identity: `Visitor ${i + j}` });
      statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
      if (res.status === 201) tokens.push(((await res.json()) as { token: string }).token);
      else retryAfter ||= res.headers.get('retry-after') ?? '';
    }),
  );
}
await new Promise((resolve) => setTimeout(resolve, 200));
const nudges = agent.frames.filter((f) => f.type === 'queue').length - 1;
console.log(
  `300 initWebChat from one address in ${Math.round(performance.now() - started)} ms: ${[...statuses].map(([s, n]) => `${n} × ${s}`).join(', ')} (Retry-After ${retryAfter} s); ${nudges} queue nudges reached the agent`,
);

// 2. One visitor socket writes 1,000 messages as fast as it can.
const socket = await ChatClient.open(server.base, { type: 'hello', token: tokens[0] as string, after: 0 });
await socket.next('ready');
const sendStart = performance.now();
for (let i = 0; i < 1000; i++)
  socket.send({ type: 'send', clientId: `flood-${i}`, text: `line ${i}`, attachmentIds: [] });
const answered = () =>
  socket.frames.filter((f) => (f.type === 'ack' || f.type === 'error') && f.clientId?.startsWith('flood-')).length;
const deadline = Date.now() + 60_000;
while (answered() < 1000 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
const acks = socket.frames.filter((f) => f.type === 'ack').length;
const refusals = socket.frames.filter((f) => f.type === 'error' && f.retryAfterSeconds !== undefined);
console.log(
  `1,000 messages on one socket answered in ${Math.round(performance.now() - sendStart)} ms: ${acks} stored, ${refusals.length} refused with retryAfterSeconds ` +
    `(first ${refusals[0]?.type === 'error' ? refusals[0].retryAfterSeconds : '-'} s); socket ${socket.ws.readyState === socket.ws.OPEN ? 'still open' : 'closed'}`,
);
socket.close();

// 3. 1 MB attachments until refused, on one chat, then across the address's other chats.
const MB = Buffer.alloc(1024 * 1024, 'a');
const upload = async (token: string) => {
  const body = new FormData();
  body.append('file', new Blob([MB]), 'notes.txt');
  const res = await fetch(`${server.base}${CHAT_PATHS.attachments}`, {
    method: 'POST',
    headers: { [CHAT_TOKEN_HEADER]: token },
    body,
  });
  return { status: res.status, retryAfter: res.headers.get('retry-after') };
};
let perChat = 0;
let last = await upload(tokens[1] as string);
while (last.status === 201 && perChat < 1000) {
  perChat++;
  last = await upload(tokens[1] as string);
}
console.log(
  `1 MB attachments on one chat: ${perChat} accepted, then ${last.status} (Retry-After ${last.retryAfter} s)`,
);
let acrossChats = perChat;
for (const token of tokens.slice(2)) {
  last = await upload(token);
  while (last.status === 201 && acrossChats < 1000) {
    acrossChats++;
    last = await upload(token);
  }
  if (last.status === 429 && acrossChats * MB.length + MB.length > env.CHAT_ATTACHMENT_BYTES_PER_ADDRESS) break;
}
// A chat of the address with nothing uploaded yet: refused by the address's day.
last = await upload(tokens.at(-1) as string);
console.log(
  `1 MB attachments from one address across its chats: ${acrossChats} accepted in all; then a fresh chat's first upload: ${last.status} (Retry-After ${last.retryAfter} s)`,
);

agent.close();
await server.close();
await database.close();
