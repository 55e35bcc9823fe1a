import { conditionsDashboard, type ConditionRecord } from '@heloc/core';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { ConditionsView } from './conditions';

const list: ConditionRecord[] = [
  { uuid: 'late', created: '2026-11-03T00:00:00Z', categoryEnum: 'MISSING_PHONE_NUMBER', actionNeeded: true },
  { uuid: 'early', created: '2026-11-01T00:00:00Z', categoryEnum: 'HELOC_MANUAL_PAYSTUB_UPLOAD', actionNeeded: true },
  { uuid: 'done', created: '2026-11-02T00:00:00Z', categoryEnum: 'GENERIC_DOCUMENT_REQUEST', actionNeeded: false },
  { uuid: 'other', created: '2026-10-01T00:00:00Z', categoryEnum: 'APPRAISAL_REVIEW', actionNeeded: true },
];
const render = (announcement: string | null = null) =>
  renderWithProviders(
    <ConditionsView
      dashboard={conditionsDashboard(list)}
      announcement={announcement}
      hrefOf={(card) => (card.action ? `/go/${card.uuid}` : null)}
    />,
  );

describe('conditions', () => {
  it('lists catalogued conditions oldest first, each with its status, and a button only where something is owed', () => {
    render();
    const items = within(screen.getByRole('list', { name: 'Your conditions' })).getAllByRole('listitem');
    expect(items.map((li) => within(li).getByRole('heading').textContent)).toEqual([
      'Paystubs',
      'Document request',
      'Phone number',
    ]);
    expect(within(items[0]!).getByText('Action needed')).toBeInTheDocument();
    expect(within(items[0]!).getByRole('link', { name: 'Upload Document' })).toHaveAttribute('href', '/go/early');
    expect(within(items[1]!).getByText('Submitted, in review')).toBeInTheDocument();
    expect(within(items[1]!).queryByRole('link')).toBeNull();
    expect(within(items[2]!).getByRole('link', { name: 'Add phone number' })).toHaveAttribute('href', '/go/late');
    expect(screen.getByText('We need 2 more things from you.')).toBeInTheDocument();
  });

  it('announces a new condition in a live region', () => {
    render('A new condition needs your attention: Phone number.');
    expect(screen.getByRole('status')).toHaveTextContent('A new condition needs your attention: Phone number.');
  });
});
