import type { Meta, StoryObj } from '@storybook/react-vite';
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
export const CreditUnionBrand: Story = { globals: { org: 'creditunion' } };
export const BrokerBrand: Story = { globals: { org: 'broker' } };
