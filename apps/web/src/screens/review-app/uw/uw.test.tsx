import { manualReviewView, underwritingPath } from '@heloc/core';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeServer } from '../../../test/fake-server';
import { fakeJourney, WithJourney } from '../../../test/journey';
import { renderWithProviders } from '../../../test/render';
import { underwritingFacts } from '../../../test/underwriting-fixtures';
import { ReviewAppUw } from './uw';
import { ReviewAppUwRoute } from './route';

afterEach(() => vi.unstubAllGlobals());

describe('review-app/uw', () => {
  it('says what a person checks, the typical time, what to do meanwhile and that we will email', () => {
    renderWithProviders(
      <ReviewAppUw view={manualReviewView({ since: '2026-11-20T15:00:00.000Z', email: 'ann@example.com' })} />,
    );
    expect(
      screen.getByRole('heading', { level: 1, name: 'A member of our team is reviewing your application' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Reviews usually take 1–2 business days.')).toBeInTheDocument();
    expect(
      screen.getByText(
        'We will email you at ann@example.com as soon as the review is done, usually within 1–2 business days.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Review started 11/20/2026.')).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'What the underwriter checks' })).getAllByRole('listitem'),
    ).toHaveLength(3);
    expect(
      within(screen.getByRole('region', { name: 'While you wait' })).getByText(/Avoid opening new credit/),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to dashboard' })).toHaveAttribute('href', '/dashboard');
  });

  it('reads when the review started from the server', async () => {
    const server = fakeServer();
    server.on('GET', underwritingPath('app-1'), () =>
      underwritingFacts({ manualReviewSince: '2026-11-21T09:00:00.000Z' }),
    );
    renderWithProviders(
      <WithJourney journey={fakeJourney('app-1')}>
        <ReviewAppUwRoute />
      </WithJourney>,
    );
    expect(await screen.findByText('Review started 11/21/2026.')).toBeInTheDocument();
    expect(screen.getByText(/We will email you at ann@example.com/)).toBeInTheDocument();
  });

  it('still explains the wait when the facts cannot be read', async () => {
    fakeServer();
    renderWithProviders(
      <WithJourney journey={fakeJourney('app-1')}>
        <ReviewAppUwRoute />
      </WithJourney>,
    );
    expect(await screen.findByText(/We will email you at ann@example.com/)).toBeInTheDocument();
    expect(screen.queryByText(/Review started/)).not.toBeInTheDocument();
  });
});
