import { offerChangeView } from '@heloc/core';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { OFFER_CHANGES } from '../../test/offer-fixtures';
import { renderWithProviders } from '../../test/render';
import { OfferChange } from './offer-change';

describe('OfferChange', () => {
  it('is a table named by its caption, with the figures as row headers and before / after as column headers', () => {
    renderWithProviders(<OfferChange view={offerChangeView(OFFER_CHANGES.lienPosition)} />);
    const table = screen.getByRole('table', { name: 'Your offer before and after' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Figure', 'Before', 'After']);
    const line = within(table).getByRole('rowheader', { name: 'Line amount' }).closest('tr') as HTMLElement;
    expect(
      within(line)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['$120,000', '$90,000 ▼(went down)']);
    const home = within(table).getByRole('rowheader', { name: 'Home value' }).closest('tr') as HTMLElement;
    expect(
      within(home)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['$500,000', '$500,000']);
  });

  it('heads with the reason and lists what changed in words', () => {
    renderWithProviders(<OfferChange view={offerChangeView(OFFER_CHANGES.lienPosition)} />);
    expect(
      screen.getByRole('heading', { name: 'Your offer changed because of the loans already on your home' }),
    ).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'What changed' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(5);
    expect(within(list).getByText('Your line is smaller: $90,000 instead of $120,000.')).toBeInTheDocument();
  });
});
