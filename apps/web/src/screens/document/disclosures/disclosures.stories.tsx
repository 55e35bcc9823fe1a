import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { mobile } from '../../../test/story-variants';
import { DocumentDisclosures } from './disclosures';
import { VAULT } from './disclosures.fixtures';

const meta = {
  title: 'Screens/document/disclosures',
  component: DocumentDisclosures,
  args: {
    groups: VAULT.opened,
    backHref: '#signing',
    onView: fn(),
    onDownload: fn(),
    onClosePreview: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof DocumentDisclosures>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('heading', { level: 2, name: 'Consents you gave' })).toBeVisible();
    await expect(c.getByRole('heading', { level: 2, name: 'Documents you signed' })).toBeVisible();
    const note = c.getByRole('listitem', { name: 'Home equity line of credit agreement and note' });
    await expect(within(note).getByText('Given 11/23/2026, 8:05 AM PST')).toBeVisible();
    await userEvent.click(within(note).getByRole('button', { name: 'Download PDF' }));
    await expect(args.onDownload).toHaveBeenCalledWith('NOTE', 'blank');
  },
};
export const Loading: Story = { args: { groups: undefined } };
export const ServerError: Story = {
  args: { groups: undefined, loadError: 'We could not reach the server. Check your connection and try again.' },
};
export const DownloadFailed: Story = { args: { error: 'Not found.' } };
export const BeforeFinalOffer: Story = { args: { groups: VAULT.beforeFinalOffer } };
export const BeforeSigning: Story = { args: { groups: VAULT.beforeSigning } };
export const AllSigned: Story = {
  args: { groups: VAULT.allSigned },
  play: async ({ canvasElement }) => {
    const deed = within(canvasElement).getByRole('listitem', { name: 'Deed of trust (mortgage)' });
    await expect(within(deed).getByRole('button', { name: 'Download signed copy' })).toBeVisible();
  },
};
export const PreviewLoading: Story = {
  args: {
    preview: {
      kind: 'NOTE',
      title: 'Home equity line of credit agreement and note',
      regulation: 'Regulation Z, 12 CFR §1026.6(a) and §1026.40',
      data: null,
    },
  },
};
export const Mobile: Story = mobile;
export const CreditUnionBrand: Story = { globals: { org: 'creditunion' } };
export const BrokerBrand: Story = { globals: { org: 'broker' } };
