import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { noticeFor } from '../../../test/underwriting-fixtures';
import { ErrorCredit } from './credit';

describe('error/credit', () => {
  it('discloses the score: number, range, key factors, date, bureau and model (FCRA §615(a)(2))', () => {
    renderWithProviders(
      <ErrorCredit
        notice={noticeFor('CREDIT_SCORE')}
        lenderName="Story Lender"
        supportEmail="support@lender.example"
        onPrint={vi.fn()}
      />,
    );
    expect(
      screen.getByRole('heading', {
        level: 1,
        name: 'We’re unable to offer a line of credit based on your credit score',
      }),
    ).toBeInTheDocument();
    const score = screen.getByRole('region', { name: 'Your credit score' });
    expect(within(score).getByText('582')).toBeInTheDocument();
    expect(within(score).getByText('Scores range from a low of 300 to a high of 850.')).toBeInTheDocument();
    expect(within(score).getByText('11/19/2026')).toBeInTheDocument();
    expect(within(score).getByText('Experian (FICO Score 8)')).toBeInTheDocument();
    expect(
      within(score)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Serious delinquency',
      'Proportion of balances to credit limits is too high',
      'Length of time accounts have been established',
      'Too many accounts with balances',
    ]);
    const todo = screen.getByRole('region', { name: 'What you can do' });
    expect(
      within(todo).getByText('Get your free credit report from Experian and check it for mistakes.'),
    ).toBeInTheDocument();
    expect(within(todo).getByText(/dispute it with the bureau/)).toBeInTheDocument();
    const bureau = screen.getByRole('region', { name: 'Your right to your credit report' });
    expect(within(bureau).getByText(/P\.O\. Box 2002, Allen, TX 75013/)).toBeInTheDocument();
    expect(
      within(
        screen.getByRole('region', { name: 'Notice of your rights under the Equal Credit Opportunity Act' }),
      ).getByText(/1700 G Street NW, Washington, DC 20552/),
    ).toBeInTheDocument();
  });
});
