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
  it('is the timeout screen, with a retry and the phone number', async () => {
    const onRetry = vi.fn();
    renderWithProviders(<SignDocs view={{ checking: false }} supportPhone="(888) 819-6388" onRetry={onRetry} />);
    expect(screen.getByRole('heading', { level: 1, name: 'This is taking longer than expected' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '(888) 819-6388' })).toHaveAttribute('href', 'tel:8888196388');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('shows the timeout screen at once (§2), never "preparing" first; while the journey still checks it says it moves on by itself', () => {
    const waiting = { ...fakeJourney(uuid), poll: nextPoll('GEN_CLOSING_DISCLOSURE', 2) };
    const { unmount } = renderWithProviders(
      <WithJourney journey={waiting}>
        <SignDocsRoute />
      </WithJourney>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'This is taking longer than expected' })).toBeInTheDocument();
    expect(screen.queryByText('We are preparing your closing documents')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('this page moves on by itself');
    unmount();
    const ranOut = { ...fakeJourney(uuid), poll: nextPoll('GEN_NOTE_SIGNING', 99) };
    renderWithProviders(
      <WithJourney journey={ranOut}>
        <SignDocsRoute />
      </WithJourney>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'This is taking longer than expected' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
