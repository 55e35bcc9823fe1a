import { LIEN_ATTESTATION_MESSAGES } from '@heloc/core';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LIEN_FACTS } from '../../test/offer-fixtures';
import { renderWithProviders } from '../../test/render';
import { LienAttestationForm } from './lien-attestation-form';

const setup = (facts: Parameters<typeof LienAttestationForm>[0]['facts'] = LIEN_FACTS.twoLiens) => {
  const onSubmit = vi.fn();
  renderWithProviders(<LienAttestationForm facts={facts} onSubmit={onSubmit} />);
  return { onSubmit, user: userEvent.setup() };
};
const submit = () => screen.getByRole('button', { name: 'Confirm and continue' });

describe('LienAttestationForm', () => {
  it('shows each lien found with its kind, position, balance and recording, and their total', () => {
    setup();
    expect(screen.getByRole('heading', { level: 3, name: 'Acme Mortgage' })).toBeInTheDocument();
    expect(screen.getByText('First mortgage · First lien · account ending 4411')).toBeInTheDocument();
    expect(screen.getByText(/Recorded 06\/14\/2021/)).toBeInTheDocument();
    expect(screen.getByText('$292,500')).toBeInTheDocument();
    expect(screen.getByText(/Your new line would be the third lien/)).toBeInTheDocument();
  });

  it('does not send until every lien is answered and the borrower attests', async () => {
    const { onSubmit, user } = setup();
    await user.click(submit());
    expect(screen.getAllByText(LIEN_ATTESTATION_MESSAGES.answer)).toHaveLength(2);
    expect(screen.getByText(LIEN_ATTESTATION_MESSAGES.attest)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('confirms one lien, corrects the other’s balance, adds a missed loan, and sends the liens step body', async () => {
    const { onSubmit, user } = setup();
    await user.click(
      within(screen.getByRole('radiogroup', { name: /Acme Mortgage lien correct/ })).getByRole('radio', {
        name: 'This is correct',
      }),
    );
    await user.click(
      within(screen.getByRole('radiogroup', { name: /Second Street Credit Union lien correct/ })).getByRole('radio', {
        name: 'The balance is different',
      }),
    );
    await user.click(submit());
    expect(screen.getByText(LIEN_ATTESTATION_MESSAGES.balance)).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Balance you owe today' }), '38000');
    await user.click(screen.getByRole('button', { name: 'Add a loan' }));
    await user.type(screen.getByRole('textbox', { name: 'Lender of added loan 1' }), 'Solar Finance');
    await user.type(screen.getByRole('textbox', { name: 'Balance of added loan 1' }), '18000');
    await user.click(screen.getByRole('checkbox', { name: /I confirm that the information above/ }));
    await user.click(submit());
    expect(onSubmit).toHaveBeenCalledExactlyOnceWith({
      attest: true,
      corrections: [{ lienUuid: 'lien-2', balance: 38000 }],
      liens: [{ lender: 'Solar Finance', balance: 18000 }],
      inquiries: [],
    });
  });

  it('asks about each recent inquiry, and the creditor and amount when it opened new debt', async () => {
    const { onSubmit, user } = setup(LIEN_FACTS.withInquiries);
    expect(screen.getByRole('heading', { name: 'Recent credit inquiries' })).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'This is correct' }));
    await user.click(
      within(screen.getByRole('radiogroup', { name: /Big Bank Card Services/ })).getByRole('radio', { name: 'Yes' }),
    );
    await user.click(
      within(screen.getByRole('radiogroup', { name: /Auto Finance Co/ })).getByRole('radio', { name: 'No' }),
    );
    await user.click(screen.getByRole('checkbox', { name: /I confirm/ }));
    await user.click(submit());
    expect(screen.getByText(LIEN_ATTESTATION_MESSAGES.explanation)).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /Who is the creditor/ }), 'Big Bank card, $5,000 limit');
    await user.click(submit());
    expect(onSubmit).toHaveBeenCalledExactlyOnceWith({
      attest: true,
      corrections: [],
      liens: [],
      inquiries: [
        { inquiryUuid: 'inq-1', newDebt: true, explanation: 'Big Bank card, $5,000 limit' },
        { inquiryUuid: 'inq-2', newDebt: false },
      ],
    });
  });

  it('keeps what was typed and shows a failed request', () => {
    renderWithProviders(
      <LienAttestationForm
        facts={LIEN_FACTS.twoLiens}
        onSubmit={vi.fn()}
        error="We could not reach the server. Check your connection and try again."
      />,
    );
    expect(screen.getByRole('alert', { name: 'That did not work' })).toHaveTextContent(
      'We could not reach the server.',
    );
  });
});
