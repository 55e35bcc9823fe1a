import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { PdfViewer } from './pdf-viewer';

// jsdom has no canvas: what is drawn is tested by the stories in Chromium (pdf-viewer.stories.tsx,
// with the real fixture). Here: what the borrower is told and can do around the page.
describe('components/pdf-viewer', () => {
  it('says the document is opening while its bytes are fetched, and keeps the page buttons off', () => {
    renderWithProviders(<PdfViewer data={null} title="Note" fileName="note.pdf" onDownload={vi.fn()} />);
    expect(screen.getAllByText('Opening the document…')[0]).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Download PDF: note.pdf' })).toBeDisabled();
  });

  it('shows a failed fetch in words', () => {
    renderWithProviders(
      <PdfViewer
        data={null}
        error="We could not reach the server. Check your connection and try again."
        title="Note"
        fileName="note.pdf"
        onDownload={vi.fn()}
      />,
    );
    expect(screen.getByText('We could not reach the server. Check your connection and try again.')).toBeInTheDocument();
  });

  it('offers the download whenever bytes are there, even when the page cannot be drawn', async () => {
    const onDownload = vi.fn();
    renderWithProviders(
      <PdfViewer
        data={new TextEncoder().encode('not a pdf')}
        title="Note"
        fileName="note.pdf"
        onDownload={onDownload}
      />,
    );
    expect(
      await screen.findByText('We could not show this document here. Download it to read it.', {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Download PDF: note.pdf' }));
    await waitFor(() => expect(onDownload).toHaveBeenCalledOnce());
  });
});
