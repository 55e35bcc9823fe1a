/**
 * The chatbot over HTTP on PGlite: visitors and borrowers ask, the reply comes from the knowledge
 * base, the status answer is the owner's only, conversations are their starter's, the session ends
 * after 10 minutes, feedback is checked and stored once; every refusal is a 4xx `{ errors }`.
 */
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHATBOT_PATHS, CHATBOT_SESSION_MS } from '@heloc/core';
import { telemetry } from '../db/schema.js';
import { CHATBOT_THROTTLED, CONVERSATION_NOT_FOUND, FEEDBACK_ALREADY_SENT, QUESTION_NOT_FOUND } from './routes.js';
import { FALLBACK_ANSWER } from './knowledge.js';
import { registerBorrower, startSandbox, type Sandbox } from '../testing/harness.js';

let sb: Sandbox;
beforeAll(async () => {
  sb = await startSandbox({ CHATBOT_RATE_LIMIT: '100000' });
});
afterAll(() => sb.close());

const ask = (body: Record<string, unknown>, token?: string) => sb.call('POST', CHATBOT_PATHS.chat, { body, token });
const history = (id: string, token?: string) => sb.call('GET', CHATBOT_PATHS.history(id), { token });
const feedback = (body: Record<string, unknown>, token?: string) =>
  sb.call('POST', CHATBOT_PATHS.feedback, { body, token });
const UUID = /^[0-9a-f-]{36}$/;

describe('asking the chatbot', () => {
  it('answers a visitor’s notary-fee question with the $300 fee, and keeps the transcript', async () => {
    const r = await ask({ message: 'How much is the notary fee?' });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({
      conversationId: expect.stringMatching(UUID),
      questionId: expect.stringMatching(UUID),
      questionStr: 'How much is the notary fee?',
      followUp: null,
      applicationId: null,
    });
    expect(r.body.responseStr).toContain('The in-person notary fee is $300.');
    const h = await history(r.body.conversationId);
    expect(h.status).toBe(200);
    expect(h.body.messages).toEqual([
      expect.objectContaining({ questionId: r.body.questionId, responseStr: r.body.responseStr }),
    ]);
  });

  it('forgives typos (fuzzy) and continues the same conversation', async () => {
    const first = await ask({ message: 'what are your rates' });
    const second = await ask({ message: 'notery fee', conversationId: first.body.conversationId });
    expect(second.status).toBe(200);
    expect(second.body.conversationId).toBe(first.body.conversationId);
    expect(second.body.responseStr).toContain('$300');
    expect(
      (await history(first.body.conversationId)).body.messages.map((m: { questionStr: string }) => m.questionStr),
    ).toEqual(['what are your rates', 'notery fee']);
  });

  it('says it does not know, and points to the contact page, rather than guess', async () => {
    const r = await ask({ message: 'what is the weather in paris' });
    expect(r.body).toMatchObject({ followUp: 'contact' });
    expect(r.body.responseStr.startsWith(`${FALLBACK_ANSWER.answer} You can call Homestead Line`)).toBe(true);
  });

  it('gives the organisation’s own support line when it sends the borrower to a person', async () => {
    const homestead = await ask({ message: 'talk to a human' });
    expect(homestead.body.responseStr).toContain(
      'You can call Homestead Line at (888) 819-6388 or write to support@homesteadline.com.',
    );
    const cu = await sb.call('POST', CHATBOT_PATHS.chat, {
      body: { message: 'xyzzy plugh' },
      headers: { 'x-org': 'summitridge' },
    });
    expect(cu.body.responseStr).toContain('You can call Summit Ridge at (303) 555-0190');
    expect((await ask({ message: 'notary fee' })).body.responseStr).not.toContain('You can call');
  });

  it('refuses an empty, too long or malformed question with 400 { errors }', async () => {
    for (const [body, error] of [
      [{ message: '   ' }, 'message: Required'],
      [{}, 'message: Required'],
      [{ message: 'x'.repeat(1001) }, 'message: Please keep your question under 1000 characters.'],
      [{ message: 'hi', conversationId: 'nope' }, 'conversationId: Must be a valid id'],
      [{ message: 'hi', senderType: 'AGENT' }, 'senderType: Must be APPLICANT'],
    ] as const) {
      const r = await ask(body);
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(r.body.errors).toContain(error);
    }
  });

  it('ends the conversation 10 minutes after it started: 410, while the transcript stays readable', async () => {
    const r = await ask({ message: 'recording fees' });
    sb.clock.t += CHATBOT_SESSION_MS - 1;
    expect((await ask({ message: 'rates', conversationId: r.body.conversationId })).status).toBe(200);
    sb.clock.t += 1;
    const late = await ask({ message: 'rates', conversationId: r.body.conversationId });
    expect(late.status).toBe(410);
    expect(late.body).toEqual({ errors: ['This chat has ended.'] });
    expect((await history(r.body.conversationId)).body.messages).toHaveLength(2);
  });

  it('keeps a history of the latest 20', async () => {
    const first = await ask({ message: 'question 1 about fees' });
    for (let i = 2; i <= 23; i++)
      await ask({ message: `question ${i} about fees`, conversationId: first.body.conversationId });
    const h = await history(first.body.conversationId);
    expect(h.body.messages).toHaveLength(20);
    expect(h.body.messages[0].questionStr).toBe('question 4 about fees');
    expect(h.body.messages[19].questionStr).toBe('question 23 about fees');
  });
});

describe('the borrower’s own status', () => {
  it('tells a signed-in borrower which step their application is on, in plain words', async () => {
    const b = await registerBorrower(sb);
    const r = await ask({ message: 'what is my status', applicationId: b.uuid }, b.token);
    expect(r.status).toBe(200);
    expect(r.body.responseStr).toMatch(/^Your application \(loan number [^)]+\) is on step 1 of 7: Basic Info\./);
    expect(r.body).toMatchObject({ followUp: 'application', applicationId: b.uuid });
  });

  it('finds the borrower’s latest application when none is named', async () => {
    const b = await registerBorrower(sb);
    const r = await ask({ message: 'where is my application' }, b.token);
    expect(r.body).toMatchObject({ applicationId: b.uuid });
  });

  it('tells a visitor to sign in, and says nothing about any application', async () => {
    const r = await ask({ message: 'what is my status' });
    expect(r.body).toMatchObject({
      responseStr: 'Sign in and ask again: I can then tell you which step your application is on.',
      followUp: 'sign-in',
      applicationId: null,
    });
  });

  it('treats an invalid or signed-out token as a visitor (a stale token must not break the chat on a public page)', async () => {
    const r = await ask({ message: 'what is my status' }, 'not-a-token');
    expect(r.status).toBe(200);
    expect(r.body.followUp).toBe('sign-in');
  });

  it('answers 404 for someone else’s application; a visitor naming one is told to sign in and learns nothing', async () => {
    const owner = await registerBorrower(sb);
    const other = await registerBorrower(sb);
    const r = await ask({ message: 'what is my status', applicationId: owner.uuid }, other.token);
    expect(r.status).toBe(404);
    expect(r.body).toEqual({ errors: ['Application not found.'] });
    // A borrower whose token ran out mid-chat is a visitor now: still answered, never about the application.
    const visitor = await ask({ message: 'what is my status', applicationId: owner.uuid });
    expect(visitor.status).toBe(200);
    expect(visitor.body).toMatchObject({ followUp: 'sign-in', applicationId: null });
    expect(visitor.body.responseStr).not.toContain('loan number');
  });
});

describe('a conversation belongs to whoever started it', () => {
  it('another borrower or a visitor cannot continue or read a borrower’s conversation (404)', async () => {
    const owner = await registerBorrower(sb);
    const other = await registerBorrower(sb);
    const started = await ask({ message: 'what is my status' }, owner.token);
    for (const token of [other.token, undefined]) {
      expect(
        (await ask({ message: 'what is my status', conversationId: started.body.conversationId }, token)).body,
      ).toEqual({ errors: [CONVERSATION_NOT_FOUND] });
      const h = await history(started.body.conversationId, token);
      expect(h.status).toBe(404);
      expect(h.body).toEqual({ errors: [CONVERSATION_NOT_FOUND] });
    }
    expect((await history(started.body.conversationId, owner.token)).status).toBe(200);
  });

  it('a borrower cannot take over a visitor’s conversation, and an unknown id is 404', async () => {
    const b = await registerBorrower(sb);
    const visitor = await ask({ message: 'rates' });
    expect(
      (await ask({ message: 'what is my status', conversationId: visitor.body.conversationId }, b.token)).status,
    ).toBe(404);
    expect((await history(randomUUID())).status).toBe(404);
    expect((await history('not-a-uuid')).status).toBe(400);
  });
});

describe('feedback on a reply', () => {
  it('stores the reason with the reply as the bot gave it, once', async () => {
    const r = await ask({ message: 'appraisal cost' });
    const ids = { questionId: r.body.questionId, conversationId: r.body.conversationId };
    const sent = await feedback({
      ...ids,
      reason: 'Other',
      detail: ' I wanted the BPO timing ',
      responseToCustomer: 'forged text',
    });
    expect(sent.status).toBe(201);
    expect(sent.body).toEqual({ accepted: true });
    const stored = await sb.deps.db
      .select()
      .from(telemetry)
      .where(and(eq(telemetry.kind, 'chatbot-feedback'), eq(telemetry.sessionKey, r.body.conversationId)));
    expect(stored.map((s) => s.body)).toEqual([
      expect.objectContaining({
        questionId: r.body.questionId,
        reason: 'Other',
        detail: 'I wanted the BPO timing',
        rating: 0,
        responseToCustomer: r.body.responseStr,
      }),
    ]);
    const again = await feedback({ ...ids, reason: 'Answer too vague' });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ errors: [FEEDBACK_ALREADY_SENT] });
  });

  it('needs a reason, and at most 140 characters for Other (the spec’s messages)', async () => {
    const r = await ask({ message: 'rates' });
    const ids = { questionId: r.body.questionId, conversationId: r.body.conversationId };
    expect((await feedback({ ...ids })).body.errors).toEqual(['reason: Please select a reason']);
    expect((await feedback({ ...ids, reason: 'Too long' })).body.errors).toEqual(['reason: Please select a reason']);
    const long = await feedback({ ...ids, reason: 'Other', detail: 'x'.repeat(141) });
    expect(long.status).toBe(400);
    expect(long.body.errors).toEqual(['detail: Please restrict your response to 140 characters.']);
  });

  it('refuses a reply from another conversation, or someone else’s conversation', async () => {
    const a = await ask({ message: 'rates' });
    const b = await ask({ message: 'recording fees' });
    const wrong = await feedback({
      questionId: b.body.questionId,
      conversationId: a.body.conversationId,
      reason: 'Answer too vague',
    });
    expect(wrong.status).toBe(404);
    expect(wrong.body).toEqual({ errors: [QUESTION_NOT_FOUND] });
    const owner = await registerBorrower(sb);
    const mine = await ask({ message: 'rates' }, owner.token);
    const theirs = await feedback({
      questionId: mine.body.questionId,
      conversationId: mine.body.conversationId,
      reason: 'Answer too vague',
    });
    expect(theirs.status).toBe(404);
  });
});

describe('rate limit', () => {
  it('limits questions per address a minute: 429 { errors } with Retry-After, then lets them through again', async () => {
    const limited = await startSandbox({ CHATBOT_RATE_LIMIT: '3' });
    try {
      const send = () => limited.call('POST', CHATBOT_PATHS.chat, { body: { message: 'rates' } });
      for (let i = 0; i < 3; i++) expect((await send()).status).toBe(200);
      const refused = await send();
      expect(refused.status).toBe(429);
      expect(refused.body).toEqual({ errors: [CHATBOT_THROTTLED] });
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      limited.clock.t += 60_000;
      expect((await send()).status).toBe(200);
      expect(limited.errors).toEqual([]);
    } finally {
      await limited.close();
    }
  });
});
