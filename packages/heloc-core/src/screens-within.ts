/**
 * Screens a borrower opens from the screen the journey decided, to do that screen's work: while
 * the application is at income verification the root shows income/review, and the borrower goes
 * from there to a provider link or an upload. The root leaves a borrower on such a screen instead
 * of pulling them back to the decided one (they return when the state moves on).
 */
import type { AppScreenPattern, FallbackOnlyPath } from './routes.js';

type Pattern = AppScreenPattern | FallbackOnlyPath;

export const SCREENS_WITHIN: Readonly<Partial<Record<Pattern, readonly Pattern[]>>> = {
  'income/review': ['income/link/:type', 'income/upload/:type', 'income/upload/MANUAL_PAYSTUB', 'income/pointserv-callback'],
  // The fallback machine's paystub screen: the borrower may go back to the ways of verifying.
  'income/upload/MANUAL_PAYSTUB': ['income/review', 'income/upload/:type'],
};

const matches = (pattern: string, screen: string) => {
  const p = pattern.split('/');
  const s = screen.split('/');
  return p.length === s.length && p.every((seg, i) => (seg === ':type' ? (s[i] ?? '') !== '' : seg === s[i]));
};

/** Is `current` (a screen path relative to the application) one the borrower may be on while `decided` is the journey's screen? */
export function isScreenWithin(decided: string, current: string | null | undefined): boolean {
  if (!current) return false;
  const within = SCREENS_WITHIN[decided as Pattern] ?? [];
  return within.some((pattern) => matches(pattern, current));
}
