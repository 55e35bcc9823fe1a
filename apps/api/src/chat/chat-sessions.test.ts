/**
 * Sessions end everywhere (issue 23, item 5): signing out, changing the password or resetting it
 * closes that user's live chat sockets at once — the agent's console socket and a signed-in
 * borrower's chat — with CHAT_CLOSE.unauthenticated, and what is sent after it is not stored.
 * A visitor's chat has no user and no session: it is not touched.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_CLOSE, CHAT_PATHS, CHAT_TOKEN_HEADER } from '@heloc/core';
import { and, eq } from 'drizzle-orm';
import { chatMessages } from '../db/schema.js';
import { SANDBOX_AGENT } from '../seed/seed.js';
import { ChatClient, listen } from '../testing/chat-client.js';
import { linkParam, registerBorrower, startSandbox, type Sandbox } from '../testing/harness.js';

let sb: Sandbox;
let server: Awaited<ReturnType<typeof listen>>;
const ORG = { 'x-org': 'homestead' };
const PASSWORD = 'correct horse battery staple';

beforeAll(async () => {
  sb = await startSandbox();
  server = await listen(sb.app.fetch, sb.deps);
});
afterAll(async () => {
  await server?.close();
  await sb?.close();
});

/** How the socket ended, or 'still open' if it had not within a generous bound (the old behaviour). */
const closedOrOpen = (c: ChatClient, ms = 5000) =>
  Promise.race([
    c.closed,
    new Promise<{ code: string }>((resolve) => setTimeout(() => resolve({ code: 'still open' }), ms)),
  ]);

async function agentLogin() {
  const login = await sb.call('POST', '/identity/api/v1/login', {
    headers: ORG,
    body: { email: SANDBOX_AGENT.email('homestead'), password: SANDBOX_AGENT.password },
  });
  expect(login.status, JSON.stringify(login.body)).toBe(200);
  return login.body.jwt as string;
}

async function startChat(token?: string) {
  const r = await sb.call('POST', CHAT_PATHS.init, { headers: ORG, body: { identity: 'Ann Lee' }, token });
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  return r.body as { token: string; conversationSid: string };
}

async function storedByClientId(conversationUuid: string, clientId: string) {
  return sb.deps.db
    .select()
    .from(chatMessages)
    .where(and(eq(chatMessages.conversationUuid, conversationUuid), eq(chatMessages.clientId, clientId)));
}

describe('a session that ends closes its live sockets', () => {
  it('an agent’s sign-out closes their socket at once; a send after it is not stored, and borrowers’ messages no longer reach it', async () => {
    const jwt = await agentLogin();
    const chat = await startChat();
    const borrower = await ChatClient.open(server.base, { type: 'hello', token: chat.token, after: 0 });
    await borrower.next('ready');
    const agent = await ChatClient.open(server.base, { type: 'hello-agent', jwt });
    await agent.next('queue');
    agent.send({ type: 'join', conversationId: chat.conversationSid, after: 0 });
    agent.send({
      type: 'send',
      conversationId: chat.conversationSid,
      clientId: 'before',
      text: 'Hello, how can I help?',
      attachmentIds: [],
    });
    await agent.next('ack', (f) => f.clientId === 'before');

    const logout = await sb.call('POST', '/identity-broker/agent/secure/api/v3/logout', { token: jwt });
    expect(logout.status).toBe(200);
    expect((await sb.call('GET', CHAT_PATHS.agentConversations, { token: jwt })).status).toBe(401);
    // Sent the moment the sign-out has answered: the server has already closed the socket.
    if (agent.ws.readyState === agent.ws.OPEN)
      agent.send({
        type: 'send',
        conversationId: chat.conversationSid,
        clientId: 'after',
        text: 'Still here',
        attachmentIds: [],
      });
    const closed = await closedOrOpen(agent);
    expect(closed.code).toBe(CHAT_CLOSE.unauthenticated);

    borrower.send({ type: 'send', clientId: 'b-after', text: 'Are you there?', attachmentIds: [] });
    await borrower.next('ack', (f) => f.clientId === 'b-after');
    expect(await storedByClientId(chat.conversationSid, 'after')).toEqual([]);
    expect(agent.frames.some((f) => f.type === 'message' && f.message.clientId === 'b-after')).toBe(false);
    // Signing in again opens a new socket that works.
    const again = await ChatClient.open(server.base, { type: 'hello-agent', jwt: await agentLogin() });
    await again.next('queue');
    again.close();
    borrower.close();
  });

  it('a borrower’s password change closes their chat socket, and the chat token stops working; a visitor’s chat is not touched', async () => {
    const b = await registerBorrower(sb);
    const mine = await startChat(b.token);
    const visitor = await startChat();
    const socket = await ChatClient.open(server.base, { type: 'hello', token: mine.token, after: 0 });
    await socket.next('ready');
    const visitorSocket = await ChatClient.open(server.base, { type: 'hello', token: visitor.token, after: 0 });
    await visitorSocket.next('ready');

    const change = await sb.call('PUT', '/identity/secure/api/v1/password', {
      token: b.token,
      body: { currentPassword: PASSWORD, newPassword: 'a brand new passphrase 2026' },
    });
    expect(change.status, JSON.stringify(change.body)).toBe(200);
    expect((await closedOrOpen(socket)).code).toBe(CHAT_CLOSE.unauthenticated);

    // The token of the signed-in chat is refused from now on, over REST and on a new socket.
    expect((await sb.call('GET', CHAT_PATHS.messages, { headers: { [CHAT_TOKEN_HEADER]: mine.token } })).status).toBe(
      403,
    );
    const retry = await ChatClient.open(server.base, { type: 'hello', token: mine.token, after: 0 });
    expect((await retry.closed).code).toBe(CHAT_CLOSE.unauthenticated);

    // The visitor's chat belongs to no account: still open, still working.
    visitorSocket.send({ type: 'send', clientId: 'v-1', text: 'Hello?', attachmentIds: [] });
    expect(await visitorSocket.next('ack', (f) => f.clientId === 'v-1')).toMatchObject({ seq: 1 });
    visitorSocket.close();
  });

  it('a password reset closes the borrower’s chat socket', async () => {
    const b = await registerBorrower(sb);
    const chat = await startChat(b.token);
    const socket = await ChatClient.open(server.base, { type: 'hello', token: chat.token, after: 0 });
    await socket.next('ready');
    expect((await sb.call('POST', '/identity/api/v1/password/forgot', { body: { email: b.email } })).status).toBe(202);
    const token = await linkParam(sb, b.email, 'password-reset', 'token');
    const reset = await sb.call('POST', '/identity/api/v1/password/reset', {
      body: { token, password: 'brand new passphrase 21' },
    });
    expect(reset.status, JSON.stringify(reset.body)).toBe(200);
    expect((await closedOrOpen(socket)).code).toBe(CHAT_CLOSE.unauthenticated);
  });
});
