import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import {
  creditFreezeView,
  creditPinFormSchema,
  FREEZE_LIFT_WAYS,
  PIN_MESSAGES,
  RETRY_AFTER_LIFT_LABEL,
} from './credit-freeze.js';
import { CREDIT_BUREAUS, type CreditFreezeFacts } from './underwriting.js';
import { stepSchema } from '../contract/steps.js';

const facts = (over: Partial<CreditFreezeFacts> = {}): CreditFreezeFacts => ({
  pull: 'SOFT',
  bureau: 'EQUIFAX',
  withPin: false,
  incorrectPinAttempts: 0,
  ...over,
});

describe('creditFreezeView', () => {
  it('names the bureau and says a soft check does not affect the score', () => {
    const view = creditFreezeView(facts());
    expect(view.title).toBe('Your Equifax credit file is frozen');
    expect(view.intro).toContain('To show you offers');
    expect(view.pullNote).toContain('does not affect your credit score');
    expect(view.lifts.map((l) => l.phone)).toEqual(['1-888-298-0045']);
    expect(view.retryLabel).toBe(RETRY_AFTER_LIFT_LABEL);
    expect(view.pin).toBeNull();
    expect(view.wrongPin).toBeNull();
    expect(view.timing).toContain('within one hour');
  });

  it('says a hard check is the one agreed to at submission', () => {
    const view = creditFreezeView(facts({ pull: 'HARD', bureau: 'TRANSUNION' }));
    expect(view.title).toBe('Your TransUnion credit file is frozen');
    expect(view.intro).toContain('you agreed to when you submitted');
    expect(view.pullNote).toContain('hard credit check');
    expect(view.lifts[0]?.website.url).toBe('https://www.transunion.com/credit-freeze');
  });

  it('offers a PIN field when frozen with a PIN', () => {
    const view = creditFreezeView(facts({ withPin: true, bureau: 'EXPERIAN' }));
    expect(view.pin).toMatchObject({ label: 'Experian freeze PIN', submitLabel: 'Unlock with my PIN' });
    expect(view.pin?.rules.join(' ')).toContain('4 to 10 digits');
  });

  it('after a wrong PIN, counts the attempts and puts lifting first after three', () => {
    expect(creditFreezeView(facts({ withPin: true, incorrectPinAttempts: 1 }), { wrongPin: true }).wrongPin).toEqual({
      message: 'Equifax did not accept the PIN you entered. Check it and try again, or lift the freeze instead.',
      liftFirst: false,
    });
    const third = creditFreezeView(facts({ withPin: true, incorrectPinAttempts: 3 }), { wrongPin: true });
    expect(third.title).toBe('That PIN didn’t unlock your credit file');
    expect(third.wrongPin?.message).toContain('(3 wrong attempts so far)');
    expect(third.wrongPin?.liftFirst).toBe(true);
  });

  it('without the facts, lists every bureau’s way and takes soft/hard and the PIN from the status', () => {
    const view = creditFreezeView(null, {
      fallback: { state: 'HARD_CREDIT_LOCKED_OR_FROZEN', creditFrozenWithPin: true },
    });
    expect(view.title).toBe('Your credit file is frozen');
    expect(view.bureau).toBeNull();
    expect(view.lifts.map((l) => l.bureau)).toEqual(['Equifax', 'Experian', 'TransUnion']);
    expect(view.pullNote).toContain('hard credit check');
    expect(view.pin?.label).toBe('Freeze PIN');
    expect(creditFreezeView(null, { fallback: { state: 'SOFT_CREDIT_LOCKED_OR_FROZEN' } })).toMatchObject({
      pin: null,
      pullNote: expect.stringContaining('soft'),
    });
    expect(creditFreezeView(null, { wrongPin: true }).wrongPin?.message).toBe(
      'The bureau did not accept the PIN you entered. Check it and try again, or lift the freeze instead.',
    );
  });

  it('has the published website, phone and mailing address of every bureau', () => {
    for (const b of CREDIT_BUREAUS) {
      const way = FREEZE_LIFT_WAYS[b];
      expect(way.website.url).toMatch(/^https:\/\/www\.(equifax|experian|transunion)\.com\//);
      expect(way.phone).toMatch(/^1-8\d\d-\d{3}-\d{4}$/);
      expect(way.mail).toMatch(/P\.O\. Box/);
      expect(way.steps.length).toBeGreaterThan(1);
    }
  });
});

describe('creditPinFormSchema', () => {
  const problem = (pin: string) => {
    const r = v.safeParse(creditPinFormSchema, { pin });
    return r.success ? null : r.issues[0].message;
  };
  it('requires 4 to 10 digits, like the creditRetry step', () => {
    expect(problem('')).toBe(PIN_MESSAGES.required);
    expect(problem('12a4')).toBe(PIN_MESSAGES.digits);
    expect(problem('123')).toBe(PIN_MESSAGES.digits);
    expect(problem(' 1234 ')).toBeNull();
    for (const pin of ['1234', '1234567890', '123', '12345678901']) {
      expect(problem(pin) === null).toBe(v.safeParse(stepSchema('creditRetry'), { pin }).success);
    }
  });
});
