import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { noticeFor } from '../../../test/underwriting-fixtures';
import { ErrorIncome } from './income';

describe('error/income', () => {
  it('shows the DTI figures, the reasons and how to lower DTI or add income', () => {
    renderWithProviders(
      <ErrorIncome
        notice={noticeFor('DTI')}
        lenderName="Story Lender"
        supportEmail="support@lender.example"
        onPrint={vi.fn()}
      />,
    );
    expect(
      screen.getByRole('heading', {
        level: 1,
        name: 'We’re unable to offer a line of credit with your current debts and income',
      }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Your debt-to-income ratio: 52.4%. The most this line of credit allows: 43.0%.'),
    ).toBeInTheDocument();
    expect(screen.getByText('The annual income on your application: $25,000.')).toBeInTheDocument();
    const reasons = within(screen.getByRole('region', { name: 'Why we made this decision' })).getAllByRole('listitem');
    expect(reasons.map((li) => li.textContent)).toEqual([
      'Excessive obligations in relation to income',
      'Income insufficient for amount of credit requested',
    ]);
    const todo = screen.getByRole('region', { name: 'What you can do' });
    expect(within(todo).getByText(/Pay down the balances on your loans and credit cards/)).toBeInTheDocument();
    expect(within(todo).getByText(/Add any income you did not list/)).toBeInTheDocument();
    expect(
      screen.getByRole('region', { name: 'Notice of your rights under the Equal Credit Opportunity Act' }),
    ).toBeInTheDocument();
  });
});
