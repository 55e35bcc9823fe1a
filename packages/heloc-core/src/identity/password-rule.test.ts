import { describe, expect, it } from 'vitest';
import { passwordFieldError } from '../format.js';
import {
  PASSWORD_ALL_WHITESPACE,
  PASSWORD_TOO_EASY,
  passwordStrengthProblem,
  passwordUserInputs,
} from './password-rule.js';

describe('passwordStrengthProblem', () => {
  it('refuses all-whitespace without asking the estimator', () => {
    expect(
      passwordStrengthProblem('          ', () => {
        throw new Error('not called');
      }),
    ).toBe(PASSWORD_ALL_WHITESPACE);
  });
  it('accepts a score of 3 or more', () => {
    expect(passwordStrengthProblem('x', () => ({ score: 3 }))).toBeNull();
  });
  it('explains a weak one, with the estimator’s hint when there is one', () => {
    expect(passwordStrengthProblem('x', () => ({ score: 2 }))).toBe(PASSWORD_TOO_EASY);
    expect(passwordStrengthProblem('x', () => ({ score: 0, warning: 'This is a commonly used password.' }))).toBe(
      `${PASSWORD_TOO_EASY} This is a commonly used password.`,
    );
    expect(passwordStrengthProblem('x', () => ({ score: 1, warning: null, suggestions: ['Add more words.'] }))).toBe(
      `${PASSWORD_TOO_EASY} Add more words.`,
    );
  });
});

describe('passwordUserInputs', () => {
  it('gives the email, its local part and its pieces, and names', () => {
    expect(passwordUserInputs('Ann.Lee@Example.com', ['Ann', undefined])).toEqual(
      ['ann.lee@example.com', 'ann.lee', 'ann', 'lee', 'ann'].filter((x, i, a) => a.indexOf(x) === i),
    );
  });
});

describe('passwordFieldError', () => {
  it('takes the password field’s message out of a server error, and nothing else', () => {
    expect(passwordFieldError(`password: ${PASSWORD_TOO_EASY}`)).toBe(PASSWORD_TOO_EASY);
    expect(passwordFieldError('email: Must be a valid email.')).toBeNull();
  });
});
