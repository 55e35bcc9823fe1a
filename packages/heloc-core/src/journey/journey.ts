/**
 * The one decision the app's router follows: which screen, and why. Combines the server-state
 * table (applicant-journey §4.1) with the fallback machine (§4.2), returning warnings and errors
 * as values for the caller to log.
 */
import type { Heloc } from '../entities.js';
import { screenForMachineState } from './machine-screen.js';
import type { AppScreenPath } from './routes.js';
import { resolveServerState } from './screen-map.js';
import { serverStateKind } from './server-states.js';

export interface JourneyDecision {
  /** Relative to the application, or '/' for the site root. */
  readonly path: AppScreenPath | '/';
  readonly source: 'server' | 'machine';
  /** In words: the rule and the condition that applied. */
  readonly reason: string;
  readonly state: string;
  readonly machineState?: string;
  readonly from?: AppScreenPath;
  readonly uwDecision?: string | null;
  readonly warning?: string;
  readonly error?: string;
}

export function decideScreen(input: { state: string; heloc?: Heloc; machineState: string }): JourneyDecision {
  // A declined decision while the server is still at work (§4.1: it triggers routing) leads to the
  // decline notice, never to the wait's own screen (GEN_NOTE_SIGNING → review-app/signdocs).
  const declinedWhilePending =
    input.heloc?.status?.uwDecision === 'DECLINE' && serverStateKind(input.state) === 'pending';
  const resolution = resolveServerState(declinedWhilePending ? 'DECLINED' : input.state, input.heloc);
  if (resolution.kind === 'screen') {
    const t = resolution.target;
    return {
      path: t.path,
      source: 'server',
      reason: `${declinedWhilePending ? `a declined decision while ${input.state} is pending: ` : ''}server state ${t.state} → rule "${t.rule}" (${t.when})`,
      state: input.state,
      ...(t.from ? { from: t.from } : {}),
      ...(t.uwDecision !== undefined ? { uwDecision: t.uwDecision } : {}),
    };
  }
  const machine = screenForMachineState(input.machineState, input.heloc);
  return {
    path: machine.path,
    source: 'machine',
    reason: `server state ${input.state} has no row; fallback machine state ${input.machineState} (${machine.when})`,
    state: input.state,
    machineState: input.machineState,
    warning: resolution.warning,
    ...('error' in machine ? { error: machine.error } : {}),
  };
}
