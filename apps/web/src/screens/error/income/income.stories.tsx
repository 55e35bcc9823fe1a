import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { mobile } from '../../../test/story-variants';
import { noticeFor } from '../../../test/underwriting-fixtures';
import { ErrorIncome } from './income';

const meta = {
  title: 'Screens/error/income',
  component: ErrorIncome,
  args: { notice: noticeFor('DTI'), lenderName: 'Story Lender', supportEmail: 'support@lender.example', onPrint: fn() },
} satisfies Meta<typeof ErrorIncome>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('heading', { level: 2, name: 'Why we made this decision' })).toBeVisible();
    await expect(
      c.getByRole('heading', { level: 2, name: 'Notice of your rights under the Equal Credit Opportunity Act' }),
    ).toBeVisible();
  },
};
/** The TransUnion file was the one used. */
export const TransUnion: Story = { args: { notice: noticeFor('DTI', { bureau: 'TRANSUNION' }) } };
/** The facts could not be read (or are not in yet): the notice is promised by email. */
export const FactsUnavailable: Story = { args: { notice: null } };
export const Mobile: Story = mobile;
export const CreditUnion: Story = {
  globals: { org: 'creditunion' },
  args: { notice: noticeFor('DTI', { ecoaAgency: 'NCUA' }) },
};
export const Broker: Story = { globals: { org: 'broker' } };
