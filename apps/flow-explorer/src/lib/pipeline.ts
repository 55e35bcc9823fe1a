/**
 * The sandbox server's lifecycle machine, as the server exports it (a file snapshot refreshed by
 * `pnpm --filter @heloc/api presets`: the explorer cannot import server code), and each scenario's
 * path through it and through the journey map, decided by the core's own screen table.
 */
import { screenForServerState, type FallbackMachineState, type Heloc } from '@heloc/core';
import { placeOfScreen, type LifecycleGraphData } from '@heloc/core/explorer';
import file from '../presets/lifecycle-graph.json';
import { PRESETS, type Preset } from './presets';

export const LIFECYCLE: LifecycleGraphData = file as LifecycleGraphData;

/** The walk of the "Funded" scenario: the server's happy path. */
export const HAPPY_SERVER_PATH: readonly string[] = PRESETS.find((p) => p.id === 'complete')?.path ?? [];

export interface ScenarioPath {
  /** Server states, in order. */
  readonly server: readonly string[];
  /** The screens the core picks along it (waiting states show none of their own). */
  readonly screens: readonly string[];
  /** The journey-map states showing those screens. */
  readonly states: readonly FallbackMachineState[];
}

export function scenarioPath(preset: Preset): ScenarioPath {
  const heloc = preset.facts.heloc as Heloc;
  const screens: string[] = [];
  for (const state of preset.path) {
    // The sandbox's first state has no row on purpose: the fallback machine starts on start/profile.
    const screen =
      state === preset.path[0]
        ? 'start/profile'
        : screenForServerState(state, state === preset.state ? heloc : undefined)?.path;
    if (screen && screen !== '/' && screens.at(-1) !== screen) screens.push(screen);
  }
  const states = [...new Set(screens.flatMap((s) => placeOfScreen(s)?.states ?? []))];
  return { server: preset.path, screens, states };
}
