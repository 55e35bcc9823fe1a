import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { fallbackMachineGraph, fallbackMachineMermaid } from './machine-graph.js';
import { renderRoutingDoc } from './routing-doc.js';

describe('docs/routing.md', () => {
  it('is up to date with the core (run `pnpm docs:routing` to regenerate)', () => {
    const committed = readFileSync(fileURLToPath(new URL('../../../../docs/routing.md', import.meta.url)), 'utf8');
    expect(committed).toBe(renderRoutingDoc());
  });
});

describe('machine graph', () => {
  it('has every state with its screen and guard descriptions on guarded edges', () => {
    const g = fallbackMachineGraph();
    expect(g.nodes.find((n) => n.id === 'profile')).toMatchObject({ screen: 'start/profile', initial: true });
    expect(g.nodes.find((n) => n.id === 'ach')?.alternative).toEqual({
      when: 'the application is crypto',
      screen: 'signing/intro',
    });
    expect(g.nodes.find((n) => n.id === 'complete')).toMatchObject({ screen: '/', final: true });
    for (const e of g.edges) if (e.guard) expect(e.guardDescription).toBeTruthy();
    expect(g.edges).toContainEqual(
      expect.objectContaining({
        source: 'moreProfile',
        event: 'addProfileInfo',
        target: 'hmda',
        guard: 'hasCompleteProfile',
      }),
    );
  });
  it('renders Mermaid', () => {
    const m = fallbackMachineMermaid();
    expect(m.startsWith('stateDiagram-v2\n')).toBe(true);
    expect(m).toContain('[*] --> profile');
    expect(m).toContain('moreProfile --> hmda: addProfileInfo [hasCompleteProfile]');
    expect(m).toContain('complete --> [*]');
  });
});
