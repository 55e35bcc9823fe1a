import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { US_STATES } from '../forms.js';
import { notaryIntroView } from '../closing/notary.js';
import { ATTORNEY_STATES, closingPath, IN_PERSON_ONLY_STATES, notaryInPerson, ronAvailable } from './closing-path.js';

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
