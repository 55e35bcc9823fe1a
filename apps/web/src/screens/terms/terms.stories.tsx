import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { mobile, serverError } from '../../test/story-variants';
import { Terms } from './terms';

const meta = {
  title: 'Site/Terms of Use',
  component: Terms,
  args: {
    title: 'Terms of Use',
    companyName: 'Homestead Line, Inc.',
    paragraphs: [
      'These Terms of Use govern your use of the Homestead Line website and borrower portal.',
      'A second paragraph of the organisation’s own text.',
    ],
  },
} satisfies Meta<typeof Terms>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: 'Terms of Use' })).toBeVisible();
  },
};
export const Loading: Story = { args: { loading: true, paragraphs: [] } };
export const ServerError: Story = serverError;
export const Mobile: Story = mobile;
export const CreditUnionBrand: Story = { globals: { org: 'creditunion' } };
export const BrokerBrand: Story = { globals: { org: 'broker' } };
