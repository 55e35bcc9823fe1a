/**
 * Abuse is throttled without locking out real users (issue 23, item 7): anonymous chats per
 * address an hour, messages per conversation side (a token bucket: a burst passes, the socket stays
 * open), and attachment bytes per conversation and per address a day — each answered with 429 and
 * Retry-After (an error frame with retryAfterSeconds on the socket), another address untouched.
 * Requests come from chosen addresses through the socket field the node server fills in. That
 * two servers share the counts is in chat-servers.test.ts (PostgreSQL).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_MESSAGES, CHAT_PATHS, CHAT_TOKEN_HEADER } from '@heloc/core';
import { eq } from 'drizzle-orm';
import { chatAttachments, chatMessages } from '../db/schema.js';
import { ChatClient, listen } from '../testing/chat-client.js';
import { form, registerBorrower, startSandbox, type Sandbox } from '../testing/harness.js';

let sb: Sandbox;
let server: Awaited<ReturnType<typeof listen>>;
const SESSIONS = 3;
const BURST = 5;
const PER_CHAT = 1500;
const PER_ADDRESS = 2500;

beforeAll(async () => {
  sb = await startSandbox({
    CHAT_SESSION_RATE_LIMIT: String(SESSIONS),
    CHAT_MESSAGE_BURST: String(BURST),
    CHAT_MESSAGE_RATE_LIMIT: '60',
    CHAT_ATTACHMENT_BYTES_PER_CHAT: String(PER_CHAT),
    CHAT_ATTACHMENT_BYTES_PER_ADDRESS: String(PER_ADDRESS),
  });
  server = await listen(sb.app.fetch, sb.deps);
});
afterAll(async () => {
  await server?.close();
  await sb?.close();
});

const from = (address: string) => ({
  incoming: { socket: { remoteAddress: address, remotePort: 40_000, remoteFamily: 'IPv4' } },
});

async function init(address: string, token?: string) {
  const headers: Record<string, string> = { 'content-type': 'application/json', 'x-org': 'homestead' };
  if (token) headers.authorization = `Bearer ${token}`;
  const res = await sb.app.request(
    CHAT_PATHS.init,
    { method: 'POST', headers, body: JSON.stringify({ identity: 'Visitor' }) },
    from(address),
  );
  return {
    status: res.status,
    body: (await res.json()) as { token: string; conversationSid: string; errors?: string[] },
    retryAfter: res.headers.get('retry-after'),
  };
}

async function upload(address: string, chatToken: string, bytes: number) {
  const res = await sb.app.request(
    CHAT_PATHS.attachments,
    {
      method: 'POST',
      headers: { [CHAT_TOKEN_HEADER]: chatToken },
      body: form({}, [{ name: 'notes.txt', blob: new Blob(['a'.repeat(bytes)]) }]),
    },
    from(address),
  );
  return {
    status: res.status,
    body: (await res.json()) as { errors?: string[] },
    retryAfter: res.headers.get('retry-after'),
  };
}

describe('anonymous chats per address', () => {
  it(`the ${SESSIONS + 1}th anonymous chat from one address in an hour is 429 with Retry-After; another address and a signed-in borrower are not affected`, async () => {
    const statuses: number[] = [];
    for (let i = 0; i < SESSIONS; i++) statuses.push((await init('198.51.100.1')).status);
    expect(statuses).toEqual(Array(SESSIONS).fill(201));
    const over = await init('198.51.100.1');
    expect(over.status).toBe(429);
    expect(over.body.errors).toEqual([CHAT_MESSAGES.tooManyChats]);
    expect(Number(over.retryAfter)).toBeGreaterThan(0);
    expect(Number(over.retryAfter)).toBeLessThanOrEqual(3600);

    expect((await init('198.51.100.2')).status).toBe(201);
    const b = await registerBorrower(sb);
    expect((await init('198.51.100.1', b.token)).status).toBe(201);

    // The hour over, the address may start chats again.
    sb.clock.t += Number(over.retryAfter) * 1000;
    expect((await init('198.51.100.1')).status).toBe(201);
  });
});

describe('messages per conversation side', () => {
  it(`a burst of ${BURST} passes; the next is refused with retryAfterSeconds on an open socket; it is accepted once the bucket refills; another chat is not affected`, async () => {
    const chat = (await init('198.51.100.10')).body;
    const other = (await init('198.51.100.11')).body;
    const socket = await ChatClient.open(server.base, { type: 'hello', token: chat.token, after: 0 });
    await socket.next('ready');
    for (let i = 1; i <= BURST; i++)
      socket.send({ type: 'send', clientId: `m-${i}`, text: `line ${i}`, attachmentIds: [] });
    for (let i = 1; i <= BURST; i++) await socket.next('ack', (f) => f.clientId === `m-${i}`);
    socket.send({ type: 'send', clientId: 'm-over', text: 'one too many', attachmentIds: [] });
    const refused = await socket.next('error', (f) => f.clientId === 'm-over');
    expect(refused.message).toBe(CHAT_MESSAGES.slowDown);
    expect(refused.retryAfterSeconds).toBeGreaterThanOrEqual(1);
    // Not closed for a burst: the socket answers, and a resend of a stored message is still acknowledged.
    socket.send({ type: 'ping' });
    await socket.next('pong');
    socket.send({ type: 'send', clientId: 'm-1', text: 'line 1', attachmentIds: [] });
    expect(await socket.next('ack', (f) => f.clientId === 'm-1')).toMatchObject({ seq: 1 });

    const otherSocket = await ChatClient.open(server.base, { type: 'hello', token: other.token, after: 0 });
    await otherSocket.next('ready');
    otherSocket.send({ type: 'send', clientId: 'o-1', text: 'hello', attachmentIds: [] });
    expect(await otherSocket.next('ack', (f) => f.clientId === 'o-1')).toMatchObject({ seq: 1 });

    sb.clock.t += (refused.retryAfterSeconds ?? 1) * 1000;
    socket.send({ type: 'send', clientId: 'm-over', text: 'one too many', attachmentIds: [] });
    expect(await socket.next('ack', (f) => f.clientId === 'm-over')).toMatchObject({ seq: BURST + 1 });
    const stored = await sb.deps.db
      .select()
      .from(chatMessages)
      .where(eq(chatMessages.conversationUuid, chat.conversationSid));
    expect(stored.map((m) => m.clientId).sort()).toEqual(
      [...Array.from({ length: BURST }, (_, i) => `m-${i + 1}`), 'm-over'].sort(),
    );
    socket.close();
    otherSocket.close();
  });
});

describe('attachment bytes', () => {
  it('per conversation: the upload that would pass the quota is 429 with Retry-After, and nothing of it is stored', async () => {
    const chat = (await init('198.51.100.20')).body;
    expect((await upload('198.51.100.20', chat.token, 1000)).status).toBe(201);
    const over = await upload('198.51.100.20', chat.token, 1000);
    expect(over.status).toBe(429);
    expect(over.body.errors).toEqual([CHAT_MESSAGES.attachmentQuota]);
    expect(Number(over.retryAfter)).toBeGreaterThan(0);
    expect(
      await sb.deps.db.select().from(chatAttachments).where(eq(chatAttachments.conversationUuid, chat.conversationSid)),
    ).toHaveLength(1);
    // What still fits is taken.
    expect((await upload('198.51.100.20', chat.token, 400)).status).toBe(201);
  });

  it('per address a day: new chats from one address share it; another address is not affected', async () => {
    const a1 = (await init('198.51.100.30')).body;
    const a2 = (await init('198.51.100.30')).body;
    const a3 = (await init('198.51.100.30')).body;
    expect((await upload('198.51.100.30', a1.token, 1200)).status).toBe(201);
    expect((await upload('198.51.100.30', a2.token, 1200)).status).toBe(201);
    const over = await upload('198.51.100.30', a3.token, 1200);
    expect(over.status).toBe(429);
    expect(Number(over.retryAfter)).toBeGreaterThan(0);
    expect(Number(over.retryAfter)).toBeLessThanOrEqual(86_400);
    // The same chat's token from another address: that address has its own day.
    expect((await upload('198.51.100.31', a3.token, 1200)).status).toBe(201);
    // The refusal gave back what it took from the conversation's quota.
    expect(
      await sb.deps.db.select().from(chatAttachments).where(eq(chatAttachments.conversationUuid, a3.conversationSid)),
    ).toHaveLength(1);
  });
});
