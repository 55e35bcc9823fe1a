import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { STORY_ORGS } from '../../test/orgs';
import { renderWithProviders } from '../../test/render';
import { Loading } from './loading';

describe('Loading', () => {
  it('is announced as a busy status region with its label, and puts no label on the overlay', () => {
    renderWithProviders(<Loading label="Loading your application" />);
    const region = screen.getByRole('status');
    expect(region).toHaveAttribute('aria-busy', 'true');
    expect(region).toHaveTextContent('Loading your application');
    expect(document.querySelectorAll('[aria-label]:not([role])')).toHaveLength(0);
  });
  it('says nothing once loaded', () => {
    renderWithProviders(<Loading label="Loading" visible={false} />);
    expect(screen.getByRole('status')).toHaveAttribute('aria-busy', 'false');
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it('animates in the organisation’s own loader (orgBrand.loader, shared-surfaces §2)', () => {
    const pulse = { ...STORY_ORGS.creditunion, orgBrand: { ...STORY_ORGS.creditunion.orgBrand, loader: 'pulse' } };
    const { unmount } = renderWithProviders(<Loading label="Loading" />, { org: pulse });
    // Mantine's dots: three dots; its default oval: none.
    expect(document.querySelector('.mantine-Loader-root')?.children).toHaveLength(3);
    unmount();
    renderWithProviders(<Loading label="Loading" />);
    expect(document.querySelector('.mantine-Loader-root')?.children).toHaveLength(0);
  });
});
