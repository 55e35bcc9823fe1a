import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { ProfileMenu } from './profile-menu';

describe('ProfileMenu', () => {
  it('offers no CEO feedback when the container passes no way to open it', async () => {
    renderWithProviders(<ProfileMenu accountName="Ann Lee" onLogout={vi.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Account menu for Ann Lee' }));
    expect(await screen.findByRole('button', { name: 'Logout' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Share your feedback with the CEO' })).toBeNull();
  });

  it('offers CEO feedback when the container passes a way to open it', async () => {
    const onShareFeedback = vi.fn();
    renderWithProviders(<ProfileMenu accountName="Ann Lee" onLogout={vi.fn()} onShareFeedback={onShareFeedback} />);
    await userEvent.click(screen.getByRole('button', { name: 'Account menu for Ann Lee' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Share your feedback with the CEO' }));
    expect(onShareFeedback).toHaveBeenCalledOnce();
  });
});
