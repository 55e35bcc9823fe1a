import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { Apps } from './apps';

describe('Apps (a sibling app of the shell)', () => {
  it('names the app, says it is not part of this product, and links back', () => {
    renderWithProviders(
      <Apps
        appName="Passport"
        productName="Homestead Line"
        backHref="/dashboard"
        backLabel="Back to your applications"
      />,
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Passport is not part of Homestead Line');
    expect(screen.getByRole('link', { name: 'Back to your applications' })).toHaveAttribute('href', '/dashboard');
  });
  it('still answers for a path that names no app', () => {
    renderWithProviders(
      <Apps
        appName={null}
        productName="Homestead Line"
        backHref="/account/heloc/register"
        backLabel="Back to Homestead Line"
      />,
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('That app is not part of Homestead Line');
  });
});
