import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { Support } from './support';

describe('Support (registration help)', () => {
  it("gives the organisation's phone with today's hours, its email, and the way back", () => {
    renderWithProviders(
      <Support
        companyName="Summit Ridge Credit Union"
        phone="(303) 555-0190"
        email="members@summitridgecu.org"
        todayLabel="Closed today"
        registerHref="/account/heloc/register"
        accountSetupHref="/account/heloc/register/account-setup"
        contactHref="/contact"
      />,
    );
    expect(screen.getByRole('link', { name: '(303) 555-0190' })).toHaveAttribute('href', 'tel:+13035550190');
    expect(screen.getByText(/Closed today/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'members@summitridgecu.org' })).toHaveAttribute(
      'href',
      'mailto:members@summitridgecu.org',
    );
    expect(screen.getByRole('link', { name: 'Back to registration' })).toHaveAttribute(
      'href',
      '/account/heloc/register',
    );
  });
});
