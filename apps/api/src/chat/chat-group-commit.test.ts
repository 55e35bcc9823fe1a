/**
 * The chat's group commit (decision 087): messages that arrive while a write is in flight are
 * stored together in one transaction, each answered only after that transaction commits. Runs on
 * PGlite, and on PostgreSQL through the harness (TEST_DATABASE_URL).
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_MESSAGES, CHAT_PATHS, MESSAGES } from '@heloc/core';
import { SANDBOX_AGENT } from '../seed/seed.js';
import { eq, sql } from 'drizzle-orm';
import { chatConversations } from '../db/schema.js';
import { busOf } from '../db/notify.js';
import { ChatClient, listen } from '../testing/chat-client.js';
import { startSandbox, type Sandbox } from '../testing/harness.js';
import { chatHubOf, messagesAfter, type ChatHub, type PostInput } from './service.js';

let sb: Sandbox;
let hub: ChatHub;
let server: Awaited<ReturnType<typeof listen>>;
const ORG = { 'x-org': 'homestead' };

beforeAll(async () => {
  sb = await startSandbox();
  server = await listen(sb.app.fetch, sb.deps);
  hub = chatHubOf(sb.deps);
});
afterEach(async () => {
  await sb.deps.db.execute(sql`drop trigger if exists chat_boom on chat_messages`);
});
afterAll(async () => {
  await server?.close();
  await sb?.close();
});

async function startChat() {
  const r = await sb.call('POST', CHAT_PATHS.init, { headers: ORG, body: { identity: 'Ann Lee' } });
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  return r.body as { token: string; conversationSid: string };
}

const input = (conversationUuid: string, clientId: string, text = clientId): PostInput => ({
  conversation: { uuid: conversationUuid, orgCode: 'homestead' },
  sender: 'CUSTOMER',
  senderName: 'Ann Lee',
  clientId,
  text,
  attachmentIds: [],
});

const lastSeq = async (uuid: string) =>
  (await sb.deps.db.select().from(chatConversations).where(eq(chatConversations.uuid, uuid)))[0]?.lastSeq;

/** A message whose text starts with "boom" makes its whole transaction fail. */
async function failOnBoom() {
  await sb.deps.db.execute(sql`create or replace function chat_boom() returns trigger language plpgsql as $$
    begin if new.body like 'boom%' then raise exception 'boom'; end if; return new; end $$`);
  await sb.deps.db.execute(
    sql`create trigger chat_boom before insert on chat_messages for each row execute function chat_boom()`,
  );
}

describe('group commit', () => {
  it('messages posted together are one transaction, numbered in arrival order per conversation', async () => {
    const [a, b] = [await startChat(), await startChat()];
    const before = hub.written.batches;
    // Posted in one tick: all are pending when the writer starts.
    const posts = Array.from({ length: 12 }, (_, i) =>
      hub.post(input(i % 2 ? b.conversationSid : a.conversationSid, `m${i}`)),
    );
    const stored = await Promise.all(posts);
    expect(hub.written.batches - before).toBe(1);
    expect(stored.map((m) => m.seq)).toEqual([1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6]);
    expect((await messagesAfter(sb.deps.db, a.conversationSid, 0)).map((m) => m.clientId)).toEqual([
      'm0',
      'm2',
      'm4',
      'm6',
      'm8',
      'm10',
    ]);
    expect(await lastSeq(b.conversationSid)).toBe(6);
  });

  it('a failed batch stores none of its messages and each sender gets the error; their resends are stored with no number lost', async () => {
    const [a, b] = [await startChat(), await startChat()];
    await hub.post(input(a.conversationSid, 'first'));
    await failOnBoom();
    const before = hub.written.batches;
    const results = await Promise.allSettled([
      hub.post(input(a.conversationSid, 'x1')),
      hub.post(input(b.conversationSid, 'x2')),
      hub.post(input(a.conversationSid, 'x3', 'boom')),
    ]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected', 'rejected']);
    expect(hub.written.batches).toBe(before);
    expect((await messagesAfter(sb.deps.db, a.conversationSid, 0)).map((m) => m.clientId)).toEqual(['first']);
    expect(await messagesAfter(sb.deps.db, b.conversationSid, 0)).toEqual([]);
    expect([await lastSeq(a.conversationSid), await lastSeq(b.conversationSid)]).toEqual([1, 0]);
    // Resent without the failing one: stored, numbered from where they were.
    const again = await Promise.all([
      hub.post(input(a.conversationSid, 'x1')),
      hub.post(input(b.conversationSid, 'x2')),
    ]);
    expect(again.map((m) => m.seq)).toEqual([2, 1]);
  });

  it('over a socket: a message of a failed batch is answered with an error, never an ack', async () => {
    const chat = await startChat();
    const ws = await ChatClient.open(server.base, { type: 'hello', token: chat.token, after: 0 });
    await ws.next('ready');
    await failOnBoom();
    ws.send({ type: 'send', clientId: 'b1', text: 'boom 1', attachmentIds: [] });
    ws.send({ type: 'send', clientId: 'b2', text: 'boom 2', attachmentIds: [] });
    expect(await ws.next('error', (f) => f.clientId === 'b1')).toMatchObject({ message: MESSAGES.chatSendFailure });
    expect(await ws.next('error', (f) => f.clientId === 'b2')).toMatchObject({ message: MESSAGES.chatSendFailure });
    await sb.deps.db.execute(sql`drop trigger if exists chat_boom on chat_messages`);
    ws.send({ type: 'send', clientId: 'b3', text: 'fine', attachmentIds: [] });
    expect(await ws.next('ack', (f) => f.clientId === 'b3')).toMatchObject({ seq: 1 });
    expect(ws.frames.filter((f) => f.type === 'ack').map((f) => (f as { clientId: string }).clientId)).toEqual(['b3']);
    ws.close();
  });

  it('a socket’s messages sent back to back are acknowledged and stored in the order sent', async () => {
    const chat = await startChat();
    const ws = await ChatClient.open(server.base, { type: 'hello', token: chat.token, after: 0 });
    await ws.next('ready');
    for (let i = 0; i < 20; i++) ws.send({ type: 'send', clientId: `o${i}`, text: `line ${i}`, attachmentIds: [] });
    await ws.next('ack', (f) => f.clientId === 'o19');
    const acks = ws.frames.filter((f) => f.type === 'ack') as { clientId: string; seq: number }[];
    expect(acks.map((f) => f.clientId)).toEqual(Array.from({ length: 20 }, (_, i) => `o${i}`));
    expect(acks.map((f) => f.seq)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    expect((await messagesAfter(sb.deps.db, chat.conversationSid, 0)).map((m) => m.text)).toEqual(
      Array.from({ length: 20 }, (_, i) => `line ${i}`),
    );
    ws.close();
  });

  it('the same message twice in one batch is stored once; a resend of a stored one takes no number', async () => {
    const chat = await startChat();
    const [one, two] = await Promise.all([
      hub.post(input(chat.conversationSid, 'dup')),
      hub.post(input(chat.conversationSid, 'dup')),
    ]);
    expect([one.seq, two.seq]).toEqual([1, 1]);
    const [three, four] = await Promise.all([
      hub.post(input(chat.conversationSid, 'dup')),
      hub.post(input(chat.conversationSid, 'next')),
    ]);
    expect([three.seq, four.seq]).toEqual([1, 2]);
    expect(await messagesAfter(sb.deps.db, chat.conversationSid, 0)).toHaveLength(2);
  });

  it('a bucket that cannot take the whole batch takes what fits, in arrival order; the rest wait', async () => {
    const chat = await startChat();
    const limit = { key: `chat:msg:${chat.conversationSid}:CUSTOMER`, burst: 5, perMinute: 1 };
    const outcomes = await Promise.all(
      Array.from({ length: 7 }, (_, i) => hub.submit({ ...input(chat.conversationSid, `l${i}`), limit })),
    );
    expect(outcomes.map((o) => o.kind)).toEqual([
      'stored',
      'stored',
      'stored',
      'stored',
      'stored',
      'limited',
      'limited',
    ]);
    expect(outcomes[5]).toMatchObject({ retryAfterSeconds: expect.any(Number) });
    // A resend of a stored message while the bucket is empty is still answered with it.
    const resent = await hub.submit({ ...input(chat.conversationSid, 'l0'), limit });
    expect(resent).toMatchObject({ kind: 'limited', stored: { seq: 1 } });
  });

  it('an ended conversation refuses the batch’s messages for it and stores the others', async () => {
    const [a, b] = [await startChat(), await startChat()];
    const r = await sb.call('POST', CHAT_PATHS.end, { headers: { ...ORG, 'x-chat-token': a.token } });
    expect(r.status).toBe(200);
    const results = await Promise.allSettled([
      hub.post(input(a.conversationSid, 'late')),
      hub.post(input(b.conversationSid, 'fine')),
    ]);
    expect(results[0]).toMatchObject({ status: 'rejected', reason: { message: CHAT_MESSAGES.ended } });
    expect(results[1]).toMatchObject({ status: 'fulfilled', value: { seq: 1 } });
  });
});

describe('an agent joining', () => {
  it('gets a message stored around the join once: in the history, never live again after it', async () => {
    const chat = await startChat();
    const login = await sb.call('POST', '/identity/api/v1/login', {
      headers: ORG,
      body: { email: SANDBOX_AGENT.email('homestead'), password: SANDBOX_AGENT.password },
    });
    expect(login.status).toBe(200);
    await hub.post(input(chat.conversationSid, 'before'));
    const agent = await ChatClient.open(server.base, { type: 'hello-agent', jwt: login.body.jwt as string });
    await agent.next('queue');
    agent.send({ type: 'join', conversationId: chat.conversationSid, after: 0 });
    await agent.next('message', (f) => f.message.clientId === 'before');
    // The live event of that message arrives after the history (another server's NOTIFY, late).
    busOf(sb.deps.db).emitLocal({ t: 'message', c: chat.conversationSid, s: 1, g: 'homestead' });
    // A message stored after the join arrives live, once; anything doubled would have come before it.
    await hub.post(input(chat.conversationSid, 'after'));
    await agent.next('message', (f) => f.message.clientId === 'after');
    const clientIds = agent.frames.flatMap((f) => (f.type === 'message' ? [f.message.clientId] : []));
    expect(clientIds).toEqual(['before', 'after']);
    agent.close();
  });
});
