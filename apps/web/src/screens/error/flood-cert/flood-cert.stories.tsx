import type { Meta, StoryObj } from '@storybook/react-vite';
import { appScreenUrl, FLOOD_CERT_TEXT } from '@heloc/core';
import { expect, within } from 'storybook/test';
import { mobile } from '../../../test/story-variants';
import { FloodCert } from './flood-cert';

const UUID = '6f1c2a9e-0b1d-4c55-9a7e-1d2b3c4d5e6f';

const meta = {
  title: 'Screens/error/flood-cert',
  component: FloodCert,
  args: {
    address: '8 Flood Plain Drive, San Mateo, CA 94401',
    requirementsHref: appScreenUrl(UUID, 'insurance/requirements'),
  },
} satisfies Meta<typeof FloodCert>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('heading', { level: 1, name: FLOOD_CERT_TEXT.title })).toBeVisible();
    await expect(c.getByRole('status')).toHaveTextContent('one to two business days');
  },
};
export const WithoutAddress: Story = { args: { address: null } };
export const Mobile: Story = { ...mobile };
export const CreditUnionBrand: Story = { globals: { org: 'creditunion' } };
export const BrokerBrand: Story = { globals: { org: 'broker' } };
