/**
 * The same password rule as the server (the core's), answered in the browser before the request so
 * the person sees a helpful field error at once. The estimator is loaded lazily; if it cannot be
 * loaded the server still checks (it is authoritative).
 */
import { passwordStrengthProblem, passwordUserInputs } from '@heloc/core';

export async function passwordProblem(password: string, email?: string, names: readonly (string | undefined)[] = []): Promise<string | null> {
  if (password.trim() === '') return passwordStrengthProblem(password, () => ({ score: 0 }));
  try {
    const { estimate } = await import('./password-estimator');
    return passwordStrengthProblem(password, (p) => estimate(p, passwordUserInputs(email, names)));
  } catch {
    return null;
  }
}

/** A server 400 about the password (`password: …`) as a field message, or null for anything else. */
export function passwordFieldError(message: string): string | null {
  return message.startsWith('password: ') ? message.slice('password: '.length) : null;
}
