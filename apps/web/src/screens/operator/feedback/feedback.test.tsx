import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { OperatorFeedback } from './feedback';

const entry = {
  uuid: 'f1',
  received: '2026-11-23T18:00:00.000Z',
  from: 'ann@example.com',
  topic: 'Give us a compliment',
  message: 'The offer page was very clear.',
  marketingConsent: true,
  pathname: '/account/heloc/x/product/select',
};

describe('operator/feedback', () => {
  it('asks for the operator token and loads with it', async () => {
    const onLoad = vi.fn();
    renderWithProviders(<OperatorFeedback entries={null} onLoad={onLoad} />);
    await userEvent.click(screen.getByRole('button', { name: 'Show feedback' }));
    expect(await screen.findByText('Required')).toBeVisible();
    expect(onLoad).not.toHaveBeenCalled();
    await userEvent.type(screen.getByLabelText(/Operator token/), 'secret-token');
    await userEvent.click(screen.getByRole('button', { name: 'Show feedback' }));
    expect(onLoad).toHaveBeenCalledWith('secret-token');
  });
  it('lists what was sent: who, topic, message, consent as Yes/No, page', () => {
    renderWithProviders(
      <OperatorFeedback
        entries={[entry, { ...entry, uuid: 'f2', marketingConsent: false, topic: 'Improve our product' }]}
        onLoad={vi.fn()}
      />,
    );
    const rows = within(screen.getByRole('table')).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(within(rows[1] as HTMLElement).getByRole('cell', { name: 'The offer page was very clear.' })).toBeVisible();
    expect(within(rows[1] as HTMLElement).getByRole('cell', { name: 'Yes' })).toBeVisible();
    expect(within(rows[2] as HTMLElement).getByRole('cell', { name: 'No' })).toBeVisible();
  });
  it('a wrong token says so; nothing yet says so', () => {
    const { unmount } = renderWithProviders(
      <OperatorFeedback
        entries={null}
        error="This needs the operator token (X-Operator-Token), printed by the server at start."
        onLoad={vi.fn()}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('This needs the operator token');
    unmount();
    renderWithProviders(<OperatorFeedback entries={[]} onLoad={vi.fn()} />);
    expect(screen.getByText('No feedback yet.')).toBeVisible();
  });
});
