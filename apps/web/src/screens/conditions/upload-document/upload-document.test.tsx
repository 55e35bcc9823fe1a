import { conditionCard, UPLOAD_MESSAGES } from '@heloc/core';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { pdfFile } from '../../../components/file-upload/test-files';
import { renderWithProviders } from '../../../test/render';
import { UploadDocumentView } from './upload-document';

const card = (numDocsRequired?: number) =>
  conditionCard({
    uuid: 'c1',
    created: '2026-11-01T00:00:00Z',
    categoryEnum: 'HELOC_MANUAL_PAYSTUB_UPLOAD',
    actionNeeded: true,
    xtraData: numDocsRequired ? { numDocsRequired } : null,
  });

describe('conditions/upload-document', () => {
  it('asks for as many paystubs as the condition says, and sends them all', async () => {
    const onSubmit = vi.fn();
    const { container } = renderWithProviders(
      <UploadDocumentView card={card(2)} dashboardHref="/c" onSubmit={onSubmit} />,
    );
    const user = userEvent.setup();
    expect(screen.getByRole('heading', { level: 1, name: 'Paystubs' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Upload Documents' }));
    expect(await screen.findByText(UPLOAD_MESSAGES.tooFew(2))).toBeInTheDocument();
    await user.upload(container.querySelector<HTMLInputElement>('input[type=file]')!, [
      pdfFile('a.pdf'),
      pdfFile('b.pdf'),
    ]);
    await waitFor(() => expect(screen.getAllByText('Ready to upload')).toHaveLength(2));
    await user.click(screen.getByRole('button', { name: 'Upload Documents' }));
    expect(onSubmit).toHaveBeenCalledOnce();
    expect(onSubmit.mock.calls[0]?.[0].map((f: File) => f.name)).toEqual(['a.pdf', 'b.pdf']);
  });

  it('one paystub by default: "Upload Document"', () => {
    renderWithProviders(<UploadDocumentView card={card()} dashboardHref="/c" onSubmit={vi.fn()} />);
    expect(screen.getByRole('button', { name: 'Upload Document' })).toBeInTheDocument();
  });

  it('a link to a condition that is not open says so and leads back', () => {
    renderWithProviders(<UploadDocumentView card={null} dashboardHref="/c" onSubmit={vi.fn()} />);
    expect(screen.getByText('We could not find this condition. It may have been cleared already.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to your conditions' })).toHaveAttribute('href', '/c');
  });
});
