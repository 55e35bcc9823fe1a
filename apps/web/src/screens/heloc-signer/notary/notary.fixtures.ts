/** The signer's notary read for the stories and the test: the core's rules on a fixed day (Monday of Thanksgiving week 2026). */
import { closingOffices, notaryDateRange, slotsNear, type SignerNotaryResponse } from '@heloc/core';
import { US_FEDERAL_CALENDAR } from '@heloc/core/calendar';

export const NOTARY_NOW = '2026-11-23T18:00:00Z';

/** What the server answers for a home in `city`, `state` (Texas: offices only; elsewhere the home). */
export const signerNotaryAt = (state: string, city: string, zone: string): SignerNotaryResponse => ({
  zone,
  propertyAddress: `8 Codeed Lane, ${city}, ${state} 78701`,
  inPersonAt: state === 'TX' ? 'office' : 'home',
  offices: closingOffices(state, city),
  booking: null,
  problem: null,
  range: notaryDateRange('2026-11-23', US_FEDERAL_CALENDAR),
  days: slotsNear('', zone, NOTARY_NOW, US_FEDERAL_CALENDAR),
});
