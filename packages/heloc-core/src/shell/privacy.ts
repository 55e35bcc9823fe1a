/**
 * Privacy choices (shared-surfaces §2: the footer's 'Your privacy options'). The spec names the
 * control, not its behaviour; decision 009 records the design: the button shows unless the
 * organisation turns the hide-privacy-options control on, and a borrower's opt-out — or the
 * browser's Global Privacy Control signal — stops analytics events and the session-replay link.
 */
export function showPrivacyOptions(
  flags: Readonly<Record<string, { readonly flagEnabled?: boolean } | undefined>>,
): boolean {
  return flags['hide-privacy-options']?.flagEnabled !== true;
}

interface PrivacyInput {
  /** What the borrower chose in 'Your privacy options' (null: never chose). */
  readonly optedOut: boolean | null;
  /** navigator.globalPrivacyControl, when the browser sends it. */
  readonly globalPrivacyControl: boolean;
}

/** Whether analytics events and the session-replay link may be sent. */
export function analyticsAllowed(input: PrivacyInput): boolean {
  if (input.globalPrivacyControl) return false;
  return input.optedOut !== true;
}
