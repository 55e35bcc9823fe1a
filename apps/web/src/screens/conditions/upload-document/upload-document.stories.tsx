import type { Meta, StoryObj } from '@storybook/react-vite';
import { conditionCard, SELECTION_MESSAGES, UPLOAD_MESSAGES } from '@heloc/core';
import { expect, fn, userEvent, within } from 'storybook/test';
import { chooseFiles, pdfFile, pickerIn, wordFile } from '../../../components/file-upload/test-files';
import { loading, mobile, serverError } from '../../../test/story-variants';
import { UploadDocumentView } from './upload-document';

const created = '2026-11-01T00:00:00Z';
const paystubs = conditionCard({
  uuid: 'c1',
  created,
  categoryEnum: 'HELOC_MANUAL_PAYSTUB_UPLOAD',
  actionNeeded: true,
  xtraData: { numDocsRequired: 2 },
});

const meta = {
  title: 'Screens/conditions/upload-document',
  component: UploadDocumentView,
  args: { card: paystubs, dashboardHref: '#conditions', onSubmit: fn() },
} satisfies Meta<typeof UploadDocumentView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Upload Documents' })).toBeVisible();
  },
};
export const OnePaystub: Story = {
  args: {
    card: conditionCard({ uuid: 'c2', created, categoryEnum: 'HELOC_MANUAL_PAYSTUB_UPLOAD', actionNeeded: true }),
  },
};
export const BankAccountReview: Story = {
  args: {
    card: conditionCard(
      { uuid: 'c3', created, categoryEnum: 'BANK_ACCOUNT_FRAUD_REVIEW', actionNeeded: true },
      { bankAccountNumber: '000123456789' },
    ),
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText(
        "Based on the account connected ending with the last 4 digits, we weren't able to verify ownership.",
      ),
    ).toBeVisible();
    await expect(within(canvasElement).getByText('Account ending in 6789')).toBeVisible();
  },
};
export const NotFound: Story = { args: { card: null } };
/** Upload pressed with a bad file still chosen: nothing is sent, the list says what to fix. */
export const ValidationErrors: Story = {
  play: async ({ canvasElement, args }) => {
    chooseFiles(pickerIn(canvasElement), [pdfFile('paystub-march.pdf'), wordFile('paystub-april.docx')]);
    await expect(
      await within(canvasElement).findByText(UPLOAD_MESSAGES.notAccepted('paystub-april.docx')),
    ).toBeVisible();
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Upload Documents' }));
    await expect(await within(canvasElement).findByText(SELECTION_MESSAGES.problems)).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};
export const Loading: Story = loading;
export const ServerError: Story = serverError;
export const Mobile: Story = mobile;
export const CreditUnion: Story = { globals: { org: 'creditunion' } };
export const Broker: Story = { globals: { org: 'broker' } };
