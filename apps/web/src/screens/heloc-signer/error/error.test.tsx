import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { SignerError } from './error';

describe('heloc-signer/error', () => {
  it('apologises and offers to try again or to get help', () => {
    renderWithProviders(<SignerError retryHref="/account/heloc/heloc-signer/intro" supportHref="/contact" />);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Sorry, looks like we have hit a snag!' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Try again' })).toHaveAttribute(
      'href',
      '/account/heloc/heloc-signer/intro',
    );
    expect(screen.getByRole('link', { name: 'Contact support' })).toHaveAttribute('href', '/contact');
  });
});
