import { screen, within } from '@testing-library/react';
import { FALLBACK_MACHINE_STATES } from '@heloc/core';
import {
  EVENT_WORDS,
  fallbackMachineGraph,
  fallbackPhasedGraph,
  groupByPhase,
  JOURNEY_PHASES,
  PHASE_WORDS,
  phaseNodeId,
  STATE_WORDS,
} from '@heloc/core/explorer';
import { describe, expect, it } from 'vitest';
import { renderUi } from '../test/render';
import { MapDetails } from './map-details';

const graph = fallbackPhasedGraph(fallbackMachineGraph());
const collapsed = groupByPhase(graph, new Set());

describe('MapDetails: plain words from the core, code names beside them', () => {
  it('every phase lists each of its states by plain name with its code name, and every state is in one', () => {
    const listed: string[] = [];
    for (const phase of JOURNEY_PHASES) {
      const { unmount } = renderUi(
        <MapDetails
          map={collapsed}
          graph={graph}
          selection={{ kind: 'node', id: phaseNodeId(phase) }}
          onSelect={() => {}}
        />,
      );
      expect(screen.getByRole('heading', { name: `Phase: ${PHASE_WORDS[phase].name}` })).toBeVisible();
      const list = screen.getByRole('list', { name: `States in ${PHASE_WORDS[phase].name}` });
      for (const item of within(list).getAllByRole('listitem')) {
        const code = item.querySelector('code')?.textContent ?? '';
        expect(item).toHaveTextContent(STATE_WORDS[code as keyof typeof STATE_WORDS].name);
        listed.push(code);
      }
      unmount();
    }
    expect(listed.sort()).toEqual([...FALLBACK_MACHINE_STATES].sort());
  });

  it('a merged arrow names each transition in words, with its event and guard', () => {
    const edge = collapsed.edges.find((e) => e.source === 'phase:verification' && e.target === 'phase:closing');
    if (!edge) throw new Error('no verification → closing arrow');
    renderUi(
      <MapDetails map={collapsed} graph={graph} selection={{ kind: 'edge', id: edge.id }} onSelect={() => {}} />,
    );
    expect(screen.getByRole('heading', { name: edge.name })).toBeVisible();
    expect(screen.getByText(/on the happy path/)).toBeVisible();
    for (const item of screen.getAllByRole('listitem')) {
      const code = item.querySelector('code')?.textContent ?? '';
      const event = code.split(' ')[0] as keyof typeof EVENT_WORDS;
      expect(item).toHaveTextContent(EVENT_WORDS[event]);
    }
  });

  it('"from any step" lists the declines and re-choosing the offer once', () => {
    renderUi(
      <MapDetails map={collapsed} graph={graph} selection={{ kind: 'node', id: 'from-any' }} onSelect={() => {}} />,
    );
    expect(screen.getByRole('heading', { name: 'From any step' })).toBeVisible();
    expect(screen.getByText('Declined')).toBeVisible();
    expect(screen.getByText('Offer must be chosen again')).toBeVisible();
  });
});
