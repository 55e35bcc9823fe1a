/** Issue 26, item 11: the customer-service line's chat link and hours named by their real days, Sunday included. */
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { STORY_ORG } from '../../test/orgs';
import { LegalFooter } from './legal-footer';

const day = (
  weekdayValue: number,
  weekday: string,
  start: string | null,
  end: string | null = start ? '17:00' : null,
) => ({ weekday, weekdayValue, isOpen: start !== null, startTime: start, endTime: end });

describe('LegalFooter', () => {
  it('names the open days as they are: Tuesday–Thursday, and Sunday when it is open', () => {
    const hours = [
      day(1, 'Monday', null),
      day(2, 'Tuesday', '09:00'),
      day(3, 'Wednesday', '09:00'),
      day(4, 'Thursday', '09:00'),
      day(5, 'Friday', null),
      day(6, 'Saturday', null),
      day(7, 'Sunday', '10:00', '14:00'),
    ];
    renderWithProviders(<LegalFooter org={STORY_ORG} phoneHours={hours} />);
    const line = screen.getByText(/Customer service:/);
    expect(line).toHaveTextContent('Tuesday–Thursday 9:00 AM – 5:00 PM PT');
    expect(line).toHaveTextContent('Sunday 10:00 AM – 2:00 PM PT');
    expect(line).not.toHaveTextContent('Monday–Friday');
  });
  it('has a chat link when chat is enabled, and none otherwise', () => {
    const { unmount } = renderWithProviders(
      <LegalFooter org={STORY_ORG} chatHref="/account/heloc/register?pop-webchat=true" />,
    );
    expect(screen.getByRole('link', { name: 'Chat with us' })).toHaveAttribute(
      'href',
      '/account/heloc/register?pop-webchat=true',
    );
    unmount();
    renderWithProviders(<LegalFooter org={STORY_ORG} />);
    expect(screen.queryByRole('link', { name: 'Chat with us' })).toBeNull();
  });
  it('lists the states from state-licenses once they answer', () => {
    renderWithProviders(<LegalFooter org={STORY_ORG} licensedStates={['WA', 'CA']} />);
    expect(screen.getByText(/Licensed in CA, WA[,.]/)).toBeInTheDocument();
  });
});
