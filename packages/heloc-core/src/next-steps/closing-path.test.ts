import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { US_STATES } from '../forms.js';
import { notaryIntroView } from '../closing/notary.js';
import {
  ATTORNEY_STATES,
  closingOffices,
  closingPath,
  IN_PERSON_ONLY_STATES,
  notaryInPerson,
  OFFICE_ONLY_MESSAGE,
  officeSigningAddress,
  ronAvailable,
  SANDBOX_CLOSING_OFFICES,
  signingPlaceProblem,
  type ClosingOffice,
} from './closing-path.js';

describe('closing path', () => {
  it('says a Texas line closes in person at an office, and why (Tex. Const. art. XVI §50(a)(6))', () => {
    const tx = closingPath('tx');
    expect(tx).toMatchObject({ kind: 'inPerson', ron: false, inPersonAt: 'office', title: 'In person' });
    expect(tx.why).toContain('§50(a)(6)');
    expect(tx.how).toContain('title company');
  });

  it('is hybrid in an attorney state with eNotary, in person in South Carolina, online elsewhere', () => {
    expect(closingPath('GA')).toMatchObject({ kind: 'hybrid', ron: true, attorneyReview: true });
    expect(closingPath('SC')).toMatchObject({ kind: 'inPerson', ron: false, attorneyReview: true, inPersonAt: 'home' });
    expect(closingPath('CA')).toMatchObject({ kind: 'online', ron: true, attorneyReview: false });
    expect(closingPath(undefined).kind).toBe('online');
    expect(closingPath('constructor').kind).toBe('online');
  });

  it('has each additional signer book their own notary visit on the hybrid and in-person paths only', () => {
    for (const state of ['TX', 'SC', 'MS', 'NH', 'GA', 'MA', 'CA', 'NY', '']) {
      const path = closingPath(state);
      expect(path.signerVisit, state).toBe(path.kind !== 'online');
    }
  });

  it('is the notary screens’ table: eNotary offered exactly where the path allows it', () => {
    fc.assert(
      fc.property(fc.constantFrom(...US_STATES), (state) => {
        const path = closingPath(state);
        const view = notaryIntroView({ state: 'GEN_NOTARY_DISCLOSURE', propertyState: state });
        expect(view.ronAvailable).toBe(path.ron);
        expect(ronAvailable(state)).toBe(path.ron);
        expect(view.attorneyState).toBe(path.attorneyReview);
        expect(path.kind === 'inPerson').toBe(Object.hasOwn(IN_PERSON_ONLY_STATES, state));
        expect(path.kind === 'hybrid').toBe(
          (ATTORNEY_STATES as readonly string[]).includes(state) && !Object.hasOwn(IN_PERSON_ONLY_STATES, state),
        );
      }),
    );
  });
});

describe('notaryInPerson: the stepper’s last step', () => {
  it('is in person where the state refuses eNotary, or once the borrower chose it; eNotary elsewhere until chosen', () => {
    expect(notaryInPerson(undefined, 'TX')).toBe(true);
    expect(notaryInPerson(false, 'TX')).toBe(true);
    expect(notaryInPerson(undefined, 'CA')).toBe(false);
    expect(notaryInPerson(true, 'CA')).toBe(true);
    expect(notaryInPerson(null, null)).toBe(!ronAvailable(null));
  });
});

describe('closing offices (office-only states)', () => {
  it('lists the Texas offices, the property’s city first, each a lender’s, an attorney’s or a title company’s', () => {
    expect(closingOffices('TX', 'Houston').map((o) => o.city)).toEqual([
      'Houston',
      'Austin',
      'Dallas',
      'El Paso',
      'San Antonio',
    ]);
    expect(closingOffices('tx', ' dallas ')[0]?.city).toBe('Dallas');
    expect(closingOffices('TX', null)).toHaveLength(SANDBOX_CLOSING_OFFICES.length);
    for (const o of SANDBOX_CLOSING_OFFICES) {
      expect(['title company', 'attorney', 'lender']).toContain(o.kind);
      expect(o.name).toMatch(/\(sandbox\)$/);
    }
  });

  it('lists the offices of the property’s county after its city’s, where the server knows the county (decision 094)', () => {
    // Pflugerville is in Travis County, with Austin's office; Katy in Harris, with Houston's.
    expect(closingOffices('TX', 'Pflugerville', 'Travis')[0]?.city).toBe('Austin');
    expect(closingOffices('TX', 'Katy', 'harris ')[0]?.city).toBe('Houston');
    // The city still comes first; without a county the rest are by city.
    expect(
      closingOffices('TX', 'Dallas', 'Travis')
        .map((o) => o.city)
        .slice(0, 2),
    ).toEqual(['Dallas', 'Austin']);
    expect(closingOffices('TX', 'Pflugerville', null)[0]?.city).toBe('Austin');
    expect(closingOffices('TX', 'Pflugerville', 'Nowhere').map((o) => o.city)).toEqual(
      closingOffices('TX', 'Pflugerville').map((o) => o.city),
    );
  });

  it('lists none where a notary comes to the borrower', () => {
    fc.assert(
      fc.property(fc.constantFrom(...US_STATES), fc.string(), (state, city) => {
        const offices = closingOffices(state, city);
        if (closingPath(state).inPersonAt === 'office') expect(offices.length).toBeGreaterThan(0);
        else expect(offices).toEqual([]);
        for (const o of offices) expect(o.state).toBe(state.toUpperCase());
      }),
    );
  });

  it('refuses a Texas signing without an office or at the property; anywhere else is the borrower’s choice', () => {
    const home = { state: 'TX', street1: '4 Condemned Row', zip: '78701' };
    expect(signingPlaceProblem(home, null)).toBe(OFFICE_ONLY_MESSAGE);
    expect(signingPlaceProblem(home, { street1: '4 condemned row.', zip: '78701-1234' })).toBe(OFFICE_ONLY_MESSAGE);
    expect(signingPlaceProblem(home, officeSigningAddress(SANDBOX_CLOSING_OFFICES[0] as ClosingOffice))).toBeNull();
    expect(signingPlaceProblem({ state: 'CA', street1: '12 Oak Street', zip: '94401' }, null)).toBeNull();
    expect(signingPlaceProblem(null, null)).toBeNull();
  });

  it('books an office at its street, with its name as the second line', () => {
    const [austin] = closingOffices('TX', 'Austin');
    expect(officeSigningAddress(austin as ClosingOffice)).toEqual({
      street1: '100 Congress Avenue, Suite 400',
      street2: 'Capitol Title Company (sandbox)',
      city: 'Austin',
      state: 'TX',
      zip: '78701',
    });
  });
});
