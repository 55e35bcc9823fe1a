/**
 * Where the county matters (issue 28, item 3; decision 094). The server records the county and time
 * zone of the property's ZIP (apps/api gazetteer.ts); these rules say what that changes for the
 * borrower: who records the deed, and — where the home keeps another time than most of its state —
 * that the notary's hours are in the home's own zone.
 */
import { propertyTimeZone, timeZoneForState } from '../time-zones.js';

/** A property's place, as the server records it. */
export interface PropertyPlaceFacts {
  readonly state?: string | null;
  readonly county?: string | null;
  readonly timeZone?: string | null;
}

/** States whose land records are kept by each town or city clerk, not by a county (Conn. Gen. Stat. §7-24; R.I. Gen. Laws §34-13-1; 24 V.S.A. §1154). */
const TOWN_RECORDING_STATES: ReadonlySet<string> = new Set(['CT', 'RI', 'VT']);

const stateOf = (place: PropertyPlaceFacts | null | undefined) => (place?.state ?? '').trim().toUpperCase();

/**
 * The county as its people name it, from the gazetteer's name: "El Paso County", "Orleans Parish",
 * "City of Richmond" (Virginia's and Maryland's independent cities), "Fairbanks North Star Borough";
 * null where unknown.
 */
export function countyLabel(place: PropertyPlaceFacts | null | undefined): string | null {
  const county = (place?.county ?? '').trim();
  if (!county) return null;
  const state = stateOf(place);
  if (/^city of /i.test(county)) return county;
  const city = /^(.*?)\s*\(city\)$/i.exec(county);
  if (city) return `City of ${city[1]}`;
  if (state === 'LA') return /\bparish$/i.test(county) ? county : `${county} Parish`;
  if (state === 'AK') {
    const area = /^(.*?)\s*\(CA\)$/.exec(county);
    if (area) return `${area[1]} Census Area`;
    return /\b(borough|municipality|census area)$/i.test(county) ? county : `${county} Borough`;
  }
  if (state === 'DC') return county;
  return /\bcounty$/i.test(county) ? county : `${county} County`;
}

/**
 * Who records the deed of trust, named as the borrower would look it up: "El Paso County",
 * "Orleans Parish", "City of Richmond", "Your town clerk" (Connecticut, Rhode Island, Vermont),
 * "The Alaska Recorder’s Office" (recording districts of the state's Department of Natural
 * Resources), "The DC Recorder of Deeds"; "The county" where the county is unknown.
 */
export function deedRecorder(place: PropertyPlaceFacts | null | undefined): string {
  const state = stateOf(place);
  if (TOWN_RECORDING_STATES.has(state)) return 'Your town clerk';
  if (state === 'AK') return 'The Alaska Recorder’s Office';
  if (state === 'DC') return 'The DC Recorder of Deeds';
  return countyLabel(place) ?? 'The county';
}

const zoneNames = new Map<string, string>();
/** "Mountain Time" for America/Denver: the zone's generic name, as times on screen name it (remembered per zone). */
export function zoneName(timeZone: string): string {
  let name = zoneNames.get(timeZone);
  if (name === undefined) {
    const part = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longGeneric' })
      .formatToParts(0)
      .find((p) => p.type === 'timeZoneName');
    name = part?.value ?? timeZone;
    zoneNames.set(timeZone, name);
  }
  return name;
}

/**
 * The offers screen's note where the county matters: a home that keeps another time than most of
 * its state (El Paso and Hudspeth counties in Texas, Florida's western panhandle, north Idaho …)
 * is told that the notary's hours are in its own zone. Null where nothing differs.
 */
export function closingPlaceNote(place: PropertyPlaceFacts | null | undefined): string | null {
  const zone = propertyTimeZone(place);
  const usual = timeZoneForState(place?.state);
  const county = countyLabel(place);
  if (!county || zoneName(zone) === zoneName(usual)) return null;
  return `Your home in ${county} keeps ${zoneName(zone)}, not the ${zoneName(usual)} of most of the state: notary hours and appointment times are in ${zoneName(zone)}.`;
}
