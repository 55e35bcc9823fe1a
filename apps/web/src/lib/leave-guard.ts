/**
 * One hook for "the borrower is about to leave": the shell's sign-out asks it before going, and the
 * application's page (features/journey/use-leave-survey) answers — it may hold the leave to ask the
 * leave-survey, then lets it go on. Here because the shell and the journey are separate features.
 */
import type { LeaveIntent } from '@heloc/core';

type Guard = (intent: LeaveIntent, proceed: () => void) => boolean;
let guard: Guard | null = null;

export const leaveGuard = {
  /** Installs the guard; returns its removal. */
  set(next: Guard) {
    guard = next;
    return () => {
      if (guard === next) guard = null;
    };
  },
  /** Leaves now, unless the guard takes the leave over (it calls `proceed` when done). */
  leave(intent: LeaveIntent, proceed: () => void) {
    if (!guard?.(intent, proceed)) proceed();
  },
};
