import { underwritingPath } from '@heloc/core';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeServer } from '../../../test/fake-server';
import { fakeJourney, WithJourney } from '../../../test/journey';
import { renderWithProviders } from '../../../test/render';
import { DECISIONS, noticeFor, underwritingFacts } from '../../../test/underwriting-fixtures';
import { ErrorDecline } from './decline';
import { ErrorDeclineRoute } from './route';

afterEach(() => vi.unstubAllGlobals());

const section = (name: string) => screen.getByRole('region', { name });

describe('error/decline', () => {
  it('gives the notice of action taken: date, lender, action, principal reasons, what to do', () => {
    renderWithProviders(
      <ErrorDecline
        notice={noticeFor('UNDERWRITING')}
        lenderName="Story Lender"
        supportEmail="support@lender.example"
        onPrint={vi.fn()}
      />,
    );
    expect(
      screen.getByRole('heading', { level: 1, name: 'We’re unable to offer you a line of credit right now' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Notice of action taken · 11/20/2026')).toBeInTheDocument();
    expect(screen.getByText(/100 Main Street, Springfield, IL 62701/)).toBeInTheDocument();
    expect(
      within(section('Why we made this decision'))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Income insufficient for amount of credit requested']);
    expect(
      within(section('What you can do')).getByText('You can apply again on or after 02/18/2027.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Your credit score' })).not.toBeInTheDocument();
    const bureau = section('Your right to your credit report');
    expect(within(bureau).getByText(/Equifax Information Services LLC/)).toBeInTheDocument();
    expect(within(bureau).getByRole('link', { name: '1-800-685-1111' })).toHaveAttribute('href', 'tel:18006851111');
    expect(within(bureau).getByText(/no later than 60 days/)).toBeInTheDocument();
    const ecoa = section('Notice of your rights under the Equal Credit Opportunity Act');
    expect(
      within(ecoa).getByText(/prohibits creditors from discriminating against credit applicants/),
    ).toBeInTheDocument();
    expect(within(ecoa).getByText(/Federal Trade Commission, Consumer Response Center/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to your dashboard' })).toHaveAttribute('href', '/dashboard');
  });

  it('explains a decline for the property’s condition (Condemned)', () => {
    renderWithProviders(
      <ErrorDecline
        notice={noticeFor('PROPERTY_CONDITION')}
        lenderName="Story Lender"
        supportEmail="support@lender.example"
        onPrint={vi.fn()}
      />,
    );
    expect(
      screen.getByRole('heading', { level: 1, name: 'We’re unable to offer a line of credit on this property' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Other: the condition of the property offered as collateral is not acceptable'),
    ).toBeInTheDocument();
    expect(screen.getByText(/Once the property is repaired, you can apply again/)).toBeInTheDocument();
  });

  it('prints the notice', async () => {
    const onPrint = vi.fn();
    renderWithProviders(
      <ErrorDecline
        notice={noticeFor('UNDERWRITING')}
        lenderName="Story Lender"
        supportEmail="support@lender.example"
        onPrint={onPrint}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Print this notice' }));
    expect(onPrint).toHaveBeenCalledOnce();
  });

  it('promises the notice by email when the facts are not available', () => {
    renderWithProviders(
      <ErrorDecline notice={null} lenderName="Story Lender" supportEmail="support@lender.example" onPrint={vi.fn()} />,
    );
    expect(screen.getByText(/Within 30 days you will receive a notice by email/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'support@lender.example' })).toHaveAttribute(
      'href',
      'mailto:support@lender.example',
    );
  });

  it('reads the decision from the server and names the organisation as the lender', async () => {
    const server = fakeServer();
    server.on('GET', underwritingPath('app-1'), () => underwritingFacts({ decision: DECISIONS.PROPERTY_CONDITION }));
    renderWithProviders(
      <WithJourney
        journey={fakeJourney('app-1', {
          status: { applicationUuid: 'app-1', state: 'DECLINED', pendingSince: null },
        } as never)}
      >
        <ErrorDeclineRoute />
      </WithJourney>,
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'We’re unable to offer a line of credit on this property' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Thank you for applying to Story Lender, Inc\./)).toBeInTheDocument();
    expect(within(section('Your right to your credit report')).getByText(/TransUnion LLC/)).toBeInTheDocument();
  });

  it('falls back to the emailed notice when the server has no facts (404)', async () => {
    fakeServer();
    renderWithProviders(
      <WithJourney journey={fakeJourney('app-1')}>
        <ErrorDeclineRoute />
      </WithJourney>,
    );
    expect(await screen.findByText(/Within 30 days you will receive a notice by email/)).toBeInTheDocument();
  });
});
