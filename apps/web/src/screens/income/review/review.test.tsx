import { appScreenUrl, incomeReview, type AppScreenPath, type StatedIncome } from '@heloc/core';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { IncomeReviewView } from './review';

const UUID = '6f1c2a9e-0b1d-4c55-9a7e-1d2b3c4d5e6f';
const hrefOf = (screen: AppScreenPath | '') => appScreenUrl(UUID, screen);
const employed: StatedIncome = { annualIncome: 150000, employmentType: 'FULL_TIME', employerName: null };
const paystubCondition = {
  uuid: 'c1',
  created: '2026-11-01T00:00:00Z',
  categoryEnum: 'HELOC_MANUAL_PAYSTUB_UPLOAD',
  actionNeeded: true,
  commentsToBorrower: 'Upload your two most recent paystubs.',
  xtraData: { numDocsRequired: 2 },
};

const show = (stated: StatedIncome, review: ReturnType<typeof incomeReview>) =>
  renderWithProviders(<IncomeReviewView stated={stated} review={review} hrefOf={hrefOf} />);

describe('income/review', () => {
  it('shows what the borrower stated and the three ways an employed borrower may verify', () => {
    show(employed, incomeReview({ heloc: { uuid: UUID }, profile: {} }, [], employed));
    expect(screen.getByRole('heading', { level: 1, name: 'Verify your income' })).toBeInTheDocument();
    const stated = screen.getByRole('region', { name: 'What you told us' });
    expect(within(stated).getByText('$150,000')).toBeInTheDocument();
    expect(within(stated).getByText('Full-time employed')).toBeInTheDocument();
    expect(screen.queryByText(/You do not need to do anything on this page/)).not.toBeInTheDocument();
    const ways = within(screen.getByRole('region', { name: 'Choose one way to verify' })).getAllByRole('link');
    expect(ways.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Link your payroll account', hrefOf('income/link/TRUV_PAYROLL')],
      ['Link the bank account your pay goes into', hrefOf('income/link/PLAID_TRANSACTIONS')],
      ['Upload your paystubs', hrefOf('income/upload/MANUAL_PAYSTUB')],
    ]);
  });

  it('offers a self-employed borrower tax records or deposits, and says why', () => {
    const stated = { annualIncome: 98000, employmentType: 'SELF_EMPLOYED', employerName: 'Lee Design LLC' };
    show(stated, incomeReview({ heloc: { uuid: UUID }, profile: {} }, [], stated));
    expect(screen.getByText('Self-employed')).toBeInTheDocument();
    expect(screen.getByText('Lee Design LLC')).toBeInTheDocument();
    expect(screen.getByText(/As you are self-employed/)).toBeInTheDocument();
    expect(screen.getAllByRole('link').map((a) => a.textContent)).toEqual([
      'Link your tax records',
      'Link the bank account your pay goes into',
      'Upload your tax returns',
    ]);
  });

  it('puts the paystub upload first and alone when paystubs are required, explained, with the sources linked so far', () => {
    const heloc = {
      uuid: UUID,
      status: { manualPaystubUpload: true, manualPaystubTasksComplete: false },
      incomeSources: [{ type: 'TRUV_PAYROLL', employmentType: 'FULL_TIME' }],
    };
    show(employed, incomeReview({ heloc, profile: {} }, [paystubCondition], employed));
    expect(screen.getByText('We need 2 paystubs')).toBeInTheDocument();
    expect(screen.getByText('Upload your two most recent paystubs.')).toBeInTheDocument();
    expect(screen.getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Upload 2 paystubs', hrefOf('income/upload/MANUAL_PAYSTUB')],
    ]);
    const sources = screen.getByRole('region', { name: 'Income sources on your application' });
    expect(within(sources).getByText('Payroll provider')).toBeInTheDocument();
    expect(within(sources).getByText('Received, being checked')).toBeInTheDocument();
  });

  it('says there is nothing to do once income is verified, and continues the journey', () => {
    const heloc = {
      uuid: UUID,
      status: { uwSubDecision: 'VERIFIED_INCOME_MATCHED_OFFER' },
      incomeSources: [{ type: 'PLAID_TRANSACTIONS' }],
    };
    show(employed, incomeReview({ heloc, profile: {} }, [], employed));
    expect(screen.getByText('Your income is verified')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue' })).toHaveAttribute('href', hrefOf(''));
    expect(screen.getByText('Verified')).toBeInTheDocument();
  });
});
