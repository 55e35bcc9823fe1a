import type { Meta, StoryObj } from '@storybook/react-vite';
import { appScreenUrl, incomeUpload, SELECTION_MESSAGES, UPLOAD_MESSAGES } from '@heloc/core';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  chooseFiles,
  encryptedPdfFile,
  oversizedFile,
  pdfFile,
  pickerIn,
  wordFile,
} from '../../../../components/file-upload/test-files';
import { mobile } from '../../../../test/story-variants';
import { IncomeUploadView } from './upload';

const UUID = '6f1c2a9e-0b1d-4c55-9a7e-1d2b3c4d5e6f';
const condition = {
  uuid: 'c1',
  created: '2026-11-01T00:00:00Z',
  categoryEnum: 'HELOC_MANUAL_PAYSTUB_UPLOAD',
  actionNeeded: true,
  xtraData: { numDocsRequired: 2 },
};

const meta = {
  title: 'Screens/income/upload/{type}',
  component: IncomeUploadView,
  args: {
    upload: incomeUpload('MANUAL_PAYSTUB', [condition])!,
    reviewHref: appScreenUrl(UUID, 'income/review'),
    onSubmit: fn(),
  },
} satisfies Meta<typeof IncomeUploadView>;

export default meta;
type Story = StoryObj<typeof meta>;

const choose =
  (files: () => File[], ...expected: string[]) =>
  async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    chooseFiles(pickerIn(canvasElement), files());
    for (const text of expected) await expect(await within(canvasElement).findByText(text)).toBeVisible();
  };

export const Default: Story = {};
export const TaxReturns: Story = { args: { upload: incomeUpload('POINTSERV_TAX')! } };
export const WrongType: Story = {
  play: choose(
    () => [pdfFile('paystub-march.pdf'), wordFile('paystub-april.docx')],
    UPLOAD_MESSAGES.notAccepted('paystub-april.docx'),
    'Ready to upload',
  ),
};
export const Oversized: Story = {
  play: choose(() => [oversizedFile('scan-600dpi.pdf')], UPLOAD_MESSAGES.tooLarge('scan-600dpi.pdf', 10 * 1024 * 1024)),
};
export const PasswordProtected: Story = {
  play: choose(() => [encryptedPdfFile('locked-paystub.pdf')], UPLOAD_MESSAGES.encryptedPdf),
};
/** Upload pressed with a bad file still chosen: nothing is sent, the list says what to fix. */
export const ValidationErrors: Story = {
  play: async (context) => {
    await choose(
      () => [pdfFile('paystub-march.pdf'), wordFile('paystub-april.docx')],
      UPLOAD_MESSAGES.notAccepted('paystub-april.docx'),
    )(context);
    await userEvent.click(within(context.canvasElement).getByRole('button', { name: 'Upload and continue' }));
    await expect(await within(context.canvasElement).findByText(SELECTION_MESSAGES.problems)).toBeVisible();
    await expect(context.args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The screen while its files are on their way (the button press flips it to sending). */
function Sending(props: Parameters<typeof IncomeUploadView>[0]) {
  const [submitting, setSubmitting] = useState(false);
  return <IncomeUploadView {...props} submitting={submitting} onSubmit={() => setSubmitting(true)} />;
}
const chooseTwoAndSend = async ({ canvasElement }: { canvasElement: HTMLElement }) => {
  await choose(() => [pdfFile('paystub-march.pdf'), pdfFile('paystub-april.pdf')])({ canvasElement });
  await waitFor(() => expect(within(canvasElement).getAllByText('Ready to upload')).toHaveLength(2));
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Upload and continue' }));
};
export const Loading: Story = {
  render: (args) => <Sending {...args} />,
  play: async ({ canvasElement }) => {
    await chooseTwoAndSend({ canvasElement });
    await expect(await within(canvasElement).findByText(/^Uploading 2 files/)).toBeVisible();
  },
};
/** The request failed: the server's message, and every file still chosen. */
export const ServerError: Story = {
  args: {
    error:
      'paystub-april.pdf is a PDF protected with a password. Open it, print it to a new PDF without a password, and upload that file.',
  },
  play: async ({ canvasElement }) => {
    await choose(
      () => [pdfFile('paystub-march.pdf'), pdfFile('paystub-april.pdf')],
      'paystub-march.pdf',
      'paystub-april.pdf',
    )({ canvasElement });
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('protected with a password');
  },
};
export const Mobile: Story = {
  ...mobile,
  play: choose(
    () => [pdfFile('paystub-march-2026-from-the-payroll-portal.pdf'), wordFile('april.docx')],
    UPLOAD_MESSAGES.notAccepted('april.docx'),
  ),
};
export const CreditUnionBrand: Story = {
  globals: { org: 'creditunion' },
  play: choose(() => [pdfFile('paystub-march.pdf'), wordFile('april.docx')], UPLOAD_MESSAGES.notAccepted('april.docx')),
};
export const BrokerBrand: Story = {
  globals: { org: 'broker' },
  play: choose(() => [pdfFile('paystub-march.pdf'), wordFile('april.docx')], UPLOAD_MESSAGES.notAccepted('april.docx')),
};
