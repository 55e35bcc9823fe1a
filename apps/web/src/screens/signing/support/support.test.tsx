import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { SigningSupport, type SigningSupportProps } from './support';

const props: SigningSupportProps = {
  companyName: 'Figure',
  phone: '(888) 819-6388',
  email: 'support@example.com',
  hours: { open: true, todayHours: '6:00 AM – 6:00 PM PT' },
  weekHours: ['Monday–Friday 6:00 AM – 6:00 PM PT'],
  introHref: '/intro',
  signHref: '/sign',
  additionalHref: '/additional',
};

describe('signing/support', () => {
  it('gives the phone and email, and says the line is open now with today’s hours', () => {
    renderWithProviders(<SigningSupport {...props} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Help with signing' })).toBeInTheDocument();
    expect(screen.getByText('Open now')).toBeInTheDocument();
    expect(screen.getByText('Today: 6:00 AM – 6:00 PM PT')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: '(888) 819-6388' })[0]).toHaveAttribute('href', 'tel:8888196388');
    expect(screen.getAllByRole('link', { name: 'support@example.com' })[0]).toHaveAttribute(
      'href',
      'mailto:support@example.com',
    );
  });

  it('says when the line is closed and what to do instead', () => {
    renderWithProviders(<SigningSupport {...props} hours={{ open: false, todayHours: null }} />);
    expect(screen.getByText('Closed now')).toBeInTheDocument();
    expect(screen.getByText(/Outside these hours, email us/)).toBeInTheDocument();
  });

  it('answers the common problems, and sends a missing co-signer email to additional signers', async () => {
    renderWithProviders(<SigningSupport {...props} />);
    await userEvent.click(screen.getByRole('button', { name: 'My co-signer did not get the email' }));
    expect(await screen.findByRole('link', { name: 'additional signers' })).toHaveAttribute('href', '/additional');
    const drawing = screen.getByRole('button', { name: 'Drawing my signature on a phone' });
    await userEvent.click(drawing);
    expect(drawing).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText(/a typed signature is just as valid/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to signing' })).toHaveAttribute('href', '/sign');
  });

  it('shows the loan officer when there is one', () => {
    renderWithProviders(
      <SigningSupport
        {...props}
        loanOfficer={{ originatorName: 'Sam Rivera', email: 'sam@example.com', phoneNumber: '4155550100' }}
      />,
    );
    expect(screen.getAllByText('Sam Rivera')[0]).toBeInTheDocument();
  });
});
