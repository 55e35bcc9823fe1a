import type { Meta, StoryObj } from '@storybook/react-vite';
import { closingOffices } from '@heloc/core';
import { expect, fn, userEvent, within } from 'storybook/test';
import { loading, mobile, serverError, validationErrors } from '../../../test/story-variants';
import { NotaryScheduleManual } from './schedule-manual';

const meta = {
  title: 'Screens/notary/schedule-manual',
  component: NotaryScheduleManual,
  args: {
    today: '2026-11-23',
    zone: 'America/Los_Angeles',
    propertyAddress: '12 Oak Street, San Mateo, CA 94401',
    onSubmit: fn(),
    onBack: fn(),
  },
} satisfies Meta<typeof NotaryScheduleManual>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Loading: Story = loading;
export const ServerError: Story = serverError;
export const ValidationErrors: Story = validationErrors('Request this time', 'Choose a time');
export const Mobile: Story = mobile;
export const AnotherAddress: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getByRole('radio', { name: 'Another address' }));
    await expect(c.getByRole('textbox', { name: /Street address/ })).toBeVisible();
  },
};
export const EasternTime: Story = {
  args: { zone: 'America/New_York', propertyAddress: '7 Peach Lane, Atlanta, GA 30301' },
};
/** Texas: signed at an office (Tex. Const. art. XVI §50(a)(6)(N)): the offices listed, the property never offered. */
export const TexasOffice: Story = {
  args: {
    zone: 'America/Chicago',
    propertyAddress: '9 Lamar Lane, Austin, TX 78701',
    offices: closingOffices('TX', 'Austin'),
  },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('radiogroup', { name: /Where will you sign\?/ })).toBeVisible();
    await expect(c.queryByRole('radio', { name: /My property/ })).toBeNull();
    await userEvent.click(c.getByRole('radio', { name: 'Another lender, attorney or title company office' }));
    await expect(c.getByRole('group', { name: 'The office’s address' })).toBeVisible();
  },
};
export const TexasOfficeMobile: Story = { ...mobile, args: TexasOffice.args };
export const CreditUnionBrand: Story = { globals: { org: 'creditunion' } };
export const BrokerBrand: Story = { globals: { org: 'broker' } };
