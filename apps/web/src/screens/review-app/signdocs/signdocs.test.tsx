import { nextPoll } from '@heloc/core';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fakeJourney, WithJourney } from '../../../test/journey';
import { renderWithProviders } from '../../../test/render';
import { SignDocsRoute } from './route';
import { SignDocs } from './signdocs';

const uuid = '11111111-2222-4333-8444-555555555555';

describe('review-app/signdocs', () => {
  it('says the documents are being prepared, which ones, and what comes next', () => {
    renderWithProviders(<SignDocs view="preparing" documentTitles={['Home equity line of credit agreement and note']} supportPhone="(888) 819-6388" onRetry={vi.fn()} />);
    expect(screen.getByRole('heading', { level: 1, name: 'We are preparing your closing documents' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('This page moves on by itself');
    expect(screen.getByText('Home equity line of credit agreement and note')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'What comes next' })).toBeInTheDocument();
  });

  it('shows the timeout screen, with a retry and the phone number, once polling ran out', async () => {
    const onRetry = vi.fn();
    renderWithProviders(<SignDocs view="timeout" documentTitles={[]} supportPhone="(888) 819-6388" onRetry={onRetry} />);
    expect(screen.getByRole('heading', { level: 1, name: 'This is taking longer than expected' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '(888) 819-6388' })).toHaveAttribute('href', 'tel:8888196388');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('follows the journey’s polling: preparing while it waits, the timeout screen when it is exhausted', () => {
    const waiting = { ...fakeJourney(uuid), poll: nextPoll('GEN_NOTE_SIGNING', 2) };
    const { unmount } = renderWithProviders(<WithJourney journey={waiting}><SignDocsRoute /></WithJourney>);
    expect(screen.getByRole('heading', { level: 1, name: 'We are preparing your closing documents' })).toBeInTheDocument();
    unmount();
    const ranOut = { ...fakeJourney(uuid), poll: nextPoll('GEN_NOTE_SIGNING', 99) };
    renderWithProviders(<WithJourney journey={ranOut}><SignDocsRoute /></WithJourney>);
    expect(screen.getByRole('heading', { level: 1, name: 'This is taking longer than expected' })).toBeInTheDocument();
  });
});
