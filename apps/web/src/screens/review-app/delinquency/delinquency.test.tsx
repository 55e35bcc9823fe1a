import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { pdfFile, pickerIn, wordFile } from '../../../components/file-upload/test-files';
import { renderWithProviders } from '../../../test/render';
import { Delinquency } from './delinquency';

const setup = (props: Partial<Parameters<typeof Delinquency>[0]> = {}) => {
  const onSubmit = vi.fn();
  const onChange = vi.fn();
  const r = renderWithProviders(
    <Delinquency
      intro="Evergreen Bank reported a payment 60 days late on 11/01/2025."
      onSubmit={onSubmit}
      onChange={onChange}
      {...props}
    />,
  );
  // The picker's accept filter is a convenience a person can switch off: the check must catch what it lets through.
  return { ...r, onSubmit, onChange, user: userEvent.setup({ applyAccept: false }) };
};
const box = () => screen.getByRole('textbox', { name: /What happened/ });

describe('review-app/delinquency', () => {
  it('says who reported the late payment and counts the characters as the borrower types', async () => {
    const { user, onChange } = setup();
    expect(screen.getByRole('heading', { level: 1, name: 'Tell us about a late payment' })).toBeInTheDocument();
    expect(screen.getByText('Evergreen Bank reported a payment 60 days late on 11/01/2025.')).toBeInTheDocument();
    expect(screen.getByText('1000 of 1000 characters left')).toBeInTheDocument();
    await user.type(box(), 'I was in hospital');
    expect(screen.getByText('983 of 1000 characters left')).toBeInTheDocument();
    expect(onChange).toHaveBeenLastCalledWith({ explanation: 'I was in hospital' });
  });

  it('sends the explanation without documents, which are optional', async () => {
    const { user, onSubmit } = setup();
    await user.type(box(), 'I was in hospital in October; the account is current now.');
    await user.click(screen.getByRole('button', { name: 'Send my explanation' }));
    expect(onSubmit).toHaveBeenCalledExactlyOnceWith({
      explanation: 'I was in hospital in October; the account is current now.',
      files: [],
    });
  });

  it('sends a supporting document with it', async () => {
    const { user, onSubmit, container } = setup();
    await user.type(box(), 'Paid in full since, see the letter.');
    await user.upload(pickerIn(container), pdfFile('lender-letter.pdf'));
    expect(await screen.findByText('Ready to upload')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send my explanation' }));
    expect(onSubmit).toHaveBeenCalledOnce();
    expect(onSubmit.mock.calls[0]![0].files.map((f: File) => f.name)).toEqual(['lender-letter.pdf']);
  });

  it('refuses a too-short explanation and a file it cannot send', async () => {
    const { user, onSubmit, container } = setup();
    await user.type(box(), 'late');
    await user.tab();
    expect(await screen.findByText('Must be at least 10 characters')).toBeInTheDocument();
    await user.clear(box());
    await user.type(box(), 'A long enough explanation.');
    await user.upload(pickerIn(container), wordFile());
    await user.click(screen.getByRole('button', { name: 'Send my explanation' }));
    expect(await screen.findByText('Remove or replace the files marked above, then upload again.')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('keeps a draft and shows a failure', () => {
    setup({
      initial: { explanation: 'Typed before the reload' },
      error: 'We could not reach the server. Check your connection and try again.',
    });
    expect(box()).toHaveValue('Typed before the reload');
    expect(screen.getByRole('alert', { name: 'That did not work' })).toBeInTheDocument();
  });
});
