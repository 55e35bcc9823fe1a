import { appScreenUrl, incomeUpload, SELECTION_MESSAGES, UPLOAD_MESSAGES } from '@heloc/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Route, Routes } from 'react-router';
import type { Application } from '../../../../api/types';
import { encryptedPdfFile, pdfFile, wordFile } from '../../../../components/file-upload/test-files';
import { JourneyContext, type Journey } from '../../../../features/journey/journey-context';
import { fakeServer, json } from '../../../../test/fake-server';
import { renderWithProviders } from '../../../../test/render';
import { IncomeUploadRoute } from './route';
import { IncomeUploadView } from './upload';

const UUID = '6f1c2a9e-0b1d-4c55-9a7e-1d2b3c4d5e6f';
const paystubCondition = {
  uuid: 'c1',
  created: '2026-11-01T00:00:00Z',
  categoryEnum: 'HELOC_MANUAL_PAYSTUB_UPLOAD',
  actionNeeded: true,
  commentsToBorrower: 'Upload your two most recent paystubs.',
  xtraData: { numDocsRequired: 2 },
};
const TWO_PAYSTUBS = incomeUpload('MANUAL_PAYSTUB', [paystubCondition])!;

const picker = (container: HTMLElement) =>
  container.querySelector<HTMLInputElement>('input[type="file"][name="file"]')!;
const fileNames = () =>
  within(screen.getByRole('list', { name: 'Chosen files' }))
    .getAllByRole('listitem')
    .map((li) => li.querySelector('p')?.textContent);

afterEach(() => vi.unstubAllGlobals());

describe('income/upload/{type}', () => {
  const setup = (props: Partial<Parameters<typeof IncomeUploadView>[0]> = {}) => {
    const onSubmit = vi.fn();
    const view = renderWithProviders(
      <IncomeUploadView
        upload={TWO_PAYSTUBS}
        reviewHref={appScreenUrl(UUID, 'income/review')}
        onSubmit={onSubmit}
        {...props}
      />,
    );
    return { onSubmit, user: userEvent.setup({ applyAccept: false }), input: picker(view.container), ...view };
  };

  it('asks for as many paystubs as the condition says, titled by how many', () => {
    setup();
    expect(screen.getByRole('heading', { level: 1, name: 'Upload Documents' })).toBeInTheDocument();
    expect(screen.getByText('Upload your 2 most recent paystubs.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Choose another way to verify your income' })).toHaveAttribute(
      'href',
      appScreenUrl(UUID, 'income/review'),
    );
  });

  it('sends nothing while a file is wrong, says why beside it, and keeps the good ones', async () => {
    const { user, input, onSubmit } = setup();
    await user.upload(input, [pdfFile('march.pdf'), wordFile('april.docx'), encryptedPdfFile('may.pdf')]);
    expect(await screen.findByText(UPLOAD_MESSAGES.notAccepted('april.docx'))).toBeInTheDocument();
    expect(await screen.findByText(UPLOAD_MESSAGES.encryptedPdf)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Upload and continue' }));
    expect(screen.getByRole('alert')).toHaveTextContent(SELECTION_MESSAGES.problems);
    expect(onSubmit).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Remove april.docx' }));
    await user.click(screen.getByRole('button', { name: 'Remove may.pdf' }));
    await user.click(screen.getByRole('button', { name: 'Upload and continue' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Upload at least 2 files.');
    await user.upload(input, pdfFile('april.pdf'));
    await screen.findAllByText('Ready to upload');
    await waitFor(() => expect(screen.getAllByText('Ready to upload')).toHaveLength(2));
    await user.click(screen.getByRole('button', { name: 'Upload and continue' }));
    expect(onSubmit).toHaveBeenCalledOnce();
    expect(onSubmit.mock.calls[0]?.[0].map((f: File) => f.name)).toEqual(['march.pdf', 'april.pdf']);
  });

  it('shows the upload under way', async () => {
    function Sending() {
      const [submitting, setSubmitting] = useState(false);
      return (
        <IncomeUploadView
          upload={TWO_PAYSTUBS}
          reviewHref="/"
          submitting={submitting}
          onSubmit={() => setSubmitting(true)}
        />
      );
    }
    const { container } = renderWithProviders(<Sending />);
    const user = userEvent.setup();
    await user.upload(picker(container), [pdfFile('march.pdf'), pdfFile('april.pdf')]);
    await waitFor(() => expect(screen.getAllByText('Ready to upload')).toHaveLength(2));
    await user.click(screen.getByRole('button', { name: 'Upload and continue' }));
    expect(screen.getByRole('status')).toHaveTextContent(/^Uploading 2 files \(\d+ bytes\)…$/);
    expect(screen.getByRole('progressbar', { name: 'Uploading' })).toBeInTheDocument();
  });
});

describe('a failed upload', () => {
  it('shows the server’s message and keeps every file chosen', async () => {
    // The shared fake server reads bodies as JSON; this one takes the multipart upload as it comes.
    const posted: number[] = [];
    vi.stubGlobal('fetch', async (input: Request) => {
      if (input.method === 'GET') return json([paystubCondition]);
      // (jsdom's FormData round trip names every file 'blob': the count is what can be checked here.)
      posted.push((await input.formData()).getAll('file').length);
      return json(
        {
          errors: [
            'april.pdf is a PDF protected with a password. Open it, print it to a new PDF without a password, and upload that file.',
          ],
        },
        400,
      );
    });
    const journey: Journey = {
      uuid: UUID,
      application: { uuid: UUID } as Application,
      profile: {},
      status: { applicationUuid: UUID, state: 'INCOME_VERIFICATION', pendingSince: null },
      decision: null,
      machineState: 'manualPaystubUpload',
      applyApplication: vi.fn(),
      sendMachineEvent: vi.fn(),
    };
    const { container } = renderWithProviders(
      <JourneyContext value={journey}>
        <Routes>
          <Route path="*" element={<IncomeUploadRoute type="MANUAL_PAYSTUB" />} />
        </Routes>
      </JourneyContext>,
    );
    expect(await screen.findByRole('heading', { name: 'Upload Documents' })).toBeInTheDocument();
    const user = userEvent.setup();
    await user.upload(picker(container), [pdfFile('march.pdf'), pdfFile('april.pdf')]);
    await waitFor(() => expect(screen.getAllByText('Ready to upload')).toHaveLength(2));
    await user.click(screen.getByRole('button', { name: 'Upload and continue' }));
    expect(await screen.findByRole('alert', { name: 'That did not work' })).toHaveTextContent(
      'april.pdf is a PDF protected with a password.',
    );
    expect(fileNames()).toEqual(['march.pdf', 'april.pdf']);
    expect(posted).toEqual([2]);
    expect(journey.applyApplication).not.toHaveBeenCalled();
  });

  it('goes back to income/review for a type with no upload', async () => {
    fakeServer();
    const journey = {
      uuid: UUID,
      application: { uuid: UUID },
      profile: {},
      status: { state: 'INCOME_VERIFICATION' },
    } as unknown as Journey;
    renderWithProviders(
      <JourneyContext value={journey}>
        <Routes>
          <Route path="/x/:type" element={<IncomeUploadRoute />} />
          <Route path={appScreenUrl(UUID, 'income/review')} element={<p>review</p>} />
        </Routes>
      </JourneyContext>,
      { path: '/x/TRUV_PAYROLL' },
    );
    expect(await screen.findByText('review')).toBeInTheDocument();
  });
});
