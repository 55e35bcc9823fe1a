/**
 * The chat's persistent socket (`ws`, on the same HTTP server as the API). A browser cannot put a
 * token in a WebSocket's headers, and a token in the URL ends up in logs, so the first frame
 * authenticates: `hello` with the borrower's chat token, or `hello-agent` with an agent's JWT.
 * Until then nothing else is accepted; without it in CHAT_HELLO_TIMEOUT_MS the socket is closed.
 *
 * A sender over the message limit (issue 23, item 7) gets an error frame with `retryAfterSeconds`
 * for that message; the socket stays open. A user whose sessions end (sign-out, password change or
 * reset) has their sockets closed with CHAT_CLOSE.unauthenticated on every server (item 5).
 */
import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import * as v from 'valibot';
import { WebSocketServer, type WebSocket } from 'ws';
import {
  CHAT_ATTACHMENTS_MAX,
  CHAT_CLOSE,
  CHAT_HELLO_TIMEOUT_MS,
  CHAT_MESSAGES,
  CHAT_PATHS,
  CHAT_TEXT_MAX,
  CS_AGENT_TYPE,
  MESSAGES,
  canSendChatMessage,
} from '@heloc/core';
import { isSessionActive } from '../auth/sessions.js';
import { isCleanText } from '../http/body.js';
import type { Deps } from '../http/context.js';
import { chatKeys } from './limits.js';
import { ChatRefusal, chatHubOf, conversationByToken, messagesAfter, send, type ConversationRow } from './service.js';

const Id = v.pipe(v.string(), v.minLength(1), v.maxLength(100));
const Frame = v.variant('type', [
  v.object({
    type: v.literal('hello'),
    token: Id,
    after: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0)), 0),
  }),
  v.object({ type: v.literal('hello-agent'), jwt: v.pipe(v.string(), v.maxLength(4000)) }),
  v.object({
    type: v.literal('join'),
    conversationId: v.pipe(v.string(), v.uuid()),
    after: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0)), 0),
  }),
  v.object({
    type: v.literal('send'),
    clientId: Id,
    text: v.pipe(v.string(), v.maxLength(CHAT_TEXT_MAX, CHAT_MESSAGES.textTooLong)),
    attachmentIds: v.optional(
      v.pipe(v.array(v.pipe(v.string(), v.uuid())), v.maxLength(CHAT_ATTACHMENTS_MAX, CHAT_MESSAGES.tooMany)),
      [],
    ),
    conversationId: v.optional(v.pipe(v.string(), v.uuid())),
  }),
  v.object({ type: v.literal('ping') }),
]);
type Frame = v.InferOutput<typeof Frame>;

/** Handles the upgrade of the chat path on `server`; other upgrade requests are refused. */
export function attachChatSockets(server: Server, deps: Deps): () => void {
  const hub = chatHubOf(deps);
  const log = deps.log ?? ((line: string) => console.error(line));
  hub.start();
  // 64 KiB per frame: a chat line, never a file (files go over HTTP, checked like every upload).
  const wss = new WebSocketServer({ noServer: true, maxPayload: 64 * 1024 });
  // Every emitter has its error handled: an unhandled 'error' event ends the process (issue 23).
  wss.on('error', (error) => log(`chat socket server error: ${describeError(error)}`));
  const onUpgrade = (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    // A reset during the handshake is that one connection's end, not the server's.
    socket.on('error', () => socket.destroy());
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    if (path !== CHAT_PATHS.socket) {
      socket.end(
        'HTTP/1.1 404 Not Found\r\nContent-Type: application/json\r\nConnection: close\r\n\r\n{"errors":["Not found"]}',
      );
      return;
    }
    wss.handleUpgrade(req, socket, head, (ws) => accept(ws));
  };
  server.on('upgrade', onUpgrade);

  function accept(ws: WebSocket) {
    // A frame `ws` refuses (invalid UTF-8, over maxPayload, unmasked, a reserved opcode, RSV bits,
    // a fragmented control frame, a bad close code) makes it close that socket with the RFC 6455
    // code (1007, 1009, 1002) and then emit 'error' here: log it, the socket is already closing.
    ws.on('error', (error) => log(`chat socket closed on a bad frame: ${describeError(error)}`));
    hub.seen(ws);
    let role: { kind: 'customer'; conversation: ConversationRow } | { kind: 'agent' } | undefined;
    const helloTimer = setTimeout(
      () => role || ws.close(CHAT_CLOSE.unauthenticated, 'No hello'),
      CHAT_HELLO_TIMEOUT_MS,
    );
    ws.once('close', () => clearTimeout(helloTimer));
    ws.on('pong', () => hub.seen(ws));
    // Frames of one socket are handled in order: a resend must not overtake the hello it follows.
    let queue = Promise.resolve();
    ws.on('message', (data, isBinary) => {
      hub.seen(ws);
      queue = queue
        .then(() => handle(data.toString(), isBinary))
        .catch(() => send(ws, { type: 'error', message: MESSAGES.chatGeneralFailure }));
    });

    async function handle(text: string, isBinary: boolean) {
      let frame: Frame;
      try {
        if (isBinary) throw new Error('binary');
        const parsed = v.safeParse(Frame, JSON.parse(text));
        if (!parsed.success) {
          send(ws, { type: 'error', message: parsed.issues[0]?.message ?? 'The frame is not valid.' });
          return;
        }
        frame = parsed.output;
      } catch {
        send(ws, { type: 'error', message: 'The frame is not valid JSON.' });
        return;
      }
      if (frame.type === 'ping') return send(ws, { type: 'pong' });
      if (!role) {
        if (frame.type === 'hello') {
          const conversation = await conversationByToken(deps.db, frame.token, deps.now());
          if (!conversation) return ws.close(CHAT_CLOSE.unauthenticated, MESSAGES.chatTokenInvalid);
          if (conversation.status === 'ENDED') return ws.close(CHAT_CLOSE.ended, CHAT_MESSAGES.ended);
          hub.addCustomer(conversation, ws, frame.after);
          // A sign-out that committed while the token was being read has already told the hub;
          // read again now that this socket is one the hub closes.
          if (conversation.userUuid && !(await conversationByToken(deps.db, frame.token, deps.now())))
            return ws.close(CHAT_CLOSE.unauthenticated, CHAT_MESSAGES.signedOut);
          role = { kind: 'customer', conversation };
          send(ws, { type: 'ready', conversationId: conversation.uuid, status: conversation.status as 'WAITING' });
          for (const message of await messagesAfter(deps.db, conversation.uuid, frame.after))
            send(ws, { type: 'message', message });
          return;
        }
        if (frame.type === 'hello-agent') {
          const verified = await deps.jwt.verify(frame.jwt, deps.now());
          if (typeof verified === 'string') return ws.close(CHAT_CLOSE.unauthenticated, 'unauthenticated');
          if (verified.user.type !== CS_AGENT_TYPE) return ws.close(CHAT_CLOSE.unauthenticated, CHAT_MESSAGES.notAgent);
          // Registered before the session is read: a sign-out committing meanwhile closes it either way.
          hub.addAgent(verified.user, ws);
          if (!(await isSessionActive(deps.db, verified.sid, verified.user.uuid)))
            return ws.close(CHAT_CLOSE.unauthenticated, 'unauthenticated');
          role = { kind: 'agent' };
          return send(ws, { type: 'queue' });
        }
        return ws.close(CHAT_CLOSE.unauthenticated, 'Say hello first');
      }
      if (frame.type === 'hello' || frame.type === 'hello-agent')
        return send(ws, { type: 'error', message: 'Already signed in.' });
      if (role.kind === 'customer') {
        if (frame.type !== 'send') return send(ws, { type: 'error', message: 'Not allowed.' });
        return post(ws, frame, role.conversation, 'CUSTOMER', role.conversation.friendlyName);
      }
      const agent = hub.agentOf(ws);
      if (!agent) return;
      if (frame.type === 'join') {
        try {
          await hub.join(ws, agent, frame.conversationId, frame.after);
        } catch (error) {
          return send(ws, {
            type: 'error',
            message: error instanceof ChatRefusal ? error.message : MESSAGES.chatGeneralFailure,
          });
        }
        return;
      }
      if (frame.type === 'send') {
        if (!frame.conversationId || !agent.joined.has(frame.conversationId))
          return send(ws, { type: 'error', message: 'Open the conversation first.', clientId: frame.clientId });
        // Joined before, in the agent's organisation: numbering reads the row as it is now (ended,
        // expired, not the organisation's: refused), so no read of it here.
        const conversation = { uuid: frame.conversationId, orgCode: agent.user.orgCode };
        return post(ws, frame, conversation, 'AGENT', 'Agent', agent.user.uuid);
      }
    }
  }

  /** Per socket: until when it was told to wait, and what it was acknowledged (see post). */
  const refusedUntil = new WeakMap<WebSocket, number>();
  const acked = new WeakMap<WebSocket, Map<string, number>>();
  const remember = (ws: WebSocket, clientId: string, seq: number) => {
    let map = acked.get(ws);
    if (!map) acked.set(ws, (map = new Map()));
    map.set(clientId, seq);
    if (map.size > 500) map.delete(map.keys().next().value as string); // the oldest; a resend of it reads the database
  };

  /**
   * Checks a message and hands it to the hub's group commit. The socket's next frame is read as
   * soon as this one is queued there, not once it is stored: the hub writes in arrival order, so a
   * socket's messages keep their order, and an agent answering many chats does not wait for each
   * commit in turn. The ack (or error) is sent when the message's transaction has committed.
   */
  function post(
    ws: WebSocket,
    frame: Extract<Frame, { type: 'send' }>,
    conversation: Pick<ConversationRow, 'uuid' | 'orgCode'>,
    sender: 'CUSTOMER' | 'AGENT',
    senderName: string,
    agentUuid?: string,
  ): void {
    if (!canSendChatMessage(frame.text, frame.attachmentIds.length))
      return send(ws, { type: 'error', message: 'Required', clientId: frame.clientId });
    if (!isCleanText(frame.text))
      return send(ws, { type: 'error', message: MESSAGES.chatSendFailure, clientId: frame.clientId });
    // A frame read just before its socket was closed (a sign-out, a drop) is not stored.
    if (ws.readyState !== ws.OPEN) return;
    // A socket told to wait and still sending is a flood: refused here, without a round trip,
    // until the wait it was given is over (the shared bucket has not refilled before then).
    const at = deps.now().getTime();
    const waitUntil = refusedUntil.get(ws) ?? 0;
    if (at < waitUntil) return refuse(ws, frame.clientId, conversation.uuid, waitUntil - at);
    // The bucket is taken in the transaction that stores the message (one commit for both, shared
    // with the other messages of its group commit).
    hub
      .submit({
        conversation,
        sender,
        senderName,
        clientId: frame.clientId,
        text: frame.text,
        attachmentIds: frame.attachmentIds,
        agentUuid,
        limit: {
          key: chatKeys.messages(conversation.uuid, sender),
          burst: deps.env.CHAT_MESSAGE_BURST,
          perMinute: deps.env.CHAT_MESSAGE_RATE_LIMIT,
        },
      })
      .then(
        (outcome) => {
          if (outcome.kind === 'limited') {
            const waitMs = outcome.retryAfterSeconds * 1000;
            refusedUntil.set(ws, Math.max(refusedUntil.get(ws) ?? 0, at + waitMs));
            // A resend of what was stored before is acknowledged as always; a new message waits.
            if (outcome.stored) remember(ws, frame.clientId, outcome.stored.seq);
            return refuse(ws, frame.clientId, conversation.uuid, waitMs);
          }
          remember(ws, frame.clientId, outcome.message.seq);
          send(ws, {
            type: 'ack',
            clientId: frame.clientId,
            seq: outcome.message.seq,
            conversationId: conversation.uuid,
          });
        },
        (error: unknown) =>
          send(ws, {
            type: 'error',
            message: error instanceof ChatRefusal ? error.message : MESSAGES.chatSendFailure,
            clientId: frame.clientId,
          }),
      );
  }

  /** Over the limit: what this socket was acknowledged before is acknowledged again; anything else waits. */
  function refuse(ws: WebSocket, clientId: string, conversationId: string, waitMs: number): void {
    const ackedHere = acked.get(ws)?.get(clientId);
    if (ackedHere !== undefined) return send(ws, { type: 'ack', clientId, seq: ackedHere, conversationId });
    send(ws, {
      type: 'error',
      message: CHAT_MESSAGES.slowDown,
      clientId,
      retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)),
    });
  }

  return () => {
    server.off('upgrade', onUpgrade);
    hub.stop();
    wss.close();
  };
}

function describeError(error: unknown): string {
  if (error instanceof Error) return `${(error as NodeJS.ErrnoException).code ?? error.name}: ${error.message}`;
  return String(error);
}
