import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { mobile, serverError } from '../../test/story-variants';
import { Accessibility } from './accessibility';

const meta = {
  title: 'Site/Accessibility Statement',
  component: Accessibility,
  args: {
    title: 'Accessibility Statement',
    companyName: 'Homestead Line, Inc.',
    paragraphs: [
      'Homestead Line wants everyone to be able to apply for and manage a line of credit online.',
      'A second paragraph of the organisation’s own text.',
    ],
  },
} satisfies Meta<typeof Accessibility>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { level: 1, name: 'Accessibility Statement' }),
    ).toBeVisible();
  },
};
export const Loading: Story = { args: { loading: true, paragraphs: [] } };
export const ServerError: Story = serverError;
export const Mobile: Story = mobile;
export const CreditUnionBrand: Story = { globals: { org: 'creditunion' } };
export const BrokerBrand: Story = { globals: { org: 'broker' } };
