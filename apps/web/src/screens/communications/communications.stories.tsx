import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { mobile, serverError } from '../../test/story-variants';
import { Communications } from './communications';

const meta = {
  title: 'Site/Electronic Communications',
  component: Communications,
  args: {
    title: 'Electronic Communications',
    companyName: 'Homestead Line, Inc.',
    paragraphs: [
      'By agreeing to electronic communications you let Homestead Line send you disclosures electronically.',
      'A second paragraph of the organisation’s own text.',
    ],
  },
} satisfies Meta<typeof Communications>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { level: 1, name: 'Electronic Communications' }),
    ).toBeVisible();
  },
};
export const Loading: Story = { args: { loading: true, paragraphs: [] } };
export const ServerError: Story = serverError;
export const Mobile: Story = mobile;
export const CreditUnionBrand: Story = { globals: { org: 'creditunion' } };
export const BrokerBrand: Story = { globals: { org: 'broker' } };
