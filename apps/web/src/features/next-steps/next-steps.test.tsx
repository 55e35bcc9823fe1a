import { nextSteps, timeToCash } from '@heloc/core';
import { US_FEDERAL_CALENDAR } from '@heloc/core/calendar';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { NextSteps } from './next-steps';

const facts = {
  state: 'CO_DEED_REQ',
  today: '2026-11-25',
  propertyState: 'TX',
  coSignerPending: true,
  conditions: { needed: 1, submitted: 0 },
};

describe('NextSteps', () => {
  it('lists each item with who is on it, when, and a link for what the borrower can do now', () => {
    const items = nextSteps(facts, US_FEDERAL_CALENDAR);
    const cash = timeToCash(facts, US_FEDERAL_CALENDAR);
    renderWithProviders(<NextSteps items={items} cash={cash} actionHref={(a) => `/go/${a}`} />);
    const panel = screen.getByRole('region', { name: 'What happens next' });
    const rows = within(panel).getAllByRole('listitem').slice(0, items.length);
    expect(rows.map((r) => r.querySelector('p')?.textContent)).toEqual(items.map((i) => i.title));
    const coSigner = rows[items.findIndex((i) => i.id === 'coSigner')];
    expect(coSigner).toHaveTextContent('Your co-signer');
    expect(coSigner).toHaveAttribute('aria-current', 'step');
    expect(within(coSigner as HTMLElement).getByRole('link')).toHaveAttribute('href', '/go/coSigner');
    expect(panel).toHaveTextContent(cash?.headline ?? 'missing');
    expect(panel).toHaveTextContent('Sign your deed at a title company’s office');
  });

  it('shows nothing once there is nothing next', () => {
    renderWithProviders(<NextSteps items={[]} cash={null} actionHref={() => '/'} />);
    expect(screen.queryByRole('region', { name: 'What happens next' })).toBeNull();
  });
});
