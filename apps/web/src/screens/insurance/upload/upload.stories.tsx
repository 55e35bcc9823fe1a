import type { Meta, StoryObj } from '@storybook/react-vite';
import { appScreenUrl, UPLOAD_MESSAGES } from '@heloc/core';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  chooseFiles,
  encryptedPdfFile,
  oversizedFile,
  pdfFile,
  wordFile,
} from '../../../components/file-upload/test-files';
import { INSURANCE } from '../../../test/closing-fixtures';
import { mobile } from '../../../test/story-variants';
import { InsuranceUpload } from './upload';

const UUID = '6f1c2a9e-0b1d-4c55-9a7e-1d2b3c4d5e6f';

const meta = {
  title: 'Screens/insurance/upload',
  component: InsuranceUpload,
  args: {
    status: INSURANCE.floodNothingYet,
    requirementsHref: appScreenUrl(UUID, 'insurance/requirements'),
    onSubmit: fn(),
  },
} satisfies Meta<typeof InsuranceUpload>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The picker inside one policy's card. */
const pickerFor = (canvas: HTMLElement, title: string) =>
  within(canvas)
    .getByRole('region', { name: title })
    .querySelector<HTMLInputElement>('input[type="file"][name="file"]')!;
const choose =
  (title: string, files: () => File[], ...expected: string[]) =>
  async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    chooseFiles(pickerFor(canvasElement, title), files());
    for (const text of expected) await expect(await within(canvasElement).findByText(text)).toBeVisible();
  };

/** A flood zone: both policies asked for, and the screen says both are still needed. */
export const Default: Story = {
  play: async ({ canvasElement }) =>
    expect(
      within(canvasElement).getByText('Still needed: homeowners (hazard) insurance and flood insurance.'),
    ).toBeVisible(),
};
export const FloodStillMissing: Story = {
  args: {
    status: {
      ...INSURANCE.floodHalfway,
      proofs: [
        { ...INSURANCE.floodHalfway.proofs[1]!, type: 'PROOFOFHAZARDINSURANCE' },
        { ...INSURANCE.floodHalfway.proofs[0]!, type: 'PROOFOFFLOODINSURANCE' },
      ],
    },
  },
  play: async ({ canvasElement }) =>
    expect(within(canvasElement).getByText('Still needed: flood insurance.')).toBeVisible(),
};
export const HazardOnly: Story = { args: { status: INSURANCE.hazardOnly } };
export const UnderReview: Story = { args: { status: INSURANCE.floodHalfway } };
export const NeedsAttention: Story = {
  args: { status: INSURANCE.needsAttention },
  play: async ({ canvasElement }) => expect(within(canvasElement).getByText(/^Reviewer’s note:/)).toBeVisible(),
};
export const Accepted: Story = {
  args: { status: INSURANCE.floodAccepted },
  play: async ({ canvasElement }) =>
    expect(within(canvasElement).getByText('Thank you — everything is in')).toBeVisible(),
};
export const WrongType: Story = {
  play: choose('Flood insurance', () => [wordFile('flood.docx')], UPLOAD_MESSAGES.notAccepted('flood.docx')),
};
export const Oversized: Story = {
  play: choose(
    'Flood insurance',
    () => [oversizedFile('flood-scan.pdf')],
    UPLOAD_MESSAGES.tooLarge('flood-scan.pdf', 10 * 1024 * 1024),
  ),
};
export const PasswordProtected: Story = {
  play: choose('Homeowners (hazard) insurance', () => [encryptedPdfFile('locked.pdf')], UPLOAD_MESSAGES.encryptedPdf),
};
/** Sends one policy: the type and the files chosen go out together. */
export const Sends: Story = {
  play: async ({ canvasElement, args }) => {
    await choose('Flood insurance', () => [pdfFile('flood-declarations.pdf')])({ canvasElement });
    await waitFor(() => expect(within(canvasElement).getByText('Ready to upload')).toBeVisible());
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Upload flood insurance' }));
    await expect(args.onSubmit).toHaveBeenCalledWith('PROOFOFFLOODINSURANCE', [
      expect.objectContaining({ name: 'flood-declarations.pdf' }),
    ]);
  },
};
export const Loading: Story = {
  args: { submitting: 'PROOFOFFLOODINSURANCE' },
  play: async ({ canvasElement }) =>
    expect(within(canvasElement).getByRole('status')).toHaveTextContent('Uploading flood insurance declarations page…'),
};
/** The request failed: the message in that policy's card, the file still chosen. */
export const ServerError: Story = {
  args: {
    error: {
      type: 'PROOFOFFLOODINSURANCE',
      message: 'We could not reach the server. Check your connection and try again.',
    },
  },
  play: async ({ canvasElement }) => {
    await choose(
      'Flood insurance',
      () => [pdfFile('flood-declarations.pdf')],
      'flood-declarations.pdf',
    )({ canvasElement });
    await expect(
      within(within(canvasElement).getByRole('region', { name: 'Flood insurance' })).getByRole('alert'),
    ).toHaveTextContent('could not reach the server');
  },
};
export const ValidationErrors: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Upload flood insurance' }));
    await expect(await within(canvasElement).findByText('Choose a file to upload.')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};
export const Mobile: Story = { ...mobile };
export const CreditUnionBrand: Story = { globals: { org: 'creditunion' } };
export const BrokerBrand: Story = { globals: { org: 'broker' } };
