import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { mobile, serverError } from '../../test/story-variants';
import { Licenses } from './licenses';

const meta = {
  title: 'Site/Licenses',
  component: Licenses,
  args: {
    title: 'Licenses',
    companyName: 'Homestead Line, Inc.',
    paragraphs: [
      'Homestead Line, Inc. (NMLS #1234567) is a licensed mortgage lender.',
      'A second paragraph of the organisation’s own text.',
    ],
  },
} satisfies Meta<typeof Licenses>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: 'Licenses' })).toBeVisible();
  },
};
export const Loading: Story = { args: { loading: true, paragraphs: [] } };
export const ServerError: Story = serverError;
export const Mobile: Story = mobile;
export const CreditUnionBrand: Story = { globals: { org: 'creditunion' } };
export const BrokerBrand: Story = { globals: { org: 'broker' } };
