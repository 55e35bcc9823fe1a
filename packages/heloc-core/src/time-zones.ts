/**
 * The property's time zone, one rule for the whole product: the notary's hours, the funding
 * date's start and the documents' dates are all read in the zone where the home is. The server
 * records the zone of the property's ZIP when the property is given (apps/api gazetteer.ts;
 * decision 094): El Paso, TX keeps Mountain Time, Pensacola, FL Central. A property without one (its
 * ZIP unknown, or recorded before) takes its state's zone from the table below — the zone of the
 * state's most populous part — and every time shown names its zone, so a difference is visible.
 */
import type { IsoDate } from './closing/funding.js';

const STATE_TIME_ZONES: Readonly<Record<string, string>> = {
  AL: 'America/Chicago',
  AK: 'America/Anchorage',
  AZ: 'America/Phoenix',
  AR: 'America/Chicago',
  CA: 'America/Los_Angeles',
  CO: 'America/Denver',
  CT: 'America/New_York',
  DE: 'America/New_York',
  DC: 'America/New_York',
  FL: 'America/New_York',
  GA: 'America/New_York',
  HI: 'Pacific/Honolulu',
  ID: 'America/Boise',
  IL: 'America/Chicago',
  IN: 'America/Indiana/Indianapolis',
  IA: 'America/Chicago',
  KS: 'America/Chicago',
  KY: 'America/New_York',
  LA: 'America/Chicago',
  ME: 'America/New_York',
  MD: 'America/New_York',
  MA: 'America/New_York',
  MI: 'America/Detroit',
  MN: 'America/Chicago',
  MS: 'America/Chicago',
  MO: 'America/Chicago',
  MT: 'America/Denver',
  NE: 'America/Chicago',
  NV: 'America/Los_Angeles',
  NH: 'America/New_York',
  NJ: 'America/New_York',
  NM: 'America/Denver',
  NY: 'America/New_York',
  NC: 'America/New_York',
  ND: 'America/Chicago',
  OH: 'America/New_York',
  OK: 'America/Chicago',
  OR: 'America/Los_Angeles',
  PA: 'America/New_York',
  RI: 'America/New_York',
  SC: 'America/New_York',
  SD: 'America/Chicago',
  TN: 'America/Chicago',
  TX: 'America/Chicago',
  UT: 'America/Denver',
  VT: 'America/New_York',
  VA: 'America/New_York',
  WA: 'America/Los_Angeles',
  WV: 'America/New_York',
  WI: 'America/Chicago',
  WY: 'America/Denver',
};
/** Where a property's state is unknown: US Eastern. */
const DEFAULT_TIME_ZONE = 'America/New_York';
/** The property's time zone (an own-key lookup: a state named like an Object.prototype member is unknown). */
export const timeZoneForState = (state: string | null | undefined): string => {
  const key = (state ?? '').toUpperCase();
  return Object.hasOwn(STATE_TIME_ZONES, key) ? (STATE_TIME_ZONES[key] as string) : DEFAULT_TIME_ZONE;
};

/** A property's place as the server records it: its state, and the zone of its ZIP where known. */
export interface PropertyZoneFacts {
  readonly state?: string | null;
  readonly timeZone?: string | null;
}

/**
 * Whether `zone` names an IANA time zone this runtime knows ("America/Denver"). Remembered per
 * zone: building an Intl formatter costs a millisecond or more, and every render of the timeline
 * asks (a zone the runtime knows stays known).
 */
const knownZones = new Map<string, boolean>();
const knownZone = (zone: string): boolean => {
  let known = knownZones.get(zone);
  if (known === undefined) {
    try {
      new Intl.DateTimeFormat('en-US', { timeZone: zone });
      known = true;
    } catch {
      known = false;
    }
    knownZones.set(zone, known);
  }
  return known;
};

/**
 * The property's time zone: the zone recorded for its ZIP, else its state's (decision 094). Every
 * reader of a property's time goes through here, so the notary's hours, the deed's dates and the
 * timeline agree.
 */
export const propertyTimeZone = (property: PropertyZoneFacts | null | undefined): string => {
  const zone = property?.timeZone?.trim();
  return zone && zone.includes('/') && knownZone(zone) ? zone : timeZoneForState(property?.state);
};

/** The calendar date of an instant where the property is. */
const dateFormats = new Map<string, Intl.DateTimeFormat>();
export function dateInZone(instant: string, timeZone: string): IsoDate {
  let format = dateFormats.get(timeZone);
  if (!format) {
    // One formatter per zone: building one costs more than formatting with it.
    format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    dateFormats.set(timeZone, format);
  }
  const parts = format.formatToParts(new Date(instant));
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${get('year')}-${get('month')}-${get('day')}`;
}
