import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { decideScreen, SERVER_STATES, type Heloc } from '@heloc/core';
import { explainTransitions, stepFallback } from '@heloc/core/explorer';
import { arbFallbackFacts, arbMachineState } from '@heloc/core/testing';
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { PRESETS } from '../lib/presets';
import { renderUi } from '../test/render';
import { WhatIfPanel, type WhatIfState } from './what-if-panel';

const arbServerState = fc.constantFrom(...SERVER_STATES);
const withState = (heloc: Heloc, state: string): Heloc => ({ ...heloc, status: { ...(heloc.status ?? {}), state } });

describe('WhatIfPanel shows the core’s decision', () => {
  it('for generated applications, server states and machine states', () => {
    fc.assert(
      fc.property(arbFallbackFacts, arbServerState, arbMachineState, (facts, serverState, machineState) => {
        const value: WhatIfState = { presetId: null, facts, serverState, machineState };
        renderUi(<WhatIfPanel value={value} onChange={() => {}} />);
        const expected = decideScreen({ state: serverState, heloc: withState(facts.heloc, serverState), machineState });
        expect(screen.getByTestId('what-if-screen').textContent).toBe(expected.path);
        expect(screen.getByText(`Why: ${expected.reason}`)).toBeTruthy();
        cleanup();
      }),
      // Each run mounts the whole panel: few runs, and room for a loaded CI machine (it took 55 s of
      // the default 30 s under load). The core's own properties cover the decisions far more widely.
      { numRuns: 15 },
    );
  }, 120_000);

  it('steps the machine the way the core does, and says which guards failed', () => {
    fc.assert(
      fc.property(arbFallbackFacts, arbMachineState, (facts, machineState) => {
        const events = explainTransitions(machineState, facts);
        fc.pre(events.length > 0);
        const onChange = vi.fn();
        renderUi(
          <WhatIfPanel
            value={{ presetId: null, facts, serverState: 'COLLECT_PROFILE_INFO', machineState }}
            onChange={onChange}
          />,
        );
        fireEvent.click(screen.getByRole('tab', { name: 'Step the machine' }));
        const first = events[0]!;
        const card = screen.getByLabelText(`Event ${first.event}`);
        const failing = first.candidates.filter((c) => c.guard && !c.passed).length;
        expect(within(card).queryAllByText('fails')).toHaveLength(failing);
        fireEvent.click(within(card).getByRole('button', { name: `Send ${first.event}` }));
        expect(onChange).toHaveBeenCalledWith(
          expect.objectContaining({ machineState: stepFallback(machineState, facts, first.event).to }),
        );
        cleanup();
      }),
      { numRuns: 10 },
    );
  }, 120_000);

  it('a sandbox preset for SSN ending 0001 ends on credit/social', () => {
    const preset = PRESETS.find((p) => p.id === 'credit-no-match')!;
    renderUi(
      <WhatIfPanel
        value={{ presetId: preset.id, facts: preset.facts, serverState: preset.state, machineState: 'profile' }}
        onChange={() => {}}
      />,
    );
    expect(screen.getByTestId('what-if-screen').textContent).toBe('credit/social');
    expect(screen.getByText('Borrower input: SSN ending 0001')).toBeTruthy();
  });

  it('shows a server state the spec does not list (the sandbox’s COLLECT_PROFILE_INFO) as it is, and falls back to the machine', () => {
    const preset = PRESETS.find((p) => p.id === 'new')!;
    renderUi(
      <WhatIfPanel
        value={{ presetId: preset.id, facts: preset.facts, serverState: preset.state, machineState: 'profile' }}
        onChange={() => {}}
      />,
    );
    expect((screen.getByRole('combobox', { name: 'Server state' }) as HTMLInputElement).value).toBe(
      'COLLECT_PROFILE_INFO (not in the spec’s list)',
    );
    expect(screen.getByTestId('what-if-screen').textContent).toBe('start/profile');
  });

  it('the raw JSON view refuses bad input with a clear message and keeps the text', () => {
    const preset = PRESETS[0]!;
    const onChange = vi.fn();
    renderUi(
      <WhatIfPanel
        value={{ presetId: preset.id, facts: preset.facts, serverState: preset.state, machineState: 'profile' }}
        onChange={onChange}
      />,
    );
    fireEvent.click(screen.getByRole('tab', { name: 'Raw JSON' }));
    const box = screen.getByLabelText('Application and profile (JSON)') as HTMLTextAreaElement;
    fireEvent.change(box, { target: { value: '{"heloc": {}, "profile": {}}' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply JSON' }));
    expect(screen.getByText(/heloc must be an object with a "uuid" string/)).toBeTruthy();
    expect(box.value).toBe('{"heloc": {}, "profile": {}}');
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.change(box, { target: { value: '{"heloc": {"uuid": "x", "isCrypto": true}, "profile": {}}' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply JSON' }));
    expect(onChange).toHaveBeenCalledWith(
      expect.objectContaining({ presetId: null, facts: { heloc: { uuid: 'x', isCrypto: true }, profile: {} } }),
    );
  });
});
