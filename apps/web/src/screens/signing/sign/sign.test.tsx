import { closingDocument, DOCUMENTS_TO_SIGN, SIGN_ESIGN_MESSAGE, SIGN_UNOPENED_MESSAGE } from '@heloc/core';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { SigningSign, type SigningSignProps } from './sign';

const documents = (opened: boolean) =>
  DOCUMENTS_TO_SIGN.map((kind) => ({
    kind,
    title: closingDocument(kind).title,
    regulation: closingDocument(kind).regulation,
    opened,
  }));

function setup(props: Partial<SigningSignProps> = {}) {
  const handlers = { onOpenDocument: vi.fn(), onDownload: vi.fn(), onSign: vi.fn(), onNameChange: vi.fn() };
  renderWithProviders(
    <SigningSign
      documents={documents(false)}
      canSign
      activeKind={null}
      pdf={{ data: null, error: null }}
      initialName="Ann Lee"
      introHref="/intro"
      supportHref="/support"
      {...handlers}
      {...props}
    />,
  );
  return { ...handlers, user: userEvent.setup() };
}

describe('signing/sign', () => {
  it('lists the three documents with whether each was opened, and opens one when chosen', async () => {
    const { onOpenDocument, user } = setup({
      documents: documents(false).map((d) => (d.kind === 'CLOSING_SUMMARY' ? { ...d, opened: true } : d)),
    });
    const list = screen.getByRole('list', { name: 'Documents to sign' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(items[0]).toHaveTextContent(/Closing summary.*Opened/);
    expect(items[1]).toHaveTextContent(/Home equity line of credit agreement and note.*Not opened yet/);
    await user.click(screen.getByRole('button', { name: 'Notice of right to cancel' }));
    expect(onOpenDocument).toHaveBeenCalledWith('NOTICE_OF_RIGHT_TO_CANCEL');
  });

  it('signs nothing before each document is opened, and says what is left', async () => {
    const { onSign, user } = setup();
    await user.click(screen.getByRole('button', { name: 'Sign documents' }));
    const told = await screen.findByRole('alert', { name: SIGN_UNOPENED_MESSAGE });
    expect(told).toHaveTextContent('Open “Closing summary: your account, fees and costs”');
    expect(told).toHaveTextContent('Open “Notice of right to cancel”');
    expect(told).toHaveTextContent(SIGN_ESIGN_MESSAGE);
    expect(told).toHaveTextContent('Enter your initials');
    expect(onSign).not.toHaveBeenCalled();
  });

  it('signs every document with consent, a typed signature and initials — by keyboard alone', async () => {
    const { onSign, onNameChange, user } = setup({ documents: documents(true), initialName: '' });
    const consent = screen.getByRole('checkbox', { name: /I agree to sign these documents electronically/ });
    consent.focus();
    await user.keyboard(' ');
    expect(consent).toBeChecked();
    await user.tab(); // the way of signing: typed is chosen
    await user.tab();
    expect(screen.getByRole('textbox', { name: /Your full name/ })).toHaveFocus();
    await user.keyboard('Ann Lee');
    expect(onNameChange).toHaveBeenLastCalledWith('Ann Lee');
    await user.tab();
    await user.keyboard('A.L.');
    await user.tab();
    expect(screen.getByRole('button', { name: 'Sign documents' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onSign).toHaveBeenCalledExactlyOnceWith({ signature: { type: 'typed', name: 'Ann Lee' }, initials: 'A.L.' });
  });

  it('checks the initials when they are left', async () => {
    const { user } = setup({ documents: documents(true) });
    await user.type(screen.getByRole('textbox', { name: /Your initials/ }), '12');
    await user.tab();
    expect(await screen.findByText('Must be your initials (letters only)')).toBeInTheDocument();
  });

  it('asks for a drawing when drawing is chosen and nothing is drawn', async () => {
    const { onSign, user } = setup({ documents: documents(true) });
    await user.click(screen.getByRole('checkbox', { name: /I agree/ }));
    await user.type(screen.getByRole('textbox', { name: /Your initials/ }), 'AL');
    await user.click(screen.getByText('Draw my signature'));
    await user.click(screen.getByRole('button', { name: 'Sign documents' }));
    expect((await screen.findAllByText(/Draw your signature in the box/)).length).toBeGreaterThan(0);
    expect(onSign).not.toHaveBeenCalled();
  });

  it('shows the server’s refusal and keeps what was typed', () => {
    setup({ documents: documents(true), error: SIGN_UNOPENED_MESSAGE, submitting: false });
    expect(screen.getByRole('alert', { name: 'That did not work' })).toHaveTextContent(SIGN_UNOPENED_MESSAGE);
    expect(screen.getByRole('textbox', { name: /Your full name/ })).toHaveValue('Ann Lee');
  });

  it('sends the borrower to accept the offer first when the documents are not ready', () => {
    setup({ canSign: false });
    expect(screen.getByText('Your documents are not ready to sign')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Review your final offer' })).toHaveAttribute('href', '/intro');
  });
});
