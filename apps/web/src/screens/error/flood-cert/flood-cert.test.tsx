import { appScreenUrl, FLOOD_CERT_TEXT } from '@heloc/core';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { FloodCert } from './flood-cert';

const UUID = '6f1c2a9e-0b1d-4c55-9a7e-1d2b3c4d5e6f';

describe('error/flood-cert', () => {
  it('says what is awaited, how long it takes and what comes next, in plain words', () => {
    renderWithProviders(
      <FloodCert
        address="8 Flood Plain Drive, San Mateo, CA 94401"
        requirementsHref={appScreenUrl(UUID, 'insurance/requirements')}
      />,
    );
    expect(
      screen.getByRole('heading', { level: 1, name: 'We’re checking your home’s flood zone' }),
    ).toBeInTheDocument();
    expect(screen.getByText('8 Flood Plain Drive, San Mateo, CA 94401')).toBeInTheDocument();
    expect(screen.getByText(/Standard Flood Hazard Determination Form/)).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(FLOOD_CERT_TEXT.timing);
    expect(screen.getByText(/you’ll need flood insurance before closing, and we’ll tell you/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See the insurance your home needs' })).toHaveAttribute(
      'href',
      appScreenUrl(UUID, 'insurance/requirements'),
    );
  });
});
