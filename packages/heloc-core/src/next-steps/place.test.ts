import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { propertyTimeZone, timeZoneForState } from '../time-zones.js';
import { closingPlaceNote, countyLabel, deedRecorder, zoneName } from './place.js';

describe('the county of a property (decision 094)', () => {
  it('names the county as its people do, from the gazetteer’s name', () => {
    expect(countyLabel({ state: 'TX', county: 'El Paso' })).toBe('El Paso County');
    expect(countyLabel({ state: 'LA', county: 'Orleans' })).toBe('Orleans Parish');
    expect(countyLabel({ state: 'LA', county: 'East Baton Rouge Parish' })).toBe('East Baton Rouge Parish');
    expect(countyLabel({ state: 'VA', county: 'City of Richmond' })).toBe('City of Richmond');
    expect(countyLabel({ state: 'MD', county: 'Baltimore (city)' })).toBe('City of Baltimore');
    expect(countyLabel({ state: 'AK', county: 'Fairbanks North Star' })).toBe('Fairbanks North Star Borough');
    expect(countyLabel({ state: 'AK', county: 'Aleutians West (CA)' })).toBe('Aleutians West Census Area');
    expect(countyLabel({ state: 'AK', county: 'Anchorage Municipality' })).toBe('Anchorage Municipality');
    expect(countyLabel({ state: 'CA', county: '  ' })).toBeNull();
    expect(countyLabel(null)).toBeNull();
  });

  it('says who records the deed: the county’s recorder, the town clerk where towns keep land records', () => {
    expect(deedRecorder({ state: 'TX', county: 'Travis' })).toBe('Travis County');
    expect(deedRecorder({ state: 'ct', county: 'Capitol Region' })).toBe('Your town clerk');
    expect(deedRecorder({ state: 'VT', county: 'Chittenden' })).toBe('Your town clerk');
    expect(deedRecorder({ state: 'AK', county: 'Anchorage Municipality' })).toBe('The Alaska Recorder’s Office');
    expect(deedRecorder({ state: 'DC', county: 'District of Columbia' })).toBe('The DC Recorder of Deeds');
    expect(deedRecorder({ state: 'CA' })).toBe('The county');
    expect(deedRecorder(undefined)).toBe('The county');
  });

  it('reads a property’s time in its ZIP’s zone where recorded, else its state’s', () => {
    expect(propertyTimeZone({ state: 'TX', timeZone: 'America/Denver' })).toBe('America/Denver');
    expect(propertyTimeZone({ state: 'TX', timeZone: null })).toBe('America/Chicago');
    expect(propertyTimeZone({ state: 'TX', timeZone: 'Mars/Olympus_Mons' })).toBe('America/Chicago');
    expect(propertyTimeZone({ state: 'TX', timeZone: 'UTC' })).toBe('America/Chicago');
    expect(propertyTimeZone(null)).toBe(timeZoneForState(null));
    fc.assert(
      fc.property(fc.string(), fc.option(fc.string()), (state, timeZone) => {
        // Whatever the record holds, the answer is a zone the runtime can format in.
        const zone = propertyTimeZone({ state, timeZone });
        expect(() => new Intl.DateTimeFormat('en-US', { timeZone: zone })).not.toThrow();
      }),
    );
  });

  it('tells the offers screen where a home keeps another time than most of its state, and nothing elsewhere', () => {
    expect(zoneName('America/Denver')).toBe('Mountain Time');
    expect(closingPlaceNote({ state: 'TX', county: 'El Paso', timeZone: 'America/Denver' })).toBe(
      'Your home in El Paso County keeps Mountain Time, not the Central Time of most of the state: notary hours and appointment times are in Mountain Time.',
    );
    expect(closingPlaceNote({ state: 'FL', county: 'Escambia', timeZone: 'America/Chicago' })).toContain(
      'Escambia County keeps Central Time, not the Eastern Time',
    );
    expect(closingPlaceNote({ state: 'TX', county: 'Travis', timeZone: 'America/Chicago' })).toBeNull();
    // Louisville keeps its own IANA zone, but Eastern Time like the rest of its state's table.
    expect(closingPlaceNote({ state: 'KY', county: 'Jefferson', timeZone: 'America/Kentucky/Louisville' })).toBeNull();
    expect(closingPlaceNote({ state: 'TX', county: null, timeZone: 'America/Denver' })).toBeNull();
    expect(closingPlaceNote(null)).toBeNull();
  });
});
