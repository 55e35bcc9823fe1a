import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { ErrorTimeout } from './timeout';

describe('error/timeout', () => {
  it('says progress is saved, offers a retry, the dashboard and a phone number to call', async () => {
    const onRetry = vi.fn();
    renderWithProviders(<ErrorTimeout supportPhone="(888) 819-6388" onRetry={onRetry} />);
    expect(screen.getByRole('heading', { level: 1, name: 'This is taking longer than expected' })).toBeInTheDocument();
    expect(screen.getByText(/Your progress is saved/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '(888) 819-6388' })).toHaveAttribute('href', 'tel:8888196388');
    expect(screen.getByRole('link', { name: 'Go to dashboard' })).toHaveAttribute('href', '/dashboard');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });
});
