import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { StartAppSummary, type AppSummaryView } from './app-summary';

const VIEW: AppSummaryView = {
  name: 'Ann Lee',
  address: '12 Oak Street San Mateo, CA 94401',
  email: 'ann@example.com',
  phone: '4155550100',
  annualIncome: 150000,
  lineAmount: 120000,
  initialDraw: 60000,
  aprPercent: 8.9,
  termYears: 10,
  companyName: 'Story Lender',
  disclosures: [
    'Annual percentage rates (APRs) range from 7.60% to 17.20% and depend on credit, income, property value and the lien position.',
    'An origination fee of up to 4.99% of the initial draw applies; it is deducted from the draw.',
  ],
};
const SHOWN = 'You showed you can open PDF documents 11/23/2026, 10:07 AM PST';
const setup = (props: Partial<Parameters<typeof StartAppSummary>[0]> = {}) => {
  const handlers = {
    onSubmit: vi.fn(),
    onView: vi.fn(),
    onDownload: vi.fn(),
    onCode: vi.fn(),
    onClosePreview: vi.fn(),
  };
  renderWithProviders(
    <StartAppSummary
      view={VIEW}
      preparing={false}
      disclosures={{ given: 'Given to you 11/23/2026, 10:05 AM PST', bookletUrl: 'https://example.test/booklet.pdf' }}
      esign={{ demonstrated: SHOWN }}
      {...handlers}
      {...props}
    />,
  );
  return { ...handlers, user: userEvent.setup() };
};
const CONSENTS = [
  'I agree to receive disclosures and documents from Story Lender electronically (E-SIGN consent).',
  'I have read the HELOC disclosures above.',
  'I authorise a hard credit check to verify my application.',
];

describe('start/app-summary', () => {
  it('summarises the application, formatted, with the lender’s numbered disclosures', () => {
    setup();
    expect(screen.getByRole('heading', { level: 1, name: 'Review and submit your application' })).toBeInTheDocument();
    for (const text of [
      'Ann Lee',
      '12 Oak Street San Mateo, CA 94401',
      'ann@example.com',
      '(415) 555-0100',
      '$150,000',
      '$120,000',
      '$60,000',
      '8.90% · 10 years',
    ]) {
      expect(screen.getByText(text)).toBeInTheDocument();
    }
    expect(screen.getByRole('heading', { level: 2, name: 'HELOC disclosures' })).toBeInTheDocument();
    const items = screen.getAllByRole('listitem').map((li) => li.textContent);
    expect(items).toEqual([...VIEW.disclosures]);
  });

  it('gives the program disclosures and the booklet before submission, with the time they were given (Reg Z §1026.40(b))', async () => {
    const { onView, onDownload, user } = setup();
    expect(screen.getByText('Given to you 11/23/2026, 10:05 AM PST')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Read the CFPB booklet/ })).toHaveAttribute(
      'href',
      'https://example.test/booklet.pdf',
    );
    await user.click(screen.getByRole('button', { name: 'View the program disclosures' }));
    expect(onView).toHaveBeenCalledWith('program');
    await user.click(screen.getByRole('button', { name: /^Download PDF\s*of the program disclosures$/ }));
    expect(onDownload).toHaveBeenCalledWith('program');
  });

  it('asks for the sample’s code before the E-SIGN consent counts, and refuses to submit without it', async () => {
    const { onView, onCode, onSubmit, user } = setup({ esign: { demonstrated: null } });
    await user.click(screen.getByRole('button', { name: 'Open the sample PDF' }));
    expect(onView).toHaveBeenCalledWith('sample');
    const code = screen.getByRole('textbox', { name: 'Code printed in the sample' });
    await user.type(code, '12');
    await user.click(screen.getByRole('button', { name: 'Check the code' }));
    expect(await screen.findByText('Must be the 6-digit code printed in the sample')).toBeInTheDocument();
    expect(onCode).not.toHaveBeenCalled();
    await user.type(code, '3456');
    await user.click(screen.getByRole('button', { name: 'Check the code' }));
    expect(onCode).toHaveBeenCalledWith('123456');
    for (const name of CONSENTS) await user.click(screen.getByRole('checkbox', { name }));
    await user.click(screen.getByRole('button', { name: 'Submit my application' }));
    expect(
      await screen.findByText('Open the sample document and enter its code before you submit'),
    ).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('once the code is checked, says when', () => {
    setup();
    expect(screen.getByText(`✓ ${SHOWN}`)).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Code printed in the sample' })).not.toBeInTheDocument();
  });

  it('submits only once every consent is given', async () => {
    const { onSubmit, user } = setup();
    await user.click(screen.getByRole('checkbox', { name: CONSENTS[0] }));
    await user.click(screen.getByRole('button', { name: 'Submit my application' }));
    expect(await screen.findByText('You must acknowledge the HELOC disclosures to continue')).toBeInTheDocument();
    expect(screen.getByText('You must authorise the credit check to continue')).toBeInTheDocument();
    expect(
      screen.queryByText('You must agree to receive documents electronically (E-SIGN) to continue'),
    ).not.toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
    await user.click(screen.getByRole('checkbox', { name: CONSENTS[1] }));
    await user.click(screen.getByRole('checkbox', { name: CONSENTS[2] }));
    await user.click(screen.getByRole('button', { name: 'Submit my application' }));
    expect(onSubmit).toHaveBeenCalledOnce();
  });

  it('while the disclosure is prepared, says so (announced) and offers nothing to submit', () => {
    setup({ preparing: true });
    expect(screen.getByRole('status')).toHaveTextContent(
      'Your disclosures are being prepared. This takes a few seconds.',
    );
    expect(screen.getByText('Preparing your application summary')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit my application' })).not.toBeInTheDocument();
  });

  it('shows a failure as an alert and a busy button while sending', () => {
    setup({ error: 'We could not reach the server. Check your connection and try again.', submitting: true });
    expect(screen.getByRole('alert', { name: 'That did not work' })).toHaveTextContent(
      'We could not reach the server. Check your connection and try again.',
    );
    expect(screen.getByRole('button', { name: 'Submit my application' })).toHaveAttribute('data-loading', 'true');
  });
});
