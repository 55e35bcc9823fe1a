import type { Meta, StoryObj } from '@storybook/react-vite';
import { LIEN_ATTESTATION_MESSAGES } from '@heloc/core';
import { fn } from 'storybook/test';
import { LIEN_FACTS } from '../../../test/offer-fixtures';
import { loading, mobile, serverError, validationErrors } from '../../../test/story-variants';
import { MerchantLienAttestation } from './lien-attestation';

const meta = {
  title: 'Screens/merchant/lien-attestation',
  component: MerchantLienAttestation,
  args: { facts: LIEN_FACTS.twoLiens, onSubmit: fn() },
} satisfies Meta<typeof MerchantLienAttestation>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithInquiries: Story = { args: { facts: LIEN_FACTS.withInquiries } };
export const ValidationErrors: Story = validationErrors('Confirm and continue', LIEN_ATTESTATION_MESSAGES.answer);
export const Mobile: Story = { ...mobile };
export const Loading: Story = loading;
export const ServerError: Story = serverError;
export const CreditUnionBrand: Story = { globals: { org: 'creditunion' } };
export const BrokerBrand: Story = { globals: { org: 'broker' } };
