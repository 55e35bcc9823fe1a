import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { ConditionsLink, ConditionsNotice } from './conditions-notice';

describe('conditions notice', () => {
  it('points to the dashboard while something is owed', () => {
    renderWithProviders(<ConditionsNotice needed={1} href="/x/conditions" />);
    expect(screen.getByText('We need one more thing from you.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View conditions' })).toHaveAttribute('href', '/x/conditions');
  });
  it('says nothing when nothing is owed, or on the conditions screens, but keeps its live region', () => {
    const { rerender } = renderWithProviders(<ConditionsNotice needed={0} href="/x/conditions" announcement={null} />);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    rerender(
      <ConditionsNotice
        needed={2}
        href="/x/conditions"
        hidden
        announcement="A new condition needs your attention: Paystubs."
      />,
    );
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });
  it('announces a new condition in the live region', () => {
    renderWithProviders(
      <ConditionsNotice
        needed={1}
        href="/x/conditions"
        announcement="A new condition needs your attention: Paystubs."
      />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('A new condition needs your attention: Paystubs.');
  });
  it('the sidebar link counts what is owed, and is absent without conditions', () => {
    const { rerender } = renderWithProviders(<ConditionsLink needed={2} total={3} href="/x/conditions" />);
    expect(screen.getByRole('link', { name: 'Your conditions (2 to do)' })).toBeInTheDocument();
    rerender(<ConditionsLink needed={0} total={0} href="/x/conditions" />);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});
