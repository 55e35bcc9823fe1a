import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { mobile, serverError } from '../../test/story-variants';
import { Privacy } from './privacy';

const meta = {
  title: 'Site/Privacy Policy',
  component: Privacy,
  args: {
    title: 'Privacy Policy',
    companyName: 'Homestead Line, Inc.',
    paragraphs: [
      'Homestead Line, Inc. collects the information you give us in your application.',
      'A second paragraph of the organisation’s own text.',
    ],
  },
} satisfies Meta<typeof Privacy>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
  },
};
export const Loading: Story = { args: { loading: true, paragraphs: [] } };
export const ServerError: Story = serverError;
export const Mobile: Story = mobile;
export const CreditUnionBrand: Story = { globals: { org: 'creditunion' } };
export const BrokerBrand: Story = { globals: { org: 'broker' } };
export const ExternalFullText: Story = {
  args: { companyName: 'Summit Ridge Credit Union', externalUrl: 'https://www.summitridgecu.org/privacy' },
};
