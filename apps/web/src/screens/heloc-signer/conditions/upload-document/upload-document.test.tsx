import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../test/render';
import { SignerUploadDocument } from './upload-document';

const condition = {
  uuid: 'c1',
  created: '2026-01-01T00:00:00.000Z',
  categoryEnum: 'GENERIC_DOCUMENT_REQUEST',
  commentsToBorrower: 'A copy of the trust agreement',
  actionNeeded: true,
};
const file = new File(['%PDF-1.4'], 'trust.pdf', { type: 'application/pdf' });
const noop = { onAdd: vi.fn(), onRemove: vi.fn(), onReplace: vi.fn() };

describe('heloc-signer/conditions/upload-document', () => {
  it('says what is asked and sends the checked file', async () => {
    const onSubmit = vi.fn();
    renderWithProviders(
      <SignerUploadDocument
        condition={condition}
        chosen={[{ id: 'f1', file, checking: false, problem: null }]}
        onSubmit={onSubmit}
        {...noop}
      />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Upload Document' })).toBeInTheDocument();
    expect(screen.getByText('A copy of the trust agreement')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Upload Document' }));
    expect(onSubmit).toHaveBeenCalledWith([file]);
  });
  it('asks for two documents with "Upload Documents" and waits for both', () => {
    renderWithProviders(
      <SignerUploadDocument
        condition={{ ...condition, xtraData: { numDocsRequired: 2 } }}
        chosen={[{ id: 'f1', file, checking: false, problem: null }]}
        onSubmit={vi.fn()}
        {...noop}
      />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Upload Documents' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upload Documents' })).toBeDisabled();
    expect(screen.getByText('Add 1 more.')).toBeInTheDocument();
  });
});
