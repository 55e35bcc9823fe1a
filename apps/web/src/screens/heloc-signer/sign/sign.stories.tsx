import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SIGN_ESIGN_MESSAGE, type CoDeedStatusEntry } from '@heloc/core';
import { loading, mobile, serverError } from '../../../test/story-variants';
import { SignerSign } from './sign';

const application: CoDeedStatusEntry = {
  applicationUuid: '0b7c2f8e-1d2a-4c3b-9e8f-7a6b5c4d3e2f',
  loanNumber: 'HL20261234567',
  borrowerName: 'Ann Lee',
  propertyAddress: '12 Oak Street, San Mateo, CA 94401',
  creditLimit: 85000,
  coDeedStatus: 'PENDING',
  signed: false,
  signedAt: null,
  canSign: true,
  state: 'CO_DEED_REQ',
};

const meta = {
  title: 'Screens/heloc-signer/sign',
  component: SignerSign,
  args: { application, onSubmit: fn(), timeZone: 'America/Los_Angeles' },
} satisfies Meta<typeof SignerSign>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
/** The typed name shows as the signature it becomes. */
export const Typed: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getByRole('checkbox'));
    await userEvent.type(c.getByRole('textbox', { name: /^Type your full name/ }), 'Sam Lee');
    await expect(within(c.getByLabelText('Your signature')).getByText('Sam Lee')).toBeVisible();
    await userEvent.click(c.getByRole('button', { name: 'Sign' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ esignConsent: true, signatureName: 'Sam Lee' });
  },
};
export const ValidationErrors: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getByRole('button', { name: 'Sign' }));
    await expect(await c.findByText(SIGN_ESIGN_MESSAGE)).toBeVisible();
    await expect(await c.findByText('Required')).toBeVisible();
  },
};
export const Loading: Story = loading;
export const ServerError: Story = serverError;
export const NotReadyYet: Story = { args: { application: { ...application, canSign: false, state: 'NOTE_SIGNING' } } };
export const Done: Story = {
  args: { signedAt: '2026-11-23T18:30:00.000Z' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('heading', { level: 1, name: 'You’re done' })).toBeVisible();
    await expect(c.getByRole('heading', { name: 'What happens next' })).toBeVisible();
  },
};
export const Mobile: Story = mobile;
export const DoneMobile: Story = { ...mobile, args: { signedAt: '2026-11-23T18:30:00.000Z' } };
export const CreditUnionBrand: Story = { globals: { org: 'creditunion' } };
export const BrokerBrand: Story = { globals: { org: 'broker' } };
