/** The chatbot's knowledge and search, without a server: right topics, the product's figures, no guesses. */
import { describe, expect, it } from 'vitest';
import {
  APR_MAX_PERCENT,
  APR_MIN_PERCENT,
  formatCurrency,
  MANUAL_NOTARIZATION_FEE,
  ORIGINATION_FEE_MAX_PERCENT,
  RECORDING_FEES_MAX,
  VALUATION_FEE_NO_AVM,
} from '@heloc/core';
import { FALLBACK_ANSWER, KNOWLEDGE } from './knowledge.js';
import { createKnowledgeSearch, MIN_SCORE } from './search.js';

const search = createKnowledgeSearch();
const answerOf = (id: string) => KNOWLEDGE.find((e) => e.id === id)!.answer;

/** How people ask, and the topic that must answer. These calibrate MIN_SCORE (search.ts). */
const QUESTIONS: [string, string][] = [
  ['How much is the notary fee?', 'notary-fee'],
  ['notery fee', 'notary-fee'],
  ['what does an in person notary cost', 'notary-fee'],
  ['eNotary or in person?', 'notary-options'],
  ['What is the origination fee?', 'origination-fee'],
  ['what are your rates', 'rates'],
  ['APR?', 'rates'],
  ['recording fees', 'recording-fees'],
  ['appraisal cost', 'valuation-fee'],
  ['what fees are there', 'all-fees'],
  ['how much can I borrow', 'amounts'],
  ['what are the steps', 'steps'],
  ['how long does it take', 'timing'],
  ['what documents do I need', 'documents'],
  ['when do I get my money', 'funding'],
  ['can I cancel after I sign', 'rescission'],
  ['what is a condition', 'conditions'],
  ['will this hurt my credit', 'credit'],
  ['do I need flood insurance', 'insurance'],
  ['what is my status', 'own-status'],
  ['where is my application', 'own-status'],
  ['talk to a human', 'human'],
];

/** Questions about nothing the bot knows: it must say so rather than answer something else. */
const UNKNOWN = [
  'xyzzy plugh',
  'what is the weather in paris',
  'who won the game last night',
  'tell me a joke',
  'hello',
  'bitcoin price today',
  'recipe for pancakes',
  '',
];

describe('chatbot knowledge', () => {
  it.each(QUESTIONS)('%s → %s', (question, id) => {
    const match = search.match(question);
    expect(match.entry?.id).toBe(id);
    expect(match.score).toBeGreaterThanOrEqual(MIN_SCORE);
  });

  it.each(UNKNOWN)('%j → "I don’t know", with the contact page', (question) => {
    const match = search.match(question);
    expect(match.entry).toBeNull();
    expect(match.answer).toBe(FALLBACK_ANSWER.answer);
    expect(match.followUp).toBe('contact');
  });

  it('the notary-fee question returns the $300 in-person fee', () => {
    expect(MANUAL_NOTARIZATION_FEE).toBe(300);
    expect(search.match('How much is the notary fee?').answer).toBe(
      'The in-person notary fee is $300. It applies only if you choose to sign your deed with a notary in person; signing online with an eNotary does not carry that fee.',
    );
  });

  it('quotes the product’s figures from the core, so they agree with the rest of the product', () => {
    expect(answerOf('rates')).toContain(`${APR_MIN_PERCENT.toFixed(2)}% to ${APR_MAX_PERCENT.toFixed(2)}%`);
    expect(answerOf('origination-fee')).toContain(`${ORIGINATION_FEE_MAX_PERCENT}%`);
    expect(answerOf('recording-fees')).toContain(formatCurrency(RECORDING_FEES_MAX));
    expect(answerOf('valuation-fee')).toContain(formatCurrency(VALUATION_FEE_NO_AVM));
    expect(answerOf('all-fees')).toContain(formatCurrency(MANUAL_NOTARIZATION_FEE));
    expect(answerOf('rescission')).toContain('midnight of the 3rd business day');
    expect(answerOf('steps')).toContain('1. Basic Info; 2. Select Offer');
  });

  it('every topic has a distinct id and says something', () => {
    expect(new Set(KNOWLEDGE.map((e) => e.id)).size).toBe(KNOWLEDGE.length);
    for (const e of KNOWLEDGE) expect(e.answer.length, e.id).toBeGreaterThan(40);
  });
});
