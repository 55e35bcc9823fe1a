import { appScreenUrl, insurancePath, UPLOAD_MESSAGES } from '@heloc/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Application } from '../../../api/types';
import { encryptedPdfFile, pdfFile } from '../../../components/file-upload/test-files';
import { JourneyContext, type Journey } from '../../../features/journey/journey-context';
import { INSURANCE } from '../../../test/closing-fixtures';
import { json } from '../../../test/fake-server';
import { renderWithProviders } from '../../../test/render';
import { InsuranceUploadRoute } from './route';
import { InsuranceUpload } from './upload';

const UUID = '6f1c2a9e-0b1d-4c55-9a7e-1d2b3c4d5e6f';
const card = (title: string) => screen.getByRole('region', { name: title });
const pickerIn = (el: HTMLElement) => el.querySelector<HTMLInputElement>('input[type="file"][name="file"]')!;

afterEach(() => vi.unstubAllGlobals());

describe('insurance/upload', () => {
  it('says which policy is still missing and asks only for the ones not in', () => {
    renderWithProviders(<InsuranceUpload status={INSURANCE.floodHalfway} requirementsHref="/" onSubmit={vi.fn()} />);
    expect(screen.getByText('Still needed: homeowners (hazard) insurance.')).toBeInTheDocument();
    expect(within(card('Flood insurance')).getByText('Under review')).toBeInTheDocument();
    expect(within(card('Flood insurance')).queryByRole('button')).toBeNull();
    expect(
      within(card('Homeowners (hazard) insurance')).getByRole('button', {
        name: 'Upload homeowners (hazard) insurance',
      }),
    ).toBeInTheDocument();
  });

  it('checks each file when chosen and sends one policy with its type', async () => {
    const onSubmit = vi.fn();
    renderWithProviders(
      <InsuranceUpload
        status={INSURANCE.floodNothingYet}
        requirementsHref={appScreenUrl(UUID, 'insurance/requirements')}
        onSubmit={onSubmit}
      />,
    );
    const user = userEvent.setup({ applyAccept: false });
    const flood = card('Flood insurance');
    await user.upload(pickerIn(flood), encryptedPdfFile('locked.pdf'));
    expect(await within(flood).findByText(UPLOAD_MESSAGES.encryptedPdf)).toBeInTheDocument();
    await user.click(within(flood).getByRole('button', { name: 'Upload flood insurance' }));
    expect(onSubmit).not.toHaveBeenCalled();
    await user.click(within(flood).getByRole('button', { name: 'Remove locked.pdf' }));
    await user.upload(pickerIn(flood), pdfFile('flood-declarations.pdf'));
    await within(flood).findByText('Ready to upload');
    await user.click(within(flood).getByRole('button', { name: 'Upload flood insurance' }));
    expect(onSubmit).toHaveBeenCalledWith('PROOFOFFLOODINSURANCE', [
      expect.objectContaining({ name: 'flood-declarations.pdf' }),
    ]);
    expect(
      screen.getByRole('link', { name: 'What the policies must cover, and the mortgagee clause' }),
    ).toHaveAttribute('href', appScreenUrl(UUID, 'insurance/requirements'));
  });

  it('shows the reviewer’s note and asks again for a page sent back', () => {
    renderWithProviders(<InsuranceUpload status={INSURANCE.needsAttention} requirementsHref="/" onSubmit={vi.fn()} />);
    const hazard = card('Homeowners (hazard) insurance');
    expect(within(hazard).getByText(/^Reviewer’s note:/)).toBeInTheDocument();
    expect(within(hazard).getByText('Sent back: hazard-expired.pdf')).toBeInTheDocument();
    expect(within(hazard).getByRole('button', { name: 'Upload homeowners (hazard) insurance' })).toBeInTheDocument();
  });
});

describe('the route', () => {
  const journey = (): Journey =>
    ({
      uuid: UUID,
      application: { uuid: UUID } as Application,
      profile: {},
      status: { applicationUuid: UUID, state: 'TRUST_AND_INSURANCE', pendingSince: null },
      decision: null,
      machineState: 'insurance',
      applyApplication: vi.fn(),
      sendMachineEvent: vi.fn(),
    }) as unknown as Journey;

  it('posts the policy type with the file, and reads the review again afterwards', async () => {
    let reads = 0;
    const posted: { type: FormDataEntryValue | null; files: number }[] = [];
    vi.stubGlobal('fetch', async (input: Request) => {
      const path = new URL(input.url).pathname;
      if (input.method === 'GET' && path === insurancePath(UUID))
        return json(reads++ === 0 ? INSURANCE.floodNothingYet : INSURANCE.floodHalfway);
      const body = await input.formData();
      posted.push({ type: body.get('type'), files: body.getAll('file').length });
      return json({ uuid: UUID, status: { state: 'TRUST_AND_INSURANCE' } });
    });
    const j = journey();
    renderWithProviders(
      <JourneyContext value={j}>
        <InsuranceUploadRoute />
      </JourneyContext>,
    );
    const flood = await screen.findByRole('region', { name: 'Flood insurance' });
    const user = userEvent.setup();
    await user.upload(pickerIn(flood), pdfFile('flood.pdf'));
    await within(flood).findByText('Ready to upload');
    await user.click(within(flood).getByRole('button', { name: 'Upload flood insurance' }));
    await waitFor(() => expect(posted).toEqual([{ type: 'PROOFOFFLOODINSURANCE', files: 1 }]));
    expect(await screen.findByText('Still needed: homeowners (hazard) insurance.')).toBeInTheDocument();
    expect(j.applyApplication).toHaveBeenCalledOnce();
  });

  it('keeps the file chosen and shows the server’s message when the upload fails', async () => {
    vi.stubGlobal('fetch', async (input: Request) =>
      input.method === 'GET' ? json(INSURANCE.floodNothingYet) : json({ errors: ['The file could not be read.'] }, 400),
    );
    renderWithProviders(
      <JourneyContext value={journey()}>
        <InsuranceUploadRoute />
      </JourneyContext>,
    );
    const flood = await screen.findByRole('region', { name: 'Flood insurance' });
    const user = userEvent.setup();
    await user.upload(pickerIn(flood), pdfFile('flood.pdf'));
    await within(flood).findByText('Ready to upload');
    await user.click(within(flood).getByRole('button', { name: 'Upload flood insurance' }));
    expect(await within(flood).findByRole('alert', { name: 'That did not work' })).toHaveTextContent(
      'The file could not be read.',
    );
    expect(within(flood).getByText('flood.pdf')).toBeInTheDocument();
  });
});
