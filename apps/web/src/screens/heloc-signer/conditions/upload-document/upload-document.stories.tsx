import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { loading, mobile, serverError } from '../../../../test/story-variants';
import { SignerUploadDocument } from './upload-document';

const condition = {
  uuid: 'c1',
  created: '2026-01-01T00:00:00.000Z',
  categoryEnum: 'GENERIC_DOCUMENT_REQUEST',
  commentsToBorrower: 'A copy of the trust agreement',
  actionNeeded: true,
};
const chosen = [
  { id: 'f1', file: new File(['%PDF-1.4'], 'trust.pdf', { type: 'application/pdf' }), checking: false, problem: null },
];

const meta = {
  title: 'Screens/heloc-signer/conditions/upload-document',
  component: SignerUploadDocument,
  args: { condition, chosen: [], onAdd: fn(), onRemove: fn(), onReplace: fn(), onSubmit: fn() },
} satisfies Meta<typeof SignerUploadDocument>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Upload Document' })).toBeDisabled();
  },
};
export const Chosen: Story = { args: { chosen } };
export const TwoRequired: Story = { args: { condition: { ...condition, xtraData: { numDocsRequired: 2 } }, chosen } };
export const Loading: Story = { args: { chosen, ...loading.args } };
export const ServerError: Story = { args: { chosen, ...serverError.args } };
export const Mobile: Story = mobile;
export const CreditUnion: Story = { globals: { org: 'creditunion' } };
export const Broker: Story = { globals: { org: 'broker' } };
