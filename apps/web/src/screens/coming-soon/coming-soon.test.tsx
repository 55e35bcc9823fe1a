import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { ComingSoon } from './coming-soon';

describe('ComingSoon', () => {
  it('says the page is not open yet and offers the ways back', () => {
    renderWithProviders(
      <ComingSoon homeHref="/dashboard" homeLabel="Go to your applications" supportHref="/contact" />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Coming soon' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to your applications' })).toHaveAttribute('href', '/dashboard');
    expect(screen.getByRole('link', { name: 'Contact support' })).toHaveAttribute('href', '/contact');
  });
});
