import { cleanup, fireEvent, screen } from '@testing-library/react';
import { fallbackMachineGraph } from '@heloc/core/explorer';
import { arbMachineState } from '@heloc/core/testing';
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../test/render';
import { DetailsPanel } from './details-panel';

const graph = fallbackMachineGraph();

describe('DetailsPanel', () => {
  it('tells, for any state, its screen and every way in and out, from the core’s graph', () => {
    fc.assert(
      fc.property(arbMachineState, (state) => {
        renderUi(<DetailsPanel graph={graph} selection={{ kind: 'state', id: state }} onSelect={() => {}} />);
        const node = graph.nodes.find((n) => n.id === state)!;
        expect(screen.getByRole('heading', { name: `State ${state}` })).toBeTruthy();
        expect(screen.getAllByText(node.screen).length).toBeGreaterThan(0);
        const out = graph.edges.filter((e) => e.source === state).length;
        expect(screen.getByRole('heading', { name: `Leaves on (${out})` })).toBeTruthy();
        cleanup();
      }),
    );
  });

  it('explains an edge with its guard in words, and links both ends', () => {
    const edge = graph.edges.find((e) => e.guard === 'hasCompleteProfile')!;
    const onSelect = vi.fn();
    const { container } = renderUi(
      <DetailsPanel graph={graph} selection={{ kind: 'edge', id: edge.id }} onSelect={onSelect} />,
    );
    expect(container.textContent).toContain(`Guard ${edge.guard}: ${edge.guardDescription}`);
    fireEvent.click(screen.getByRole('button', { name: edge.target }));
    expect(onSelect).toHaveBeenCalledWith({ kind: 'state', id: edge.target });
  });
});
