import type { Meta, StoryObj } from '@storybook/react-vite';
import { LEAVE_SURVEY_REASONS, LEAVE_SURVEY_TEXT } from '@heloc/core';
import { expect, fn, userEvent, within } from 'storybook/test';
import { mobile, serverError } from '../../test/story-variants';
import { LeaveSurvey } from './leave-survey';

const meta = {
  title: 'Shell/Leave survey',
  component: LeaveSurvey,
  args: { opened: true, onSend: fn(), onDismiss: fn() },
} satisfies Meta<typeof LeaveSurvey>;

export default meta;
type Story = StoryObj<typeof meta>;

// The modal is portalled to the body, outside the story's canvas.
const dialog = () => within(document.body).findByRole('dialog', { name: LEAVE_SURVEY_TEXT.title });

export const Default: Story = {
  play: async ({ args }) => {
    const d = within(await dialog());
    await expect(d.getByRole('radiogroup', { name: new RegExp(LEAVE_SURVEY_TEXT.question) })).toBeVisible();
    await expect(d.getAllByRole('radio')).toHaveLength(LEAVE_SURVEY_REASONS.length);
    await userEvent.click(d.getByRole('radio', { name: 'Something else' }));
    await userEvent.type(d.getByRole('textbox', { name: /Anything else/ }), 'Just looking');
    await userEvent.click(d.getByRole('button', { name: LEAVE_SURVEY_TEXT.send }));
    await expect(args.onSend).toHaveBeenCalledWith({ reason: 'OTHER', detail: 'Just looking' });
  },
};

export const NothingChosen: Story = {
  play: async ({ args }) => {
    const d = within(await dialog());
    await userEvent.click(d.getByRole('button', { name: LEAVE_SURVEY_TEXT.send }));
    await expect(await d.findByText(LEAVE_SURVEY_TEXT.chooseOne)).toBeVisible();
    await expect(args.onSend).not.toHaveBeenCalled();
  },
};

export const Sending: Story = {
  args: { sending: true },
  play: async () => {
    const d = within(await dialog());
    await expect(d.getByRole('button', { name: LEAVE_SURVEY_TEXT.dismiss })).toBeDisabled();
  },
};

export const SendFailed: Story = {
  ...serverError,
  play: async () => {
    const d = within(await dialog());
    await expect(d.getByRole('alert')).toHaveTextContent(serverError.args.error);
  },
};

export const Mobile: Story = mobile;
export const CreditUnionBrand: Story = { globals: { org: 'creditunion' } };
export const BrokerBrand: Story = { globals: { org: 'broker' } };
