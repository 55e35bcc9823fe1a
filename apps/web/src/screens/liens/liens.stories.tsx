import type { Meta, StoryObj } from '@storybook/react-vite';
import { LIEN_ATTESTATION_MESSAGES } from '@heloc/core';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LIEN_FACTS } from '../../test/offer-fixtures';
import { loading, mobile, serverError, validationErrors } from '../../test/story-variants';
import { Liens } from './liens';

const meta = {
  title: 'Screens/liens',
  component: Liens,
  args: { facts: LIEN_FACTS.twoLiens, onSubmit: fn() },
} satisfies Meta<typeof Liens>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    for (const name of [/Acme Mortgage/, /Second Street/])
      await userEvent.click(
        within(c.getByRole('radiogroup', { name })).getByRole('radio', { name: 'This is correct' }),
      );
    await userEvent.click(c.getByRole('checkbox', { name: /I confirm/ }));
    await userEvent.click(c.getByRole('button', { name: 'Confirm and continue' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ attest: true, corrections: [], liens: [], inquiries: [] });
  },
};
export const WithInquiries: Story = { args: { facts: LIEN_FACTS.withInquiries } };
export const NothingFound: Story = { args: { facts: LIEN_FACTS.none } };
export const ValidationErrors: Story = validationErrors('Confirm and continue', LIEN_ATTESTATION_MESSAGES.attest);
export const Mobile: Story = { ...mobile, args: { facts: LIEN_FACTS.withInquiries } };
export const Loading: Story = loading;
export const ServerError: Story = serverError;
export const CreditUnionBrand: Story = { globals: { org: 'creditunion' } };
export const BrokerBrand: Story = { globals: { org: 'broker' } };
