import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { ReviewAppDatatree } from './datatree';
import { ReviewAppDatatreeRoute } from './route';

describe('review-app/datatree', () => {
  it('is the timeout screen: progress saved, try again, dashboard, a number to call', async () => {
    const onRetry = vi.fn();
    renderWithProviders(<ReviewAppDatatree supportPhone="(888) 819-6388" onRetry={onRetry} />);
    expect(screen.getByRole('heading', { level: 1, name: 'This is taking longer than expected' })).toBeInTheDocument();
    expect(screen.getByText(/Your progress is saved/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to dashboard' })).toHaveAttribute('href', '/dashboard');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('gives the organisation’s phone number', () => {
    renderWithProviders(<ReviewAppDatatreeRoute />);
    expect(screen.getByRole('link', { name: '(800) 555-0100' })).toHaveAttribute('href', 'tel:8005550100');
  });
});
