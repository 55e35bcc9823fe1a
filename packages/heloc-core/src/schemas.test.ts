import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import {
  ceoFeedbackFormSchema,
  ceoFeedbackFromForm,
  ceoFeedbackSchema,
  chatbotFeedbackSchema,
  chatPreEngagementDevSchema,
  chatPreEngagementSchema,
} from './schemas.js';

const messages = (schema: v.GenericSchema, input: unknown) => {
  const r = v.safeParse(schema, input);
  return r.success ? [] : r.issues.map((i) => i.message);
};

describe('chat pre-engagement', () => {
  it('name required, at most 128; email optional, valid and at most 128 when given', () => {
    expect(messages(chatPreEngagementSchema, { name: '', email: 'a@b.co' })).toEqual(['Required']);
    expect(messages(chatPreEngagementSchema, { name: 'x'.repeat(129), email: 'a@b.co' })).toEqual([
      'Cannot be more than 128 characters',
    ]);
    expect(messages(chatPreEngagementSchema, { name: 'Ann', email: `${'a'.repeat(125)}@b.co` })).toContain(
      'Cannot be more than 128 characters',
    );
    expect(messages(chatPreEngagementSchema, { name: 'Ann', email: 'nope' })).toEqual(['Must be a valid email']);
    // Only the name is required (shared-surfaces §5): no email is fine, a bad one is not.
    expect(messages(chatPreEngagementSchema, { name: '', email: '' })).toEqual(['Required']);
    expect(messages(chatPreEngagementSchema, { name: 'Ann', email: '' })).toEqual([]);
    expect(messages(chatPreEngagementSchema, { name: 'Ann', email: '   ' })).toEqual([]);
    expect(messages(chatPreEngagementSchema, { name: 'Ann' })).toEqual([]);
    expect(messages(chatPreEngagementSchema, { name: 'Ann', email: 'a@b.co' })).toEqual([]);
    expect(messages(chatPreEngagementDevSchema, { name: 'Ann', email: 'a@b.co', agent: '' })).toEqual(['Required']);
  });
});

describe('chatbot feedback', () => {
  it('reason required; text only for Other, at most 140', () => {
    expect(messages(chatbotFeedbackSchema, { reason: '' })).toEqual(['Please select a reason']);
    expect(messages(chatbotFeedbackSchema, { reason: 'Other', detail: 'x'.repeat(141) })).toEqual([
      'Please restrict your response to 140 characters.',
    ]);
    expect(v.parse(chatbotFeedbackSchema, { reason: 'Answer too vague', detail: 'ignored' })).toEqual({
      reason: 'Answer too vague',
      detail: '',
    });
    expect(v.parse(chatbotFeedbackSchema, { reason: 'Other', detail: ' more ' })).toEqual({
      reason: 'Other',
      detail: 'more',
    });
  });
});

describe('CEO feedback', () => {
  it('topic, message 10–1000, consent Yes/No as boolean', () => {
    expect(messages(ceoFeedbackFormSchema, { topic: '', message: '', marketingConsent: '' })).toEqual([
      'Required',
      'Required',
      'Required',
    ]);
    expect(
      messages(ceoFeedbackFormSchema, { topic: 'Give us a compliment', message: 'short', marketingConsent: 'No' }),
    ).toEqual(['Must be at least 10 characters']);
    expect(
      messages(ceoFeedbackFormSchema, {
        topic: 'Give us a compliment',
        message: 'x'.repeat(1001),
        marketingConsent: 'No',
      }),
    ).toEqual(['Must be at most 1000 characters']);
    const form = v.parse(ceoFeedbackFormSchema, {
      topic: 'Improve our product',
      message: 'Make it faster please',
      marketingConsent: 'Yes',
    });
    const body = ceoFeedbackFromForm(form, {
      pathname: '/account/heloc/x',
      applicationUuid: '0b7c2f8e-1d2a-4c3b-9e8f-7a6b5c4d3e2f',
    });
    expect(body).toEqual({
      applicationUuid: '0b7c2f8e-1d2a-4c3b-9e8f-7a6b5c4d3e2f',
      message: 'Make it faster please',
      topic: 'Improve our product',
      marketingConsent: true,
      pathname: '/account/heloc/x',
      productType: 'HELOC',
    });
    expect(v.safeParse(ceoFeedbackSchema, body).success).toBe(true);
    expect(ceoFeedbackFromForm(form, { pathname: '/' })).not.toHaveProperty('applicationUuid');
  });
});
