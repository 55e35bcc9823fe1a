import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { mobile } from '../../test/story-variants';
import { chatMessage } from '../../test/chat-fixtures';
import { ChatWindowView } from './chat-view';

const msg = chatMessage;
const conversation = [
  msg(1, 'CUSTOMER', 'Hello, how much is the notary fee?'),
  msg(
    2,
    'AGENT',
    'The manual notarization is $300. Details: https://homesteadline.com/fees — not https://evil.example/phish',
    [{ id: 'a', name: 'fees.pdf', size: 48_213, mime: 'application/pdf' }],
  ),
];

const meta = {
  title: 'Chat/Window',
  component: ChatWindowView,
  args: {
    phase: 'form',
    onClose: fn(),
    onStart: fn(),
    onSend: fn(() => true),
    onEnd: fn(),
    onStartNew: fn(),
    onSurvey: fn(),
    onSurveySubmit: fn(),
    onOpenAttachment: fn(),
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ChatWindowView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Form: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await userEvent.type(c.getByRole('textbox', { name: 'Name' }), 'Ann Lee');
    await userEvent.type(c.getByRole('textbox', { name: 'Email' }), 'ann@example.com');
    await userEvent.click(c.getByRole('button', { name: 'Start chat' }));
    await expect(args.onStart).toHaveBeenCalledWith({ name: 'Ann Lee', email: 'ann@example.com' });
  },
};
export const FormValidationErrors: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.type(c.getByRole('textbox', { name: 'Name' }), 'x'.repeat(129));
    await userEvent.type(c.getByRole('textbox', { name: 'Email' }), 'not-an-email');
    await userEvent.click(c.getByRole('button', { name: 'Start chat' }));
    await expect(await c.findByText('Cannot be more than 128 characters')).toBeVisible();
  },
};
export const FormStarting: Story = { args: { starting: true } };
export const FormServerError: Story = { args: { startError: 'Something went wrong. Please try again later.' } };

export const Messaging: Story = {
  args: {
    phase: 'messaging',
    connection: 'online',
    messages: conversation,
    pending: [{ clientId: 'p', text: 'Thanks!', attachments: [] }],
  },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByText('Agent')).toBeVisible();
    await expect(c.getByRole('link', { name: 'https://homesteadline.com/fees' })).toBeVisible();
    await expect(c.queryByRole('link', { name: /evil/ })).toBeNull();
    await userEvent.type(c.getByRole('textbox', { name: 'Message' }), 'When is funding?{Enter}');
    await expect(args.onSend).toHaveBeenCalledWith('When is funding?', []);
  },
};
export const MessagingWelcome: Story = {
  args: {
    phase: 'messaging',
    connection: 'online',
    messages: [],
    welcome: {
      text: 'Hi Ann Lee, thanks for reaching out to Homestead Line. An agent will be with you shortly.',
      from: 'Homestead Line',
    },
  },
};
export const MessagingWaitingForAgent: Story = { args: { phase: 'messaging', connection: 'online', messages: [] } };
export const Reconnecting: Story = {
  args: {
    phase: 'messaging',
    connection: 'reconnecting',
    messages: conversation,
    pending: [{ clientId: 'p', text: 'Are you there?', attachments: [] }],
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'Connection lost. Attempting to reconnect.',
    );
  },
};
export const SendFailed: Story = {
  args: {
    phase: 'messaging',
    connection: 'online',
    messages: conversation,
    error: 'Something went wrong. Please try resending the message.',
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Something went wrong. Please try resending the message.',
    );
  },
};
export const TokenInvalid: Story = { args: { phase: 'messaging', connection: 'invalid', messages: conversation } };
export const Ended: Story = {
  args: { phase: 'ended', withSurvey: true },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getByRole('button', { name: 'Take the survey' }));
    await expect(args.onSurvey).toHaveBeenCalled();
    await userEvent.click(c.getByRole('button', { name: 'Start new chat' }));
    await expect(args.onStartNew).toHaveBeenCalled();
  },
};
export const EndedWithoutSurvey: Story = {
  args: { phase: 'ended', withSurvey: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button', { name: 'Take the survey' })).toBeNull();
  },
};
export const Survey: Story = {
  args: { phase: 'survey' },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getByRole('button', { name: 'Send answer' }));
    await expect(await c.findByText('Required')).toBeVisible();
    await userEvent.click(c.getByRole('radio', { name: 'Satisfied' }));
    await userEvent.click(c.getByRole('button', { name: 'Send answer' }));
    await expect(args.onSurveySubmit).toHaveBeenCalledWith('Satisfied');
  },
};
export const SurveyFailed: Story = {
  args: { phase: 'survey', surveyError: 'Something went wrong. Please try again later.' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'Something went wrong. Please try again later.',
    );
  },
};
export const MessagingMobile: Story = {
  ...mobile,
  args: { phase: 'messaging', connection: 'online', messages: conversation },
};
export const CreditUnionBrand: Story = {
  globals: { org: 'creditunion' },
  args: { phase: 'messaging', connection: 'online', messages: conversation },
};
export const BrokerBrand: Story = {
  globals: { org: 'broker' },
  args: { phase: 'messaging', connection: 'online', messages: conversation },
};
