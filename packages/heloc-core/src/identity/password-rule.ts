/**
 * The password-strength rule, shared by the server (authoritative) and the browser (helpful early
 * answer). The estimator itself (zxcvbn) lives in each app: the core stays dependency-free and only
 * decides what a score means and what the person is told.
 */

/** zxcvbn scores 0–4; 3 is "safely unguessable: moderate protection from offline slow-hash attacks". */
const PASSWORD_MIN_SCORE = 3;

export const PASSWORD_TOO_EASY =
  'This password is too easy to guess. Add words or characters that are not common or about you.';
export const PASSWORD_ALL_WHITESPACE = 'A password cannot be only spaces.';

/** What an estimator tells us about one password. */
interface PasswordEstimate {
  readonly score: number;
  readonly warning?: string | null;
  readonly suggestions?: readonly string[];
}

/**
 * The message to show for a password, or null when it is strong enough. `estimate` is only called
 * when the cheap checks pass, so a caller can load its estimator lazily.
 */
export function passwordStrengthProblem(
  password: string,
  estimate: (password: string) => PasswordEstimate,
): string | null {
  if (password.trim() === '') return PASSWORD_ALL_WHITESPACE;
  const result = estimate(password);
  if (result.score >= PASSWORD_MIN_SCORE) return null;
  const hint = result.warning || result.suggestions?.[0];
  return hint ? `${PASSWORD_TOO_EASY} ${hint}` : PASSWORD_TOO_EASY;
}

/** The words about the person a password must not lean on: the email, its local part, names. */
export function passwordUserInputs(email: string | undefined, names: readonly (string | undefined)[] = []): string[] {
  const out = new Set<string>();
  const e = (email ?? '').trim().toLowerCase();
  if (e) {
    out.add(e);
    const local = e.split('@')[0] ?? '';
    if (local) {
      out.add(local);
      for (const part of local.split(/[._+-]+/)) if (part.length >= 3) out.add(part);
    }
  }
  for (const n of names) if (n && n.trim()) out.add(n.trim().toLowerCase());
  return [...out];
}
