/**
 * N servers on one PostgreSQL are one chat (issue 23, items 5–7): a borrower on server A and an
 * agent on server B talk live both ways (20 messages each way, none lost or doubled, no
 * reconnect); a drop, a queue nudge, an end and a sign-out made on one server reach sockets on the
 * other; the LISTEN connection comes back after the database ends it, and what was stored meanwhile
 * arrives; the chat's abuse limits count the same on both servers.
 * Needs a real PostgreSQL: `pnpm --filter @heloc/api test:postgres -- src/chat/chat-servers.test.ts`.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import pg from 'pg';
import { CHAT_CLOSE, CHAT_MESSAGES, CHAT_PATHS, CHAT_TOKEN_HEADER, type ChatServerFrame } from '@heloc/core';
import { SANDBOX_AGENT } from '../seed/seed.js';
import { ChatClient } from '../testing/chat-client.js';
import { request, startServer, stopServer, type ServerProcess } from '../testing/server-process.js';

const databaseUrl = process.env.TEST_DATABASE_URL;
const ORG = { 'x-org': 'homestead' };
const OPERATOR = { 'x-operator-token': 'test-operator-token-0123456789' };
const SESSIONS = 4;
const BURST = 24;
const PER_CHAT = 1500;

/** Resolves once `done()` holds for the frames `c` has received (checked on each new frame). */
function until(c: ChatClient, done: () => boolean, timeoutMs = 15_000): Promise<void> {
  return new Promise((resolve, reject) => {
    const check = () => {
      if (!done()) return;
      clearTimeout(timer);
      c.ws.off('message', later);
      resolve();
    };
    // After the client's own handler has stored the frame.
    const later = () => setImmediate(check);
    const timer = setTimeout(() => {
      c.ws.off('message', later);
      reject(new Error(`not done within ${timeoutMs} ms; frames: ${JSON.stringify(c.frames).slice(-2000)}`));
    }, timeoutMs);
    c.ws.on('message', later);
    check();
  });
}

type Message = Extract<ChatServerFrame, { type: 'message' }>['message'];
const messagesOf = (c: ChatClient) =>
  c.frames
    .filter((f): f is Extract<ChatServerFrame, { type: 'message' }> => f.type === 'message')
    .map((f) => f.message);

describe.skipIf(!databaseUrl)(
  `chat across two servers on one PostgreSQL${databaseUrl ? '' : ' (skipped: TEST_DATABASE_URL is unset — run pnpm --filter @heloc/api test:postgres -- src/chat/chat-servers.test.ts)'}`,
  () => {
    let a: ServerProcess;
    let b: ServerProcess;
    let sql: pg.Client;
    beforeAll(async () => {
      // The message refill is slow (1 a minute) so the shared bucket test is not raced by the clock.
      const env = {
        DATABASE_URL: databaseUrl as string,
        CHAT_SESSION_RATE_LIMIT: String(SESSIONS),
        CHAT_MESSAGE_BURST: String(BURST),
        CHAT_MESSAGE_RATE_LIMIT: '1',
        CHAT_ATTACHMENT_BYTES_PER_CHAT: String(PER_CHAT),
      };
      [a, b] = await Promise.all([startServer(env), startServer(env)]);
      sql = new pg.Client({ connectionString: databaseUrl });
      await sql.connect();
    }, 180_000);
    afterAll(async () => {
      await sql?.end();
      await Promise.all([a && stopServer(a), b && stopServer(b)]);
    });
    // Every chat here comes from 127.0.0.1: each test starts with that address's chat count at zero.
    beforeEach(async () => {
      await sql.query(`DELETE FROM rate_limits WHERE key LIKE 'chat:%'`);
    });

    const startChat = async (server: ServerProcess) => {
      const r = await request(server.base, 'POST', CHAT_PATHS.init, { headers: ORG, body: { identity: 'Ann Lee' } });
      expect(r.status, JSON.stringify(r.body)).toBe(201);
      return r.body as { token: string; conversationSid: string };
    };
    const agentJwt = async (server: ServerProcess) => {
      const login = await request(server.base, 'POST', '/identity/api/v1/login', {
        headers: ORG,
        body: { email: SANDBOX_AGENT.email('homestead'), password: SANDBOX_AGENT.password },
      });
      expect(login.status, JSON.stringify(login.body)).toBe(200);
      return login.body.jwt as string;
    };
    const agentOn = async (server: ServerProcess, jwt?: string) => {
      const agent = await ChatClient.open(server.base, { type: 'hello-agent', jwt: jwt ?? (await agentJwt(server)) });
      await agent.next('queue');
      return agent;
    };
    const borrowerOn = async (server: ServerProcess, token: string) => {
      const socket = await ChatClient.open(server.base, { type: 'hello', token, after: 0 });
      await socket.next('ready');
      return socket;
    };
    /** Waits until every one of `clientIds` has arrived as a message on `c`, in whatever order. */
    const receive = (c: ChatClient, clientIds: string[]) =>
      until(c, () => clientIds.every((id) => messagesOf(c).some((m) => m.clientId === id)));
    /** The server's answer to a send: its ack or its error frame. */
    const answerTo = async (c: ChatClient, clientId: string) => {
      const answer = () => c.frames.find((f) => (f.type === 'ack' || f.type === 'error') && f.clientId === clientId);
      await until(c, () => Boolean(answer()));
      return answer() as Extract<ChatServerFrame, { type: 'ack' | 'error' }>;
    };
    /**
     * The agent opens the conversation and has read its history: a message stored before the join
     * arrives in it. Only then is every later message live-only (a message stored during the join
     * may come both in the history and live — the client keeps one per seq, decision 043).
     */
    const joinSettled = async (agent: ChatClient, borrower: ChatClient, conversationId: string, clientId: string) => {
      borrower.send({ type: 'send', clientId, text: 'hello', attachmentIds: [] });
      await answerTo(borrower, clientId);
      agent.send({ type: 'join', conversationId, after: 0 });
      await receive(agent, [clientId]);
    };
    const exactlyOnce = (messages: Message[], clientIds: string[]) =>
      clientIds.map((id) => messages.filter((m) => m.clientId === id).length);

    it('a borrower on A and an agent on B: 20 messages each way arrive live, none lost or doubled', async () => {
      const chat = await startChat(a);
      const borrower = await borrowerOn(a, chat.token);
      const agent = await agentOn(b);
      await joinSettled(agent, borrower, chat.conversationSid, 'b-0');

      const fromBorrower = Array.from({ length: 20 }, (_, i) => `b-${i + 1}`);
      const fromAgent = Array.from({ length: 20 }, (_, i) => `a-${i + 1}`);
      for (const id of fromBorrower)
        borrower.send({ type: 'send', clientId: id, text: `borrower ${id}`, attachmentIds: [] });
      await receive(agent, fromBorrower);
      for (const id of fromAgent)
        agent.send({
          type: 'send',
          conversationId: chat.conversationSid,
          clientId: id,
          text: `agent ${id}`,
          attachmentIds: [],
        });
      await receive(borrower, fromAgent);
      // One more each way: anything doubled would have arrived before it (the bus is in commit order).
      borrower.send({ type: 'send', clientId: 'b-last', text: 'last', attachmentIds: [] });
      await receive(agent, ['b-last']);
      agent.send({
        type: 'send',
        conversationId: chat.conversationSid,
        clientId: 'a-last',
        text: 'last',
        attachmentIds: [],
      });
      await receive(borrower, ['a-last']);

      console.log(
        `chat across servers: agent on B received ${messagesOf(agent).filter((m) => m.sender === 'CUSTOMER').length} of 21 borrower messages; borrower on A received ${messagesOf(borrower).filter((m) => m.sender === 'AGENT').length} of 21 agent messages`,
      );
      expect(exactlyOnce(messagesOf(agent), [...fromBorrower, 'b-last'])).toEqual(Array(21).fill(1));
      expect(exactlyOnce(messagesOf(borrower), [...fromAgent, 'a-last'])).toEqual(Array(21).fill(1));
      // In the order they were stored: the other server applies what it hears one event after another.
      const agentSeqs = messagesOf(borrower)
        .filter((m) => m.sender === 'AGENT')
        .map((m) => m.seq);
      expect(agentSeqs).toEqual([...agentSeqs].sort((x, y) => x - y));
      // Live: neither socket reconnected.
      expect([borrower.ws.readyState, agent.ws.readyState]).toEqual([borrower.ws.OPEN, agent.ws.OPEN]);
      const history = await request(b.base, 'GET', CHAT_PATHS.messages, {
        headers: { [CHAT_TOKEN_HEADER]: chat.token },
      });
      expect(history.body.messages.map((m: Message) => m.seq)).toEqual(Array.from({ length: 43 }, (_, i) => i + 1));
      borrower.close();
      agent.close();
    });

    it('a queue nudge, a drop and an end made on one server reach sockets on the other', async () => {
      const agent = await agentOn(b);
      const chat = await startChat(a);
      // The new chat on A nudges the agent on B.
      await agent.next('queue');
      agent.send({ type: 'join', conversationId: chat.conversationSid, after: 0 });
      const borrower = await borrowerOn(b, chat.token);

      const dropped = await request(a.base, 'POST', '/sandbox/chat/drop', {
        headers: OPERATOR,
        body: { conversationId: chat.conversationSid },
      });
      expect(dropped.status).toBe(200);
      expect((await borrower.closed).code).toBe(1006); // terminated, as a lost network would

      const again = await borrowerOn(b, chat.token);
      expect(
        (await request(a.base, 'POST', CHAT_PATHS.end, { headers: { [CHAT_TOKEN_HEADER]: chat.token } })).status,
      ).toBe(200);
      expect(await again.next('ended')).toMatchObject({ conversationId: chat.conversationSid });
      expect(await agent.next('ended')).toMatchObject({ conversationId: chat.conversationSid });
      again.close();
      agent.close();
    });

    it('an agent signing out on A has their socket on B closed', async () => {
      const jwt = await agentJwt(a);
      const agent = await agentOn(b, jwt);
      expect(
        (await request(a.base, 'POST', '/identity-broker/agent/secure/api/v3/logout', { token: jwt })).status,
      ).toBe(200);
      expect((await agent.closed).code).toBe(CHAT_CLOSE.unauthenticated);
    });

    it('the LISTEN connection comes back after the database ends it, and what was stored meanwhile arrives', async () => {
      const chat = await startChat(a);
      const borrower = await borrowerOn(a, chat.token);
      const agent = await agentOn(b);
      await joinSettled(agent, borrower, chat.conversationSid, 'before');

      const listening = async () =>
        Number(
          (
            await sql.query(
              `SELECT count(*) AS n FROM pg_stat_activity WHERE query = 'LISTEN heloc_live' AND datname = current_database()`,
            )
          ).rows[0].n,
        );
      expect(await listening()).toBe(2);
      // This worker's database only: the other workers' servers listen on the same PostgreSQL (decision 066).
      await sql.query(
        `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE query = 'LISTEN heloc_live' AND datname = current_database()`,
      );
      // Stored while B may not be listening: it arrives when B's listener is back (resync).
      borrower.send({ type: 'send', clientId: 'during', text: 'during', attachmentIds: [] });
      await borrower.next('ack', (f) => f.clientId === 'during');
      await receive(agent, ['during']);
      for (let i = 0; i < 100 && (await listening()) < 2; i++) await new Promise((resolve) => setTimeout(resolve, 100));
      expect(await listening()).toBe(2);
      borrower.send({ type: 'send', clientId: 'after', text: 'after', attachmentIds: [] });
      await receive(agent, ['after']);
      expect(exactlyOnce(messagesOf(agent), ['before', 'during', 'after'])).toEqual([1, 1, 1]);
      expect(a.output() + b.output()).toContain('live bus: LISTEN connection back');
      borrower.close();
      agent.close();
    });

    it('the chat limits count the same on both servers', async () => {
      // Anonymous chats from one address, alternating A/B.
      const statuses: number[] = [];
      for (let i = 0; i <= SESSIONS; i++)
        statuses.push(
          (
            await request(i % 2 ? b.base : a.base, 'POST', CHAT_PATHS.init, {
              headers: ORG,
              body: { identity: 'Visitor' },
            })
          ).status,
        );
      console.log(
        `shared chat limits: CHAT_SESSION_RATE_LIMIT ${SESSIONS}, chats alternating A/B answered ${statuses.join(', ')}`,
      );
      expect(statuses).toEqual([...Array(SESSIONS).fill(201), 429]);
      await sql.query(`DELETE FROM rate_limits WHERE key LIKE 'chat:init:%'`);

      // Messages: one conversation with a socket on each server shares one bucket.
      const chat = await startChat(a);
      const onA = await borrowerOn(a, chat.token);
      const onB = await borrowerOn(b, chat.token);
      const answers: string[] = [];
      for (let i = 1; i <= BURST + 1; i++) {
        const socket = i % 2 ? onA : onB;
        socket.send({ type: 'send', clientId: `m-${i}`, text: `line ${i}`, attachmentIds: [] });
        answers.push((await answerTo(socket, `m-${i}`)).type);
      }
      console.log(
        `shared chat limits: CHAT_MESSAGE_BURST ${BURST}, sends alternating between sockets on A and B answered ${answers.filter((x) => x === 'ack').length} ack then ${answers.slice(BURST).join(', ')}`,
      );
      expect(answers).toEqual([...Array(BURST).fill('ack'), 'error']);
      const refused = (await answerTo((BURST + 1) % 2 ? onA : onB, `m-${BURST + 1}`)) as Extract<
        ChatServerFrame,
        { type: 'error' }
      >;
      expect(refused).toMatchObject({ message: CHAT_MESSAGES.slowDown });
      expect(refused.retryAfterSeconds).toBeGreaterThanOrEqual(1);

      // Attachment bytes of one conversation, uploaded through A then B.
      const upload = async (server: ServerProcess) => {
        const body = new FormData();
        body.append('file', new Blob(['a'.repeat(1000)]), 'notes.txt');
        const res = await fetch(`${server.base}${CHAT_PATHS.attachments}`, {
          method: 'POST',
          headers: { [CHAT_TOKEN_HEADER]: chat.token },
          body,
        });
        return { status: res.status, retryAfter: res.headers.get('retry-after') };
      };
      expect((await upload(a)).status).toBe(201);
      const over = await upload(b);
      expect(over.status).toBe(429);
      expect(Number(over.retryAfter)).toBeGreaterThan(0);
      onA.close();
      onB.close();
    });
  },
);
