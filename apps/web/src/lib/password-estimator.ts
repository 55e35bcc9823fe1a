/**
 * zxcvbn with its dictionaries (~400 kB gzip): only ever loaded through a dynamic import from
 * password-strength.ts, once the person submits a new password — never in the first screen's JS.
 */
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as en from '@zxcvbn-ts/language-en';
import type { PasswordEstimate } from '@heloc/core';

const zxcvbn = new ZxcvbnFactory({ dictionary: { ...common.dictionary, ...en.dictionary }, graphs: common.adjacencyGraphs, translations: en.translations });

export function estimate(password: string, userInputs: string[]): PasswordEstimate {
  const r = zxcvbn.check(password, userInputs);
  return { score: r.score, warning: r.feedback.warning, suggestions: r.feedback.suggestions };
}
