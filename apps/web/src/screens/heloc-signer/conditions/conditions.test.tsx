import type { Condition } from '@heloc/core';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { SignerConditions } from './conditions';

const list: Condition[] = [
  {
    uuid: 'c2',
    created: '2026-02-01T00:00:00.000Z',
    categoryEnum: 'GENERIC_DOCUMENT_REQUEST',
    commentsToBorrower: 'A copy of the trust',
    actionNeeded: true,
  },
  {
    uuid: 'c1',
    created: '2026-01-01T00:00:00.000Z',
    categoryEnum: 'ID_VERIFICATION_FAILURE',
    commentsToBorrower: 'Upload your ID again',
    actionNeeded: false,
  },
  {
    uuid: 'c3',
    created: '2026-01-15T00:00:00.000Z',
    categoryEnum: 'NOT_IN_CATALOGUE',
    commentsToBorrower: 'Hidden',
    actionNeeded: true,
  },
];

describe('heloc-signer/conditions', () => {
  it('shows catalogued conditions oldest first with their status, and links the owed ones', () => {
    renderWithProviders(<SignerConditions conditions={list} hrefOf={(c) => `/clear/${c.uuid}`} />);
    const items = screen.getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Upload your ID again');
    expect(items[0]).toHaveTextContent('Identity verification');
    expect(items[0]).toHaveTextContent('Submitted, in review');
    expect(items[1]).toHaveTextContent('Action needed');
    expect(screen.queryByText('Hidden')).toBeNull();
    expect(screen.getByRole('link', { name: 'Clear this condition' })).toHaveAttribute('href', '/clear/c2');
  });
  it('an accepted one says so, with nothing left to do', () => {
    renderWithProviders(
      <SignerConditions
        conditions={[{ ...list[1], acceptedAt: '2026-01-02T00:00:00.000Z' } as Condition]}
        hrefOf={() => '/'}
      />,
    );
    expect(screen.getByText('Accepted')).toBeInTheDocument();
    expect(screen.queryByRole('link')).toBeNull();
  });
  it('with the flag off (no conditions): nothing needed', () => {
    renderWithProviders(<SignerConditions conditions={null} hrefOf={() => '/'} />);
    expect(screen.getByText('You have no conditions to clear.')).toBeInTheDocument();
    expect(screen.queryByRole('listitem')).toBeNull();
  });
});
