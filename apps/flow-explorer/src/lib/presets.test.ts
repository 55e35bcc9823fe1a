import { whatIf } from '@heloc/core/explorer';
import { describe, expect, it } from 'vitest';
import { parseFacts, PRESETS } from './presets';

describe('sandbox presets', () => {
  it('one per scenario, each with a state, an application and a profile', () => {
    expect(PRESETS.length).toBeGreaterThan(30);
    expect(new Set(PRESETS.map((p) => p.id)).size).toBe(PRESETS.length);
    for (const p of PRESETS) expect(p.facts.heloc.status?.state).toBe(p.state);
  });
  it('land where the scenarios say', () => {
    const screen = (id: string) => {
      const p = PRESETS.find((x) => x.id === id)!;
      return whatIf({ state: p.state, heloc: p.facts.heloc, machineState: 'profile' }).decision.path;
    };
    expect(screen('credit-no-match')).toBe('credit/social');
    expect(screen('no-property')).toBe('review-app/property');
    expect(screen('uw-decline')).toBe('error/decline');
    expect(screen('bpo-texas')).toBe('bpo/condition');
  });
  it('parseFacts says what is wrong', () => {
    expect(parseFacts('{')).toMatchObject({ ok: false, error: expect.stringMatching(/^Not valid JSON/) });
    expect(parseFacts('[]')).toMatchObject({ ok: false });
    expect(parseFacts('{"heloc":{"uuid":"a"},"profile":{}}')).toMatchObject({ ok: true });
  });
});
