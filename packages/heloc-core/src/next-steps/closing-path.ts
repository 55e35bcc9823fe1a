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
 * County (decision 094): the server records the property's county and time zone from its ZIP. No
 * state in the sandbox closes differently county by county, so no row here is keyed by one; where
 * the county matters it is read beside this table — the office a Texas deed is signed at
 * (`closingOffices`), the zone the notary's hours are in (`propertyTimeZone`), the recorder who
 * records the deed (`deedRecorder`), and the offers screen's note (`closingPlaceNote`).
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
  /**
   * Whether each additional signer (a co-owner who signs the deed of trust) books a notary visit of
   * their own (heloc-signer/notary; decision 089, amendment 4): where the deed is signed in person or
   * after an attorney's review. On the fully online path a co-signer's signature is taken as it is
   * today, e-signed in the signer's area, and there is nothing for them to book.
   */
  readonly signerVisit: boolean;
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
      signerVisit: true,
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
      signerVisit: true,
    };
  return {
    kind: 'online',
    title: TITLES.online,
    how: 'You sign your documents online and sign the deed with an eNotary over video, from home. An in-person notary is available if you prefer.',
    why: 'Your state allows remote online notarization of a deed.',
    ron: true,
    attorneyReview,
    inPersonAt: 'home',
    signerVisit: false,
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

/* ---------- where an office-only state's deed is signed ---------- */

/** An office where the deed of an office-only state is signed (Texas: a lender's, an attorney's or a title company's). */
export interface ClosingOffice {
  readonly id: string;
  readonly name: string;
  readonly kind: 'title company' | 'attorney' | 'lender';
  readonly street1: string;
  readonly city: string;
  /** The county the office is in, as the ZIP gazetteer names it (decision 094). */
  readonly county: string;
  readonly state: string;
  readonly zip: string;
}

/**
 * SANDBOX DATA: the closing offices the sandbox books in office-only states — stand-ins named as
 * such, not real firms. A deployment lists the lender's own branches and its title agents' offices
 * (Tex. Const. art. XVI §50(a)(6)(N): the office of the lender, an attorney or a title company).
 */
export const SANDBOX_CLOSING_OFFICES: readonly ClosingOffice[] = [
  {
    id: 'tx-austin-title',
    name: 'Capitol Title Company (sandbox)',
    kind: 'title company',
    street1: '100 Congress Avenue, Suite 400',
    city: 'Austin',
    county: 'Travis',
    state: 'TX',
    zip: '78701',
  },
  {
    id: 'tx-san-antonio-attorney',
    name: 'Alamo Closing Attorneys (sandbox)',
    kind: 'attorney',
    street1: '300 Convent Street, Suite 1500',
    city: 'San Antonio',
    county: 'Bexar',
    state: 'TX',
    zip: '78205',
  },
  {
    id: 'tx-houston-title',
    name: 'Bayou Title Company (sandbox)',
    kind: 'title company',
    street1: '700 Louisiana Street, Suite 1200',
    city: 'Houston',
    county: 'Harris',
    state: 'TX',
    zip: '77002',
  },
  {
    id: 'tx-dallas-title',
    name: 'Trinity Title Company (sandbox)',
    kind: 'title company',
    street1: '1700 Pacific Avenue, Suite 900',
    city: 'Dallas',
    county: 'Dallas',
    state: 'TX',
    zip: '75201',
  },
  {
    id: 'tx-el-paso-lender',
    name: 'Homestead Lending, El Paso branch (sandbox)',
    kind: 'lender',
    street1: '201 East Main Drive, Suite 300',
    city: 'El Paso',
    county: 'El Paso',
    state: 'TX',
    zip: '79901',
  },
];

/**
 * The offices a property's deed can be signed at: those in the property's city first, then the
 * others in its county (the server records the county from the ZIP, decision 094: a home in
 * Pflugerville, 78660, is in Travis County with Austin's office; one in Katy, 77449, in Harris with
 * Houston's), then the rest of the state's by city. The sandbox knows no distances; a deployment
 * orders them by travel time from the property. Empty where the deed is not signed at an office (a
 * notary comes to the borrower instead).
 */
export function closingOffices(
  state: string | null | undefined,
  city: string | null | undefined,
  county?: string | null,
): ClosingOffice[] {
  if (closingPath(state).inPersonAt !== 'office') return [];
  const key = upper(state);
  const same = (a: string, b: string | null | undefined) => a.toLowerCase() === (b ?? '').trim().toLowerCase();
  const away = (o: ClosingOffice) => (same(o.city, city) ? 0 : same(o.county, county) ? 1 : 2);
  return SANDBOX_CLOSING_OFFICES.filter((o) => o.state === key).sort(
    (a, b) => away(a) - away(b) || a.city.localeCompare(b.city) || a.id.localeCompare(b.id),
  );
}

/** The address the notary step is booked at for an office: its street, its name as the second line. */
export const officeSigningAddress = (o: ClosingOffice) => ({
  street1: o.street1,
  street2: o.name,
  city: o.city,
  state: o.state,
  zip: o.zip,
});

/** Said when an office-only state's booking names no office (or names the property itself). */
export const OFFICE_ONLY_MESSAGE =
  'In Texas the deed is signed at the office of a lender, an attorney or a title company: choose an office.';

const sameStreet = (a: string | null | undefined, b: string | null | undefined) =>
  (a ?? '').toLowerCase().replace(/[^a-z0-9]/g, '') === (b ?? '').toLowerCase().replace(/[^a-z0-9]/g, '');

/**
 * What is wrong with where a deed is to be signed, or null. In an office-only state (Texas) it must
 * be an office — a signing address is required and may not be the property itself (Tex. Const.
 * art. XVI §50(a)(6)(N)); elsewhere the property or any address will do.
 */
export function signingPlaceProblem(
  property:
    | { readonly state?: string | null; readonly street1?: string | null; readonly zip?: string | null }
    | null
    | undefined,
  signingAddress: { readonly street1?: string | null; readonly zip?: string | null } | null | undefined,
): string | null {
  if (closingPath(property?.state).inPersonAt !== 'office') return null;
  if (!signingAddress) return OFFICE_ONLY_MESSAGE;
  const atProperty =
    sameStreet(signingAddress.street1, property?.street1) &&
    (signingAddress.zip ?? '').slice(0, 5) === (property?.zip ?? '').slice(0, 5);
  return atProperty ? OFFICE_ONLY_MESSAGE : null;
}
