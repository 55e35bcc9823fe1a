import type { Meta, StoryObj } from '@storybook/react-vite';
import { appScreenUrl, FLOOD_HAZARD_NOTICE, mortgageeClause } from '@heloc/core';
import { expect, within } from 'storybook/test';
import { INSURANCE } from '../../../test/closing-fixtures';
import { mobile } from '../../../test/story-variants';
import { InsuranceRequirements } from './requirements';

const UUID = '6f1c2a9e-0b1d-4c55-9a7e-1d2b3c4d5e6f';

const meta = {
  title: 'Screens/insurance/requirements',
  component: InsuranceRequirements,
  args: {
    status: INSURANCE.floodNothingYet,
    clause: mortgageeClause(
      { companyName: 'Homestead Line, Inc.', companyAddress: '100 Market Street, Suite 400, San Francisco, CA 94105' },
      'HL20260001234',
    ),
    uploadHref: appScreenUrl(UUID, 'insurance/upload'),
  },
} satisfies Meta<typeof InsuranceRequirements>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A flood zone: both policies, the notice of special flood hazards, the clause to copy. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByText(FLOOD_HAZARD_NOTICE)).toBeVisible();
    await expect(c.getByRole('heading', { name: 'Flood insurance' })).toBeVisible();
    // (Copying itself needs clipboard permission, which the test browser does not grant: the unit test covers it.)
    await expect(c.getByRole('button', { name: 'Copy the mortgagee clause' })).toBeEnabled();
    await expect(c.getByLabelText('Mortgagee clause')).toHaveTextContent('its successors and/or assigns, ISAOA/ATIMA');
  },
};
export const NotInAFloodZone: Story = {
  args: { status: INSURANCE.hazardOnly },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('heading', { name: 'Flood insurance' })).toBeNull();
  },
};
export const UnderReview: Story = {
  args: { status: INSURANCE.floodHalfway },
  play: async ({ canvasElement }) => expect(within(canvasElement).getByText('Under review')).toBeVisible(),
};
export const NeedsAttention: Story = {
  args: { status: INSURANCE.needsAttention },
  play: async ({ canvasElement }) => expect(within(canvasElement).getByText(/^Reviewer’s note:/)).toBeVisible(),
};
export const Accepted: Story = {
  args: { status: INSURANCE.floodAccepted },
  play: async ({ canvasElement }) => expect(within(canvasElement).getAllByText('Accepted')).toHaveLength(2),
};
export const NothingToUpload: Story = { args: { status: INSURANCE.confirmed } };
export const FloodCertificatePending: Story = { args: { status: INSURANCE.certOrdered } };
export const Mobile: Story = { ...mobile };
export const CreditUnionBrand: Story = { globals: { org: 'creditunion' } };
export const BrokerBrand: Story = { globals: { org: 'broker' } };
