/**
 * The core's password rule with zxcvbn and its dictionaries (~850 kB gzip), answered in the browser
 * before the request so the person sees a helpful field error at once. Only ever loaded with a
 * dynamic `import('…/password-estimator')` when a new password is submitted — never with the first
 * screen (decision 007's budget). If it cannot load, callers go on: the server checks too.
 */
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as en from '@zxcvbn-ts/language-en';
import { passwordStrengthProblem, passwordUserInputs } from '@heloc/core';

const zxcvbn = new ZxcvbnFactory({
  dictionary: { ...common.dictionary, ...en.dictionary },
  graphs: common.adjacencyGraphs,
  translations: en.translations,
});

export function problem(
  password: string,
  email: string | undefined,
  names: readonly (string | undefined)[],
): string | null {
  const inputs = passwordUserInputs(email, names);
  return passwordStrengthProblem(password, (p) => {
    const r = zxcvbn.check(p, inputs);
    return { score: r.score, warning: r.feedback.warning, suggestions: r.feedback.suggestions };
  });
}
