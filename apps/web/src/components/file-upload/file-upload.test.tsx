import { UPLOAD_MESSAGES } from '@heloc/core';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { FileUpload } from './file-upload';
import { encryptedPdfFile, oversizedFile, pdfFile, wordFile } from './test-files';
import { useChosenFiles } from './use-chosen-files';

function Harness() {
  const { chosen, add, remove, replace } = useChosenFiles();
  return <FileUpload label="Your paystubs" chosen={chosen} onAdd={add} onRemove={remove} onReplace={replace} />;
}

const setup = () => {
  const { container } = renderWithProviders(<Harness />);
  // The picker's filter is a convenience: a person can still pick "All files", so the test does too.
  const user = userEvent.setup({ applyAccept: false });
  const picker = container.querySelector<HTMLInputElement>('input[type="file"][name="file"]')!;
  return { user, picker };
};
const row = (name: string) => screen.getByText(name).closest('li') as HTMLElement;

describe('FileUpload', () => {
  it('holds the first file’s place with an empty slot the file takes, and no control a keyboard reaches in it', async () => {
    const { user, picker } = setup();
    expect(screen.getByText('No file chosen yet')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Chosen files' })).toBeNull();
    // The slot's buttons only give it a file row's height: hidden from the reader and the Tab key.
    expect(screen.queryByRole('button', { name: 'Replace' })).toBeNull();
    await user.upload(picker, [pdfFile('march.pdf')]);
    expect(await within(row('march.pdf')).findByText('Ready to upload')).toBeInTheDocument();
    expect(screen.queryByText('No file chosen yet')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Remove march.pdf' }));
    expect(screen.getByText('No file chosen yet')).toBeInTheDocument();
  });

  it('lists each chosen file with its size and says, beside the bad ones, how to fix them', async () => {
    const { user, picker } = setup();
    expect(screen.getByRole('group', { name: 'Your paystubs' })).toBeInTheDocument();
    await user.upload(picker, [
      pdfFile('march.pdf'),
      wordFile('april.docx'),
      encryptedPdfFile('may.pdf'),
      oversizedFile('june.pdf'),
    ]);
    expect(await within(row('march.pdf')).findByText('Ready to upload')).toBeInTheDocument();
    expect(within(row('march.pdf')).getByText(/bytes$/)).toBeInTheDocument();
    expect(await within(row('april.docx')).findByText(UPLOAD_MESSAGES.notAccepted('april.docx'))).toBeInTheDocument();
    expect(await within(row('may.pdf')).findByText(UPLOAD_MESSAGES.encryptedPdf)).toBeInTheDocument();
    expect(
      await within(row('june.pdf')).findByText(UPLOAD_MESSAGES.tooLarge('june.pdf', 10 * 1024 * 1024)),
    ).toBeInTheDocument();
    expect(within(row('june.pdf')).getByText('12.0 MB')).toBeInTheDocument();
  });

  it('removes one file and keeps the others', async () => {
    const { user, picker } = setup();
    await user.upload(picker, [pdfFile('march.pdf'), wordFile('april.docx')]);
    await user.click(screen.getByRole('button', { name: 'Remove april.docx' }));
    expect(screen.queryByText('april.docx')).not.toBeInTheDocument();
    expect(await within(row('march.pdf')).findByText('Ready to upload')).toBeInTheDocument();
  });

  it('replaces a bad file in its place, and checks the new one', async () => {
    const { user, picker } = setup();
    await user.upload(picker, [wordFile('april.docx'), pdfFile('march.pdf')]);
    expect(await screen.findByText(UPLOAD_MESSAGES.notAccepted('april.docx'))).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Replace april.docx' }));
    await user.upload(screen.getByLabelText('Replacement file'), pdfFile('april.pdf'));
    expect(screen.queryByText('april.docx')).not.toBeInTheDocument();
    const names = within(screen.getByRole('list', { name: 'Chosen files' }))
      .getAllByRole('listitem')
      .map((li) => li.querySelector('p')?.textContent);
    expect(names).toEqual(['april.pdf', 'march.pdf']);
    expect(await within(row('april.pdf')).findByText('Ready to upload')).toBeInTheDocument();
  });

  it('opens the file picker from a button a keyboard can reach', () => {
    setup();
    expect(screen.getByRole('button', { name: 'Choose files' })).toBeEnabled();
  });
});
