import { screen } from '@testing-library/react';
import { holdView } from '@heloc/core';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { BpoWaiting } from './waiting';

describe('bpo/waiting', () => {
  it('says the valuation is being prepared, how long it takes and that we will email', () => {
    renderWithProviders(<BpoWaiting view={holdView('VALUATION_PROCESSING')} />);
    expect(screen.getByRole('heading', { level: 1, name: 'We are valuing your home' })).toBeInTheDocument();
    expect(screen.getByText('3–5 business days')).toBeInTheDocument();
    expect(screen.getByText(/We will email you/)).toBeInTheDocument();
  });
});
