import type { Meta, StoryObj } from '@storybook/react-vite';
import { appScreenUrl, incomeUpload, UPLOAD_MESSAGES } from '@heloc/core';
import { expect, fn, within } from 'storybook/test';
import { chooseFiles, pdfFile, pickerIn, wordFile } from '../../../../components/file-upload/test-files';
import { loading, mobile, serverError } from '../../../../test/story-variants';
import { ManualPaystubUpload } from './MANUAL_PAYSTUB';

const UUID = '6f1c2a9e-0b1d-4c55-9a7e-1d2b3c4d5e6f';
const condition = {
  uuid: 'c1',
  created: '2026-11-01T00:00:00Z',
  categoryEnum: 'HELOC_MANUAL_PAYSTUB_UPLOAD',
  actionNeeded: true,
  xtraData: { numDocsRequired: 2 },
};

const meta = {
  title: 'Screens/income/upload/MANUAL_PAYSTUB',
  component: ManualPaystubUpload,
  args: {
    upload: { ...incomeUpload('MANUAL_PAYSTUB', [condition])!, type: 'MANUAL_PAYSTUB' },
    reviewHref: appScreenUrl(UUID, 'income/review'),
    onSubmit: fn(),
  },
} satisfies Meta<typeof ManualPaystubUpload>;

export default meta;
type Story = StoryObj<typeof meta>;

const wrongType = {
  play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    chooseFiles(pickerIn(canvasElement), [pdfFile('paystub-march.pdf'), wordFile('april.docx')]);
    await expect(await within(canvasElement).findByText(UPLOAD_MESSAGES.notAccepted('april.docx'))).toBeVisible();
  },
};

export const Default: Story = {};
export const OnePaystub: Story = { args: { upload: { ...incomeUpload('MANUAL_PAYSTUB')!, type: 'MANUAL_PAYSTUB' } } };
export const Loading: Story = loading;
export const ServerError: Story = serverError;
export const WrongType: Story = wrongType;
export const Mobile: Story = { ...mobile, ...wrongType };
export const CreditUnionBrand: Story = { globals: { org: 'creditunion' }, ...wrongType };
export const BrokerBrand: Story = { globals: { org: 'broker' }, ...wrongType };
