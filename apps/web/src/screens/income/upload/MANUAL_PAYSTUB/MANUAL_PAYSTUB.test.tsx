import { incomeUpload, screenForFolder, screenRoutePath } from '@heloc/core';
import { screen } from '@testing-library/react';
import { matchRoutes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../test/render';
import { ManualPaystubUpload } from './MANUAL_PAYSTUB';

describe('income/upload/MANUAL_PAYSTUB', () => {
  it('is its own route, chosen over income/upload/{type} for this address', () => {
    const routes = ['income/upload/$type', 'income/upload/MANUAL_PAYSTUB'].map((folder) => ({
      path: screenRoutePath(screenForFolder(folder)!),
      id: folder,
    }));
    expect(matchRoutes(routes, '/income/upload/MANUAL_PAYSTUB')?.at(-1)?.route.id).toBe('income/upload/MANUAL_PAYSTUB');
    expect(matchRoutes(routes, '/income/upload/POINTSERV_TAX')?.at(-1)?.route.id).toBe('income/upload/$type');
  });

  it('is the paystub upload: one paystub by default, titled in the singular', () => {
    renderWithProviders(
      <ManualPaystubUpload
        upload={{ ...incomeUpload('MANUAL_PAYSTUB')!, type: 'MANUAL_PAYSTUB' }}
        reviewHref="/"
        onSubmit={vi.fn()}
      />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Upload Document' })).toBeInTheDocument();
    expect(screen.getByText('Upload your most recent paystub.')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Your paystubs' })).toBeInTheDocument();
  });
});
