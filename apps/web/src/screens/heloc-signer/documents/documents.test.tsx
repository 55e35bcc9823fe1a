import type { SignerDocumentEntry } from '@heloc/core';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { SignerDocuments } from './documents';

const docs = (viewed: boolean): SignerDocumentEntry[] => [
  {
    kind: 'CLOSING_SUMMARY',
    title: 'Closing summary: your account, fees and costs',
    regulation: 'Regulation Z',
    viewedAt: viewed ? '2026-01-01T00:00:00.000Z' : null,
  },
  {
    kind: 'NOTICE_OF_RIGHT_TO_CANCEL',
    title: 'Notice of right to cancel',
    regulation: 'Regulation Z, 12 CFR §1026.15(b)',
    viewedAt: null,
  },
];

describe('heloc-signer/documents', () => {
  it('lists each document with whether it was opened, and opens one on request', async () => {
    const onOpen = vi.fn();
    renderWithProviders(
      <SignerDocuments
        documents={docs(true)}
        open={null}
        onOpen={onOpen}
        onDownload={vi.fn()}
        signHref="/account/heloc/heloc-signer/sign?application=a1"
      />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Read your documents' })).toBeInTheDocument();
    expect(screen.getByText('Opened')).toBeInTheDocument();
    expect(screen.getByText('Not opened yet')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Open Notice of right to cancel' }));
    expect(onOpen).toHaveBeenCalledWith('NOTICE_OF_RIGHT_TO_CANCEL');
  });
  it('offers signing only once every document was opened', () => {
    const { unmount } = renderWithProviders(
      <SignerDocuments documents={docs(false)} open={null} onOpen={vi.fn()} onDownload={vi.fn()} signHref="/s" />,
    );
    expect(screen.queryByRole('link', { name: 'Continue to sign' })).toBeNull();
    expect(screen.getByText('Open each document before you continue to sign.')).toBeInTheDocument();
    unmount();
    const all = docs(true).map((d) => ({ ...d, viewedAt: '2026-01-01T00:00:00.000Z' }));
    renderWithProviders(
      <SignerDocuments documents={all} open={null} onOpen={vi.fn()} onDownload={vi.fn()} signHref="/s" />,
    );
    expect(screen.getByRole('link', { name: 'Continue to sign' })).toHaveAttribute('href', '/s');
  });
});
