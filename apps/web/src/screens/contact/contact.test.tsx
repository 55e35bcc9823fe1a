import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { Contact } from './contact';

const props = {
  companyName: 'Homestead Line, Inc.',
  phone: '(888) 819-6388',
  email: 'support@homesteadline.com',
  today: { open: true, label: 'Open today 6:00 AM – 6:00 PM PT' },
  weekLines: ['Monday–Friday 6:00 AM – 6:00 PM PT'],
};

describe('Contact', () => {
  it("shows the phone with today's hours and the email, each a working link", () => {
    renderWithProviders(<Contact {...props} />);
    expect(screen.getByRole('link', { name: '(888) 819-6388' })).toHaveAttribute('href', 'tel:+18888196388');
    expect(screen.getByText('Open today 6:00 AM – 6:00 PM PT')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'support@homesteadline.com' })).toHaveAttribute(
      'href',
      'mailto:support@homesteadline.com',
    );
  });
  it('with chat switched off the entry point says so and offers email instead of a dead end', async () => {
    renderWithProviders(<Contact {...props} />);
    await userEvent.click(screen.getByRole('button', { name: 'Start a chat' }));
    expect(screen.getByRole('status')).toHaveTextContent('Chat is not available right now');
  });
  it('with chat on, the entry point opens the chat', async () => {
    let opened = 0;
    renderWithProviders(<Contact {...props} onStartChat={() => opened++} />);
    await userEvent.click(screen.getByRole('button', { name: 'Start a chat' }));
    expect(opened).toBe(1);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
