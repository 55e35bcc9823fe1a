/**
 * The chat's HTTP side (shared-surfaces §7 Chat): init, token refresh and web-chat-info at the
 * spec's paths; the borrower's history, attachments and end (X-Chat-Token); the nonce for signed-in
 * borrowers; and the customer-service agents' console API. A sandbox stand-in for the chat
 * provider — clearly not the provider: it answers from this server's database (decision 043-chat-live).
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { describeRoute } from 'hono-openapi';
import * as v from 'valibot';
import {
  CHAT_ACTIVE_CONTENT,
  CHAT_ATTACHMENT_TYPES,
  CHAT_ATTACHMENTS_MAX,
  CHAT_LIVE_SESSION_MS,
  CHAT_MESSAGES,
  CHAT_NONCE_REFRESH_MS,
  CHAT_TOKEN_HEADER,
  CS_AGENT_TYPE,
  FLAGS,
  MESSAGES,
  chatAttachmentProblem,
} from '@heloc/core';
import { requireUser } from '../auth/middleware.js';
import { requireOperator } from '../auth/operator.js';
import { isSessionActive } from '../auth/sessions.js';
import { hashSecret, newSecret } from '../auth/secrets.js';
import { clientAddress, tooManyRequests } from '../auth/throttle.js';
import type { AppEnv } from '../http/context.js';
import { downloadHeaders } from '../http/download.js';
import { apiError } from '../http/errors.js';
import { documentedError, multipartBody } from '../http/openapi.js';
import { onEndpoint } from '../http/endpoint.js';
import { uuidParam, validate } from '../http/validate.js';
import { checkParsedContent, cleanName, parseMultipart, readPdf, type RawFile } from '../uploads/files.js';
import { pdfSender, struckOutRefusal, type PdfSender } from '../uploads/pdf-strikes.js';
import { CHAT_BYTES_ADDRESS_WINDOW_MS, CHAT_BYTES_CHAT_WINDOW_MS, CHAT_SESSION_WINDOW_MS, chatKeys } from './limits.js';
import {
  attachmentIn,
  conversationInOrg,
  conversationOnChannel,
  giveBack,
  insertAttachments,
  ownApplicationUuid,
  saveSurveyOnce,
  takeFromWindow,
} from './repo.js';
import {
  chatHubOf,
  conversationByToken,
  conversationSummaries,
  messagesAfter,
  startConversation,
  type ConversationRow,
} from './service.js';

const Text = (max: number) => v.pipe(v.string(), v.trim(), v.maxLength(max));
/** The signed-in user behind an optional Authorization header (chat is open to visitors too). */
async function optionalUser(c: Context<AppEnv>) {
  const { jwt, now, db } = c.get('deps');
  const header = c.req.header('authorization') ?? '';
  const token = header.startsWith('Bearer ') ? header.slice(7).trim() : '';
  if (!token) return undefined;
  const verified = await jwt.verify(token, now());
  if (typeof verified === 'string' || !(await isSessionActive(db, verified.sid, verified.user.uuid))) return undefined;
  return verified.user;
}

/**
 * The borrower's conversation, from X-Chat-Token: 403 'Token state is invalid.' when unknown or
 * expired — not 401, which the browser takes as its sign-in ending (shared-surfaces §7) and would
 * sign a borrower out over a stale chat.
 */
async function conversationOf(c: Context<AppEnv>): Promise<ConversationRow> {
  const { db, now } = c.get('deps');
  const row = await conversationByToken(db, c.req.header(CHAT_TOKEN_HEADER) ?? '', now());
  if (!row) throw apiError(403, MESSAGES.chatTokenInvalid);
  return row;
}

const requireAgent = (): MiddlewareHandler<AppEnv> => async (c, next) => {
  if (c.get('user').type !== CS_AGENT_TYPE) throw apiError(403, CHAT_MESSAGES.notAgent);
  await next();
};

/** What the bytes are: a signature file-type knows, or clean UTF-8 text (a .txt has no signature). */
async function detect(content: Buffer): Promise<string | undefined> {
  const found = (await fileTypeFromBuffer(content))?.mime;
  if (found) return found;
  if (content.includes(0)) return undefined;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(content);
    return 'text/plain';
  } catch {
    return undefined;
  }
}

async function checkAttachment(raw: RawFile, limit: number, sender: PdfSender) {
  const name = cleanName(raw.filename);
  const detected = await detect(raw.content);
  // A PDF is read once, in a worker within limits; its judgement answers both the chat's own rule (encrypted) and the upload rules below.
  const pdf = detected === 'application/pdf' ? await readPdf(raw.content, sender) : undefined;
  const problem = chatAttachmentProblem(
    {
      name,
      size: raw.content.length,
      detected,
      hasActiveContent: CHAT_ACTIVE_CONTENT.test(raw.content.toString('latin1')),
      encrypted: pdf === 'encrypted',
    },
    limit,
  );
  if (problem) throw apiError(raw.content.length > limit ? 413 : raw.content.length === 0 ? 400 : 415, problem);
  // The same parsed-document judgement as every other upload: a chat PDF with JavaScript, a launch
  // action or encryption, an image past its size limits, or markup after the file's end is refused.
  await checkParsedContent(raw.content, detected as string, name, sender, pdf);
  return {
    name,
    mime: detected as string,
    size: raw.content.length,
    sha256: createHash('sha256').update(raw.content).digest('hex'),
    content: raw.content,
  };
}

async function storeAttachments(c: Context<AppEnv>, conversation: ConversationRow, uploadedBy: 'CUSTOMER' | 'AGENT') {
  const { db, env, now } = c.get('deps');
  if (conversation.status === 'ENDED') throw apiError(409, CHAT_MESSAGES.ended);
  if (!/^multipart\/form-data/i.test(c.req.header('content-type') ?? ''))
    throw apiError(415, 'Send the file as multipart/form-data.');
  const sender = pdfSender(c);
  const { files } = await parseMultipart(c, CHAT_ATTACHMENTS_MAX, env.UPLOAD_MAX_BYTES, await struckOutRefusal(sender));
  if (files.length === 0) throw apiError(400, 'file: Required');
  const checked = [];
  for (const f of files) checked.push(await checkAttachment(f, env.UPLOAD_MAX_BYTES, sender));
  // A borrower's uploads count against the conversation's and the address's quotas (issue 23,
  // item 7), taken only when they fit; the agents' own uploads are not limited.
  const bytes = checked.reduce((n, f) => n + f.size, 0);
  const taken: [string, number][] = [];
  const at = now();
  if (uploadedBy === 'CUSTOMER') {
    for (const [key, limit, windowMs] of [
      [chatKeys.chatBytes(conversation.uuid), env.CHAT_ATTACHMENT_BYTES_PER_CHAT, CHAT_BYTES_CHAT_WINDOW_MS],
      [chatKeys.addressBytes(clientAddress(c)), env.CHAT_ATTACHMENT_BYTES_PER_ADDRESS, CHAT_BYTES_ADDRESS_WINDOW_MS],
    ] as const) {
      const result = await takeFromWindow(db, key, bytes, limit, windowMs, at);
      if (!result.ok) {
        for (const [k, n] of taken) await giveBack(db, k, n, at);
        throw tooManyRequests(CHAT_MESSAGES.attachmentQuota, result.retryAfterSeconds);
      }
      taken.push([key, bytes]);
    }
  }
  try {
    const rows = await insertAttachments(
      db,
      checked.map((f) => ({ ...f, conversationUuid: conversation.uuid, uploadedBy, createdAt: now() })),
    );
    return c.json(rows, 201);
  } catch (error) {
    for (const [k, n] of taken) await giveBack(db, k, n, at).catch(() => undefined);
    throw error;
  }
}

/** What a chat attachment may be sent back as: the types its upload accepts. */
const CHAT_DOWNLOAD_TYPES = Object.values(CHAT_ATTACHMENT_TYPES).flat();

async function attachmentResponse(c: Context<AppEnv>, conversationUuid: string, id: string) {
  const row = await attachmentIn(c.get('deps').db, conversationUuid, id);
  if (!row) throw apiError(404, 'Not found');
  // Always a download, never rendered in the site's origin (a text file could hold anything).
  return new Response(new Uint8Array(row.content), { headers: downloadHeaders(row, { types: CHAT_DOWNLOAD_TYPES }) });
}

/**
 * The chat nonce (borrower-authentication flag): `<user uuid>.<expiry ms>.<MAC>`, signed with the
 * server's kept key, so any server of the sandbox can check it without storing it. It lives two
 * refresh periods: the window refreshes it every 60 s while messaging.
 */
const NONCE_PURPOSE = 'chat-nonce';
function issueNonce(c: Context<AppEnv>, userUuid: string): string {
  const { jwt, now } = c.get('deps');
  const body = `${userUuid}.${now().getTime() + 2 * CHAT_NONCE_REFRESH_MS}`;
  return `${body}.${jwt.mac(NONCE_PURPOSE, body)}`;
}
function nonceIsValid(c: Context<AppEnv>, nonce: string, userUuid: string): boolean {
  const { jwt, now } = c.get('deps');
  const [uuid, expiry, mac, ...rest] = nonce.split('.');
  if (rest.length > 0 || !uuid || !expiry || !mac || uuid !== userUuid || !/^\d{1,15}$/.test(expiry)) return false;
  const expected = Buffer.from(jwt.mac(NONCE_PURPOSE, `${uuid}.${expiry}`));
  const given = Buffer.from(mac);
  return given.length === expected.length && timingSafeEqual(given, expected) && Number(expiry) > now().getTime();
}

export function chatRoutes() {
  const app = new Hono<AppEnv>();
  const tags = ['chat'];
  // Every X-Chat-Token path can answer this (403, not 401: see conversationOf).
  const tokenInvalid = { 403: documentedError('Token state is invalid. (the chat token is unknown or expired)') };

  onEndpoint(
    app,
    'chatInit',
    [
      describeRoute({
        tags,
        summary:
          'Starts a live chat (sandbox stand-in for the chat provider): token, conversationSid, omniProxyChannelId, expiration (6 hours).',
        responses: {
          429: documentedError(
            'Too many chats started from this address in an hour (visitors only; CHAT_SESSION_RATE_LIMIT). Retry-After says when.',
          ),
        },
      }),
    ],
    async (c) => {
      const { db, now, flags, env } = c.get('deps');
      if (!(await flags.get('webchat')).flagEnabled) throw apiError(403, 'Chat is not available right now.');
      const body = c.req.valid('json');
      const user = await optionalUser(c);
      // A visitor's chats are counted per address (issue 23, item 7); a signed-in borrower's are not.
      if (!user) {
        const taken = await takeFromWindow(
          db,
          chatKeys.init(clientAddress(c)),
          1,
          env.CHAT_SESSION_RATE_LIMIT,
          CHAT_SESSION_WINDOW_MS,
          now(),
        );
        if (!taken.ok) throw tooManyRequests(CHAT_MESSAGES.tooManyChats, taken.retryAfterSeconds);
      }
      // With the borrower-authentication flag, a signed-in borrower's chat starts only with a nonce
      // this server gave them (shared-surfaces §7): a copied or stale one is refused, not ignored.
      if (
        user &&
        (await flags.get(FLAGS.borrowerAuthentication)).flagEnabled &&
        !nonceIsValid(c, body.nonce ?? '', user.uuid)
      )
        throw apiError(403, MESSAGES.chatTokenInvalid);
      // Only a signed-in borrower's own application is put in front of the agent; a visitor's claim is ignored.
      let applicationUuid: string | null = null;
      if (user && body.applicationUuid) {
        const own = await ownApplicationUuid(db, body.applicationUuid, user.uuid);
        applicationUuid = own?.uuid ?? null;
      }
      const token = newSecret();
      const expiresAt = new Date(now().getTime() + CHAT_LIVE_SESSION_MS);
      // The agents of every server hear of the new chat when it commits.
      const row = await startConversation(c.get('deps'), {
        orgCode: c.get('orgCode'),
        tokenHash: hashSecret(token),
        friendlyName: body.identity,
        emailAddress: body.email || user?.email || null,
        userUuid: user?.uuid ?? null,
        applicationUuid,
        pageUrl: body.pageUrl ?? null,
        // Routing (shared-surfaces §7): the agents' queue is chosen by skill.
        skill: body.skill ?? null,
        tag: body.tag ?? null,
        chatMode: body.chatMode ?? null,
        attributes: body.extraAttributes ?? null,
        expiresAt,
        createdAt: now(),
      });
      if (!row) throw apiError(409, MESSAGES.chatGeneralFailure);
      return c.json(
        {
          token,
          conversationSid: row.uuid,
          omniProxyChannelId: row.channelId,
          expiration: expiresAt.toISOString(),
          friendlyName: row.friendlyName,
          emailAddress: row.emailAddress,
        },
        201,
      );
    },
  );

  onEndpoint(
    app,
    'chatRefreshToken',
    [describeRoute({ tags, summary: 'Extends a live chat token by 6 hours from now.', responses: tokenInvalid })],
    async (c) => {
      const { db, now } = c.get('deps');
      const row = await conversationByToken(db, c.req.valid('json').token, now());
      if (!row || row.status === 'ENDED') throw apiError(403, MESSAGES.chatTokenInvalid);
      const expiresAt = await chatHubOf(c.get('deps')).refresh(row);
      return c.json({ token: c.req.valid('json').token, expiration: expiresAt.toISOString() });
    },
  );

  onEndpoint(
    app,
    'chatWebChatInfo',
    [describeRoute({ tags, summary: 'The contact id of a chat channel.' })],
    async (c) => {
      const row = await conversationOnChannel(c.get('deps').db, c.req.valid('json').omniProxyChannelId);
      if (!row) throw apiError(404, 'Not found');
      return c.json({ contactId: row.uuid });
    },
  );

  onEndpoint(
    app,
    'chatMessages',
    [
      describeRoute({
        tags,
        summary: 'The borrower’s transcript after a sequence number (X-Chat-Token).',
        responses: tokenInvalid,
      }),
      validate(
        'query',
        v.object({
          after: v.optional(
            v.pipe(v.string(), v.regex(/^\d{1,9}$/, 'Must be a whole number'), v.transform(Number)),
            '0',
          ),
        }),
      ),
    ],
    async (c) => {
      const row = await conversationOf(c);
      return c.json({
        status: row.status,
        messages: await messagesAfter(c.get('deps').db, row.uuid, c.req.valid('query').after),
      });
    },
  );

  onEndpoint(
    app,
    'chatAttachments',
    [
      describeRoute({
        tags,
        summary: 'Uploads chat attachments (jpg, png, amr, mp3, mp4, pdf, txt; checked by their bytes). X-Chat-Token.',
        requestBody: multipartBody({}, 'Files, field `file`, repeatable (at most 5).'),
        responses: {
          ...tokenInvalid,
          429: documentedError(
            'The chat’s or the address’s attachment bytes are used up (CHAT_ATTACHMENT_BYTES_PER_CHAT, _PER_ADDRESS a day). Retry-After says when.',
          ),
        },
      }),
    ],
    async (c) => storeAttachments(c, await conversationOf(c), 'CUSTOMER'),
  );

  onEndpoint(
    app,
    'chatAttachment',
    [
      describeRoute({
        tags,
        summary: 'Downloads an attachment of the borrower’s chat (X-Chat-Token).',
        responses: tokenInvalid,
      }),
      validate('param', v.object({ id: uuidParam })),
    ],
    async (c) => {
      const row = await conversationOf(c);
      return attachmentResponse(c, row.uuid, c.req.valid('param').id);
    },
  );

  onEndpoint(
    app,
    'chatEnd',
    [describeRoute({ tags, summary: 'The borrower ends the chat (X-Chat-Token).', responses: tokenInvalid })],
    async (c) => {
      const row = await conversationOf(c);
      await chatHubOf(c.get('deps')).end(row);
      return c.json({ ended: true });
    },
  );

  onEndpoint(
    app,
    'chatSurvey',
    [
      describeRoute({
        tags,
        summary: 'The borrower answers the end-of-chat survey of an agent chat, once (X-Chat-Token).',
        responses: {
          ...tokenInvalid,
          409: documentedError('The chat has not ended, had no agent, or the survey was answered.'),
        },
      }),
    ],
    async (c) => {
      const { db, now } = c.get('deps');
      const row = await conversationOf(c);
      if (row.status !== 'ENDED' || !row.agentUuid) throw apiError(409, CHAT_MESSAGES.surveyNotOpen);
      // Once: the update only takes a conversation with no answer yet.
      const saved = await saveSurveyOnce(db, row.uuid, {
        rating: c.req.valid('json').rating,
        answeredAt: now().toISOString(),
      });
      if (!saved) throw apiError(409, CHAT_MESSAGES.surveyAnswered);
      return c.json({ saved: true }, 201);
    },
  );

  // With the borrower-authentication flag: a short-lived proof that the chatting borrower is signed in.
  onEndpoint(
    app,
    'chatAuthenticate',
    [
      describeRoute({ tags, summary: 'A chat nonce for the signed-in borrower (valid two refresh periods).' }),
      requireUser(),
    ],
    async (c) => c.json({ nonce: issueNonce(c, c.get('user').uuid) }),
  );
  onEndpoint(
    app,
    'chatRefreshNonce',
    [
      describeRoute({
        tags,
        summary: 'Refreshes the chat nonce (every 60 s while messaging).',
        responses: {
          403: documentedError('Token state is invalid. (not a nonce this server gave this borrower, or expired)'),
        },
      }),
      requireUser(),
      validate('query', v.object({ nonce: v.pipe(v.string(), v.maxLength(200)) })),
    ],
    async (c) => {
      if (!nonceIsValid(c, c.req.valid('query').nonce, c.get('user').uuid))
        throw apiError(403, MESSAGES.chatTokenInvalid);
      return c.json({ nonce: issueNonce(c, c.get('user').uuid) });
    },
  );

  // The agents' console.
  const agentConversation = async (c: Context<AppEnv>, id: string) => {
    const row = await conversationInOrg(c.get('deps').db, id, c.get('user').orgCode);
    if (!row) throw apiError(404, 'Not found');
    return row;
  };
  onEndpoint(
    app,
    'agentConversations',
    [
      describeRoute({
        tags,
        summary:
          'Open conversations of the agent’s organisation, oldest first, with the borrower’s application (address, state, amount) and how each is routed (skill, tag, mode). `skill` keeps one queue.',
      }),
      requireUser(),
      requireAgent(),
      validate('query', v.object({ skill: v.optional(Text(100)) })),
    ],
    async (c) => {
      const all = await conversationSummaries(c.get('deps').db, c.get('user').orgCode);
      const { skill } = c.req.valid('query');
      return c.json(skill ? all.filter((s) => s.skill === skill) : all);
    },
  );
  onEndpoint(
    app,
    'agentMessages',
    [
      describeRoute({ tags, summary: 'A conversation’s transcript.' }),
      requireUser(),
      requireAgent(),
      validate('param', v.object({ id: uuidParam })),
    ],
    async (c) => {
      const row = await agentConversation(c, c.req.valid('param').id);
      return c.json({ status: row.status, messages: await messagesAfter(c.get('deps').db, row.uuid, 0) });
    },
  );
  onEndpoint(
    app,
    'agentAttachments',
    [
      describeRoute({
        tags,
        summary: 'The agent uploads attachments to a conversation.',
        requestBody: multipartBody({}, 'Files, field `file`, repeatable (at most 5).'),
      }),
      requireUser(),
      requireAgent(),
      validate('param', v.object({ id: uuidParam })),
    ],
    async (c) => storeAttachments(c, await agentConversation(c, c.req.valid('param').id), 'AGENT'),
  );
  onEndpoint(
    app,
    'agentAttachment',
    [
      describeRoute({ tags, summary: 'Downloads an attachment of a conversation.' }),
      requireUser(),
      requireAgent(),
      validate('param', v.object({ id: uuidParam, file: uuidParam })),
    ],
    async (c) => {
      const row = await agentConversation(c, c.req.valid('param').id);
      return attachmentResponse(c, row.uuid, c.req.valid('param').file);
    },
  );
  onEndpoint(
    app,
    'agentEnd',
    [
      describeRoute({ tags, summary: 'The agent ends a conversation.' }),
      requireUser(),
      requireAgent(),
      validate('param', v.object({ id: uuidParam })),
    ],
    async (c) => {
      await chatHubOf(c.get('deps')).end(await agentConversation(c, c.req.valid('param').id));
      return c.json({ ended: true });
    },
  );

  // Sandbox control: the operator drops a conversation's borrower sockets (as a flaky network would), to see it recover.
  app.post(
    '/sandbox/chat/drop',
    describeRoute({
      tags: ['sandbox'],
      summary: 'Closes the borrower sockets of one conversation (or all) as a dropped connection would. Operator only.',
    }),
    requireOperator(),
    validate('json', v.object({ conversationId: v.optional(uuidParam) })),
    async (c) => {
      if (!c.get('deps').env.SANDBOX_CONTROL) throw apiError(404, 'Not found');
      // `dropped` counts this server's sockets; every other server drops its own too.
      return c.json({ dropped: await chatHubOf(c.get('deps')).drop(c.req.valid('json').conversationId) });
    },
  );
  return app;
}
