/**
 * The provider's consent page says what is shared in the same words as the borrower's own page
 * before they left (issue 25, item 12: "gross and net pay for the last 12 months" against "the last
 * two years' earnings" — two notices for one link).
 */
import { describe, expect, it } from 'vitest';
import { incomeLinkScreen, LINKABLE_INCOME_SOURCES } from '@heloc/core';
import { institutionsFor } from './catalogue.js';
import { consentPage } from './pages.js';

const items = (page: string) => [...page.matchAll(/<li>(.*?)<\/li>/g)].map((m) => m[1]?.replaceAll('&#39;', '’') ?? '');

describe('the consent page', () => {
  it.each(LINKABLE_INCOME_SOURCES)(
    'lists for %s exactly what income/link/{type} told the borrower, at every institution',
    (sourceType) => {
      const screen = incomeLinkScreen(sourceType);
      if (screen.kind !== 'link') throw new Error(`${sourceType} is not linkable`);
      for (const institution of institutionsFor('income', sourceType)) {
        const page = String(
          consentPage({
            base: '/sandbox-link/t',
            provider: screen.view.providerName,
            purpose: 'income',
            sourceType,
            institution,
            lender: 'Homestead Line',
          }),
        );
        expect(items(page), `${sourceType} at ${institution.name}`).toEqual([...screen.view.shares]);
      }
    },
  );

  it('says a payroll link reports this year and the last two, in one text', () => {
    const screen = incomeLinkScreen('TRUV_PAYROLL');
    expect(screen.kind === 'link' && screen.view.shares.join(' ')).toContain(
      'for this year so far and the last two years',
    );
  });
});
