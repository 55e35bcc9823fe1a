import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { Privacy } from './privacy';

describe('Privacy', () => {
  it('shows the organisation’s own text as plain paragraphs, under the page title', () => {
    renderWithProviders(
      <Privacy
        title="Privacy Policy"
        companyName="Keystone Home Lending LLC"
        paragraphs={['First <b>paragraph</b>.', 'Second.']}
      />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeInTheDocument();
    expect(screen.getByText('Keystone Home Lending LLC')).toBeInTheDocument();
    // Text from data is text: markup in it is shown, never interpreted.
    expect(screen.getByText('First <b>paragraph</b>.')).toBeInTheDocument();
    expect(screen.getByText('Second.')).toBeInTheDocument();
  });
  it('says when the text could not be loaded', () => {
    renderWithProviders(<Privacy title="Privacy Policy" error="We could not reach the server." />);
    expect(screen.getByRole('alert')).toHaveTextContent('We could not reach the server.');
  });
  it('links to the organisation’s own full text when it has one, in a new tab', () => {
    renderWithProviders(
      <Privacy
        title="Privacy Policy"
        companyName="Summit Ridge Credit Union"
        paragraphs={['x']}
        externalUrl="https://www.summitridgecu.org/privacy"
      />,
    );
    const link = screen.getByRole('link', { name: /Read the full Privacy Policy/ });
    expect(link).toHaveAttribute('href', 'https://www.summitridgecu.org/privacy');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });
});
