/**
 * Password strength, authoritative on the server: zxcvbn (common passwords, dictionary words,
 * keyboard patterns, repeats) with the person's own email and name as extra words to avoid. The
 * rule — minimum score, messages — is the core's; this file only runs the estimator.
 */
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as en from '@zxcvbn-ts/language-en';
import { passwordStrengthProblem, passwordUserInputs } from '@heloc/core';
import { apiError } from '../http/errors.js';

let factory: ZxcvbnFactory | undefined;
// Built on first use: the dictionaries take a moment to load and most requests never need them.
const estimator = () =>
  (factory ??= new ZxcvbnFactory({
    dictionary: { ...common.dictionary, ...en.dictionary },
    graphs: common.adjacencyGraphs,
    translations: en.translations,
  }));

export function passwordProblem(
  password: string,
  email: string,
  names: readonly (string | undefined)[] = [],
): string | null {
  const inputs = passwordUserInputs(email, names);
  return passwordStrengthProblem(password, (p) => {
    const r = estimator().check(p, inputs);
    return { score: r.score, warning: r.feedback.warning, suggestions: r.feedback.suggestions };
  });
}

/** 400 `password: …` when the password is too weak (the same shape as the other field errors). */
export function assertStrongPassword(
  password: string,
  email: string,
  names: readonly (string | undefined)[] = [],
): void {
  const problem = passwordProblem(password, email, names);
  if (problem) throw apiError(400, `password: ${problem}`);
}
