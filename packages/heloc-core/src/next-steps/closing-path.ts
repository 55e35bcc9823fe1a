/**
 * How the closing will happen, known from the property's state before the borrower picks an offer
 * (issue 28, item 3; decision 089): fully online (the documents e-signed and the deed notarised by
 * remote online notarisation, RON), hybrid (online, but a licensed attorney reviews the closing
 * before the notary) or in person. ONE table for the product: the offers screen says it up front,
 * the notary screens (`notaryIntroView`, `ronAvailable` in closing/notary.ts) and the server's
 * eNotary step read the same rows, so what the borrower is told at the offers is what happens.
 *
 * SANDBOX DATA, not legal advice: RON availability changes with state law and the provider's
 * commissions; a production deployment takes these rows from its closing counsel and RON provider.
 * The sandbox has no county, so no row is keyed by county; a county row would go here beside its
 * state's.
 */

/**
 * Attorney-closing states: a licensed attorney must review (and in some, conduct) the closing, so
 * the deed goes to attorney review before any notary appointment. The sandbox pipeline's
 * ATTORNEY_REVIEW branch reads this list (apps/api scenarios.ts).
 */
export const ATTORNEY_STATES = ['GA', 'SC', 'MA', 'CT', 'DE', 'WV'] as const;

/**
 * States where the deed is signed in person — remote online notarisation is not offered — and why.
 * Texas: a home-equity line may be closed only at the office of the lender, an attorney or a title
 * company (Tex. Const. art. XVI §50(a)(6)(N), which §50(t) applies to lines of credit).
 */
export const IN_PERSON_ONLY_STATES: Readonly<Record<string, string>> = {
  TX: 'Texas law requires a home-equity line to be closed at the office of the lender, an attorney or a title company (Tex. Const. art. XVI §50(a)(6)(N)).',
  SC: 'South Carolina deeds are closed by an attorney in person in the sandbox.',
  MS: 'The sandbox eNotary provider holds no Mississippi commission.',
  NH: 'The sandbox eNotary provider holds no New Hampshire commission.',
};

const upper = (state: string | null | undefined) => (state ?? '').trim().toUpperCase();

export const isAttorneyState = (state: string | null | undefined): boolean =>
  (ATTORNEY_STATES as readonly string[]).includes(upper(state));

export type ClosingPathKind = 'online' | 'hybrid' | 'inPerson';

export interface ClosingPath {
  readonly kind: ClosingPathKind;
  /** "Fully online", "Online, with an attorney's review", "In person". */
  readonly title: string;
  /** Where and how the deed is signed. */
  readonly how: string;
  /** Why this state closes this way. */
  readonly why: string;
  /** Whether the deed may be notarised by remote online notarisation. */
  readonly ron: boolean;
  /** Whether an attorney reviews the closing before the notary (the ATTORNEY_REVIEW step). */
  readonly attorneyReview: boolean;
  /** Where an in-person signing happens: the borrower's home (a travelling notary) or an office. */
  readonly inPersonAt: 'home' | 'office';
}

const TITLES: Readonly<Record<ClosingPathKind, string>> = {
  online: 'Fully online',
  hybrid: 'Online, after an attorney’s review',
  inPerson: 'In person',
};

/** The closing path of a property in `state` (a two-letter code; unknown or missing: the default, online). */
export function closingPath(state: string | null | undefined): ClosingPath {
  const key = upper(state);
  const attorneyReview = isAttorneyState(key);
  if (Object.hasOwn(IN_PERSON_ONLY_STATES, key)) {
    const office = key === 'TX';
    return {
      kind: 'inPerson',
      title: TITLES.inPerson,
      how: office
        ? 'You sign your documents online, then sign the deed in person at a title company’s office with a notary.'
        : 'You sign your documents online, then a notary comes to you to witness your signature on the deed.',
      why: IN_PERSON_ONLY_STATES[key] as string,
      ron: false,
      attorneyReview,
      inPersonAt: office ? 'office' : 'home',
    };
  }
  if (attorneyReview)
    return {
      kind: 'hybrid',
      title: TITLES.hybrid,
      how: 'You sign your documents online; a licensed attorney reviews the closing, then you sign the deed with an eNotary over video or with a notary in person.',
      why: 'Your state requires a licensed attorney to review the closing of a loan secured by a home.',
      ron: true,
      attorneyReview,
      inPersonAt: 'home',
    };
  return {
    kind: 'online',
    title: TITLES.online,
    how: 'You sign your documents online and sign the deed with an eNotary over video, from home. An in-person notary is available if you prefer.',
    why: 'Your state allows remote online notarization of a deed.',
    ron: true,
    attorneyReview,
    inPersonAt: 'home',
  };
}

/** Whether remote online notarisation may notarise a deed for a property in `state` (the table's `ron`). */
export const ronAvailable = (state: string | null | undefined): boolean => closingPath(state).ron;

/**
 * Whether the deed is notarised in person: the borrower chose it (`manualNotary`), or the property's
 * state allows no remote notarisation (this table). The progress stepper's last step says so from
 * the offers on, rather than "Talk to eNotary" in a state where eNotary is refused.
 */
export const notaryInPerson = (manualNotary: boolean | null | undefined, state: string | null | undefined): boolean =>
  manualNotary === true || !ronAvailable(state);
