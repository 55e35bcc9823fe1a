/**
 * TEST ONLY: a crash on purpose in the middle of a pipeline transition (issue 23, item 3), so a
 * test can show that a kill -9 there leaves no half-done transition. FAULT_CRASH_AFTER (env.ts)
 * names the point; main.ts sets it once at start. Unset — always, outside the fault tests — this
 * does nothing. Only transitions that open conditions have the points, so a test can drive
 * applications up to one without tripping it.
 */
export type FaultPoint = 'state-saved' | 'condition-opened';

let armed: FaultPoint | undefined;

export function setFaultPoint(point: FaultPoint | undefined): void {
  armed = point;
}

/** Kills this process at once (SIGKILL: no handler, no flush) when `point` is the armed one. */
export function faultPoint(point: FaultPoint): void {
  if (armed !== point) return;
  console.error(`FAULT_CRASH_AFTER=${point}: killing the process (test-only fault injection)`);
  process.kill(process.pid, 'SIGKILL');
}
