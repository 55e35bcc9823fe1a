import { fc, test as fcTest } from '@fast-check/vitest';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  CHATBOT_PATHS,
  chatbotFeedbackBodySchema,
  chatbotQuestionSchema,
  chatbotSession,
  chatbotStatusAnswer,
  keepChatbotHistory,
} from './chatbot.js';
import { CHAT_HISTORY_SIZE, CHATBOT_SESSION_MS } from '../constants.js';
import { SERVER_STATES } from '../journey/server-states.js';
import { arbServerState } from '../testing/arbitraries.js';

const ID = '7b0f7c55-7d43-4e1b-9a55-8f1f5d0b6c11';
const Q = '0e6f3a38-5c5e-4a39-8d1c-7f5c8c1c2d33';
const issues = (schema: v.GenericSchema, input: unknown) => {
  const r = v.safeParse(schema, input);
  return r.success ? [] : r.issues.map((i) => i.message);
};

describe('chatbot history', () => {
  it('keeps the latest 20, oldest first', () => {
    const all = Array.from({ length: 25 }, (_, i) => i);
    expect(keepChatbotHistory(all)).toEqual(all.slice(5));
    expect(keepChatbotHistory([1, 2])).toEqual([1, 2]);
  });

  fcTest.prop([fc.array(fc.integer(), { maxLength: 60 }), fc.integer({ min: 0, max: 40 })])(
    'never more than the size, and always the newest',
    (messages, size) => {
      const kept = keepChatbotHistory(messages, size);
      expect(kept.length).toBe(Math.min(size, messages.length));
      expect(kept).toEqual(messages.slice(messages.length - kept.length));
    },
  );

  it('the default size is the spec’s 20', () => expect(CHAT_HISTORY_SIZE).toBe(20));
});

describe('chatbot session', () => {
  it('lasts 10 minutes from its start, then ends', () => {
    expect(chatbotSession(0, 0)).toEqual({ ended: false, remainingMs: 600_000 });
    expect(chatbotSession(0, 599_999)).toEqual({ ended: false, remainingMs: 1 });
    expect(chatbotSession(0, 600_000)).toEqual({ ended: true, remainingMs: 0 });
    expect(chatbotSession(1000, 1000 + CHATBOT_SESSION_MS + 5)).toEqual({ ended: true, remainingMs: 0 });
  });

  it('a clock that went backwards counts as the start', () => {
    expect(chatbotSession(5000, 1000)).toEqual({ ended: false, remainingMs: CHATBOT_SESSION_MS });
  });

  fcTest.prop([
    fc.integer({ min: 0, max: 2 ** 40 }),
    fc.integer({ min: 0, max: 2 ** 40 }),
    fc.integer({ min: 0, max: 2 ** 30 }),
  ])(
    'remaining time never grows as the clock moves on, never exceeds 10 minutes, and ended iff none is left',
    (start, now, later) => {
      const a = chatbotSession(start, now);
      const b = chatbotSession(start, now + later);
      expect(b.remainingMs).toBeLessThanOrEqual(a.remainingMs);
      expect(a.remainingMs).toBeLessThanOrEqual(CHATBOT_SESSION_MS);
      expect(a.ended).toBe(a.remainingMs === 0);
    },
  );
});

describe('chatbot wire contract', () => {
  it('uses the spec’s paths', () => {
    expect(CHATBOT_PATHS.chat).toBe('/service-chat-chatbot/external/api/v1/message/chatWithAutobot');
    expect(CHATBOT_PATHS.history(ID)).toBe(`/service-chat-chatbot/external/api/v1/message/getChatHistory/${ID}`);
    expect(CHATBOT_PATHS.feedback).toBe('/service-chat-chatbot/external/api/v1/message/setChatReplyUsedWithFeedback');
  });

  it('a question needs text, and at most 1000 characters', () => {
    expect(issues(chatbotQuestionSchema, { message: '   ' })).toEqual(['Required']);
    expect(issues(chatbotQuestionSchema, { message: 'x'.repeat(1001) })).toEqual([
      'Please keep your question under 1000 characters.',
    ]);
    expect(v.parse(chatbotQuestionSchema, { message: ' notary fee? ' })).toMatchObject({
      message: 'notary fee?',
      senderType: 'APPLICANT',
    });
    expect(issues(chatbotQuestionSchema, { message: 'hi', applicationId: 'nope' })).toEqual(['Must be a valid id']);
  });

  it('feedback: a reason is required, the Other text at most 140, and kept only for Other', () => {
    const base = { questionId: Q, conversationId: ID };
    expect(issues(chatbotFeedbackBodySchema, { ...base, reason: '' })).toEqual(['Please select a reason']);
    expect(issues(chatbotFeedbackBodySchema, base)).toEqual(['Please select a reason']);
    expect(issues(chatbotFeedbackBodySchema, { ...base, reason: 'Other', detail: 'x'.repeat(141) })).toEqual([
      'Please restrict your response to 140 characters.',
    ]);
    expect(
      v.parse(chatbotFeedbackBodySchema, { ...base, reason: 'Answer too vague', detail: 'typed before switching' }),
    ).toMatchObject({ reason: 'Answer too vague', detail: '', rating: 0, feedbackMessage: 'Answer too vague' });
    expect(v.parse(chatbotFeedbackBodySchema, { ...base, reason: 'Other', detail: ' the fee table ' })).toMatchObject({
      detail: 'the fee table',
    });
  });

  fcTest.prop([fc.string({ maxLength: 300 })])(
    'Other text over 140 characters is always refused, up to 140 always accepted',
    (detail) => {
      const ok = v.safeParse(chatbotFeedbackBodySchema, {
        questionId: Q,
        conversationId: ID,
        reason: 'Other',
        detail,
      }).success;
      expect(ok).toBe(detail.length <= 140);
    },
  );
});

describe('the borrower’s own status in words', () => {
  it('names the step of the progress bar the state belongs to', () => {
    expect(chatbotStatusAnswer('OFFER_SELECTION')).toBe(
      'Your application is on step 2 of 7: Select Offer. Open your application to continue where you left off.',
    );
    expect(chatbotStatusAnswer('IDENTITY_VERIFICATION', { loanNumber: 'HL-1' })).toContain(
      '(loan number HL-1) is on step 5 of 7: Verify Identity.',
    );
    expect(chatbotStatusAnswer('WAITING_FOR_SOFT_CREDIT')).toContain('We are working on it now');
    expect(chatbotStatusAnswer('DEED_SIGNING', { manualNotary: true })).toContain('Schedule Notary Session');
  });

  it('says plainly when the application is over', () => {
    expect(chatbotStatusAnswer('COMPLETE')).toBe('Your application is complete and your line has been funded.');
    expect(chatbotStatusAnswer('DECLINED')).toContain('not able to approve');
    expect(chatbotStatusAnswer('CANCELLED')).toContain('withdrawn');
  });

  fcTest.prop([arbServerState])(
    'every state, known or not, gets an answer about the application and never a state name',
    (state) => {
      const answer = chatbotStatusAnswer(state);
      expect(answer).toMatch(/your application/i);
      for (const name of SERVER_STATES) if (name.length > 4) expect(answer).not.toContain(name);
    },
  );
});
