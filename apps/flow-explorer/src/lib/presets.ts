/**
 * "What if" presets: one application per sandbox scenario, produced by walking each scenario
 * through the sandbox server's API (apps/api/src/e2e-api/explorer-presets.test.ts keeps the file fresh).
 */
import type { FallbackFacts } from '@heloc/core';
import * as v from 'valibot';
import file from '../presets/sandbox-presets.json';

export interface Preset {
  readonly id: string;
  readonly label: string;
  readonly how: string;
  readonly state: string;
  /** The server states the scenario went through, in order (the walk that produced it). */
  readonly path: readonly string[];
  readonly facts: FallbackFacts;
}

/** What the JSON editor accepts: an application with its uuid, and a profile. */
export const FactsSchema = v.object({
  heloc: v.looseObject(
    { uuid: v.pipe(v.string('heloc.uuid must be a string'), v.minLength(1, 'heloc.uuid is required')) },
    'heloc must be an object with a "uuid" string',
  ),
  profile: v.looseObject({}, 'profile must be an object'),
});

export const PRESETS: readonly Preset[] = file.presets.map((p) => ({
  id: p.id,
  label: p.label,
  how: p.how,
  state: p.state,
  path: p.path,
  facts: v.parse(FactsSchema, { heloc: p.heloc, profile: p.profile }) as unknown as FallbackFacts,
}));

/** Parses the JSON editor's text into facts, or says what is wrong in one sentence. */
export function parseFacts(text: string): { ok: true; facts: FallbackFacts } | { ok: false; error: string } {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (e) {
    return { ok: false, error: `Not valid JSON: ${(e as Error).message}` };
  }
  const result = v.safeParse(FactsSchema, raw);
  if (!result.success) return { ok: false, error: result.issues.map((i) => i.message).join('; ') };
  return { ok: true, facts: result.output as unknown as FallbackFacts };
}
