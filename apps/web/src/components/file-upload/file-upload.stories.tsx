import type { Meta, StoryObj } from '@storybook/react-vite';
import { UPLOAD_MESSAGES } from '@heloc/core';
import { expect, within } from 'storybook/test';
import { mobile } from '../../test/story-variants';
import { FileUpload, type FileUploadProps } from './file-upload';
import { chooseFiles, encryptedPdfFile, oversizedFile, pdfFile, pickerIn, wordFile } from './test-files';
import { useChosenFiles } from './use-chosen-files';

/** The component with its real checks: stories choose files and see what the borrower sees. */
function Live({ label, disabled }: Pick<FileUploadProps, 'label' | 'disabled'>) {
  const { chosen, add, remove, replace } = useChosenFiles();
  return (
    <FileUpload label={label} disabled={disabled} chosen={chosen} onAdd={add} onRemove={remove} onReplace={replace} />
  );
}

const meta = {
  title: 'Components/FileUpload',
  component: Live,
  args: { label: 'Your paystubs' },
} satisfies Meta<typeof Live>;

export default meta;
type Story = StoryObj<typeof meta>;

const choosing = (files: () => File[], ...expected: string[]) => ({
  play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    chooseFiles(pickerIn(canvasElement), files());
    for (const text of expected) await expect(await within(canvasElement).findByText(text)).toBeVisible();
  },
});

export const Default: Story = {};
export const Disabled: Story = { args: { disabled: true } };
export const GoodFiles: Story = choosing(
  () => [pdfFile('paystub-march.pdf'), pdfFile('paystub-april.pdf')],
  'paystub-march.pdf',
  'paystub-april.pdf',
);
export const WrongType: Story = choosing(
  () => [pdfFile('paystub-march.pdf'), wordFile('paystub-april.docx')],
  UPLOAD_MESSAGES.notAccepted('paystub-april.docx'),
);
export const Oversized: Story = choosing(
  () => [oversizedFile('scan-600dpi.pdf')],
  UPLOAD_MESSAGES.tooLarge('scan-600dpi.pdf', 10 * 1024 * 1024),
);
export const PasswordProtected: Story = choosing(
  () => [encryptedPdfFile('locked-paystub.pdf')],
  UPLOAD_MESSAGES.encryptedPdf,
);
export const Mobile: Story = {
  ...mobile,
  ...choosing(
    () => [pdfFile('a-paystub-with-a-rather-long-file-name-march-2026.pdf'), wordFile('april.docx')],
    UPLOAD_MESSAGES.notAccepted('april.docx'),
  ),
};
export const CreditUnionBrand: Story = {
  globals: { org: 'creditunion' },
  ...choosing(() => [pdfFile('paystub-march.pdf'), wordFile('april.docx')], 'Ready to upload'),
};
export const BrokerBrand: Story = {
  globals: { org: 'broker' },
  ...choosing(() => [pdfFile('paystub-march.pdf'), wordFile('april.docx')], 'Ready to upload'),
};
