import type { Meta, StoryObj } from '@storybook/react-vite';
import { appScreenUrl, sitePageUrl, type ChatbotReply } from '@heloc/core';
import { expect, fn, userEvent, within } from 'storybook/test';
import { mobile } from '../../../test/story-variants';
import { ChatbotView } from './chatbot-view';

const NOTARY: ChatbotReply = {
  questionId: '00000000-0000-4000-8000-000000000001',
  questionStr: 'How much is the notary fee?',
  responseStr:
    'The in-person notary fee is $300. It applies only if you choose to sign your deed with a notary in person; signing online with an eNotary does not carry that fee.',
  createdDt: '2026-11-23T18:00:00.000Z',
  followUp: null,
  applicationId: null,
};
const STATUS: ChatbotReply = {
  questionId: '00000000-0000-4000-8000-000000000002',
  questionStr: 'Where is my application?',
  responseStr:
    'Your application (loan number HL-100234) is on step 4 of 7: Link Income Sources. Open your application to continue where you left off.',
  createdDt: '2026-11-23T18:01:00.000Z',
  followUp: 'application',
  applicationId: '7b0f7c55-7d43-4e1b-9a55-8f1f5d0b6c11',
};
const UNKNOWN: ChatbotReply = {
  questionId: '00000000-0000-4000-8000-000000000003',
  questionStr: 'Is https://evil.example/deal a good deal? See also https://www.consumerfinance.gov/heloc',
  responseStr:
    "I don't know the answer to that one. A person can help: our contact page has the phone number and chat hours.",
  createdDt: '2026-11-23T18:02:00.000Z',
  followUp: 'contact',
  applicationId: null,
};

/** A frame like the chat window's: a fixed height, so the conversation scrolls inside it. */
const frame = (Story: () => React.ReactElement) => (
  <div
    style={{
      height: 560,
      width: '100%',
      maxWidth: 400,
      display: 'flex',
      flexDirection: 'column',
      border: '1px solid #ccc',
      padding: 12,
    }}
  >
    <Story />
  </div>
);

const meta = {
  title: 'Chat/Chatbot',
  component: ChatbotView,
  decorators: [frame],
  args: {
    messages: [],
    onSend: fn(),
    onResend: fn(),
    onEndChat: fn(),
    onOpenFeedback: fn(),
    onCancelFeedback: fn(),
    onSendFeedback: fn(),
  },
} satisfies Meta<typeof ChatbotView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByText(/I am the virtual assistant/)).toBeVisible();
    const input = c.getByRole('textbox', { name: /Ask a question/ });
    await userEvent.type(input, 'first line{Shift>}{Enter}{/Shift}second line');
    await expect(input).toHaveValue('first line\nsecond line');
    await expect(args.onSend).not.toHaveBeenCalled();
    await userEvent.type(input, '{Enter}');
    await expect(args.onSend).toHaveBeenCalledWith('first line\nsecond line');
    await userEvent.click(c.getByRole('button', { name: 'End chat' }));
    await expect(args.onEndChat).toHaveBeenCalled();
  },
};

export const Answered: Story = {
  args: { messages: [NOTARY, STATUS, UNKNOWN] },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByText(/The in-person notary fee is \$300\./)).toBeVisible();
    await expect(c.getByRole('link', { name: 'Open your application' })).toHaveAttribute(
      'href',
      appScreenUrl(STATUS.applicationId ?? '', ''),
    );
    await expect(c.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', sitePageUrl('contact'));
    // Only the allowlisted host is a link; the other stays text.
    await expect(c.getByRole('link', { name: 'https://www.consumerfinance.gov/heloc' })).toBeVisible();
    await expect(c.queryByRole('link', { name: /evil\.example/ })).toBeNull();
  },
};

export const Sending: Story = {
  args: { messages: [NOTARY], pendingQuestion: 'What are the recording fees?', sending: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Sending…')).toBeVisible();
    await expect(within(canvasElement).getByRole('button', { name: 'Send' })).toBeDisabled();
  },
};

export const LoadingEarlierConversation: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading the conversation…');
  },
};

export const HistoryLoadFailed: Story = {
  args: { error: 'Something went wrong. Please try again later.' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('alert')).toHaveTextContent('Something went wrong. Please try again later.');
    // Nothing to resend: a new question can still be asked.
    await expect(c.queryByRole('button', { name: 'Resend' })).toBeNull();
    await expect(c.getByRole('textbox', { name: /Ask a question/ })).toBeVisible();
  },
};

export const SendFailed: Story = {
  args: {
    messages: [NOTARY],
    pendingQuestion: 'What are the recording fees?',
    error: 'Something went wrong. Please try resending the message.',
  },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('alert')).toHaveTextContent('Something went wrong. Please try resending the message.');
    await userEvent.click(c.getByRole('button', { name: 'Resend' }));
    await expect(args.onResend).toHaveBeenCalled();
  },
};

export const FeedbackForm: Story = {
  args: { messages: [NOTARY], feedback: { [NOTARY.questionId]: { kind: 'open' } } },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    const group = c.getByRole('radiogroup', { name: /What was wrong with this answer\?/ });
    await expect(within(group).getAllByRole('radio')).toHaveLength(4);
    await userEvent.click(c.getByRole('radio', { name: 'Not what I was asking about' }));
    await userEvent.click(c.getByRole('button', { name: 'Send feedback' }));
    await expect(args.onSendFeedback).toHaveBeenCalledWith(NOTARY.questionId, {
      reason: 'Not what I was asking about',
      detail: '',
    });
  },
};

export const FeedbackValidationError: Story = {
  args: { messages: [NOTARY], feedback: { [NOTARY.questionId]: { kind: 'open' } } },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getByRole('button', { name: 'Send feedback' }));
    await expect(await c.findByText('Please select a reason')).toBeVisible();
    await userEvent.click(c.getByRole('radio', { name: 'Other' }));
    const other = c.getByRole('textbox', { name: /Tell us more/ });
    await userEvent.click(other);
    await userEvent.paste('x'.repeat(141));
    await userEvent.tab();
    await expect(await c.findByText('Please restrict your response to 140 characters.')).toBeVisible();
    await expect(args.onSendFeedback).not.toHaveBeenCalled();
  },
};

export const FeedbackSendFailed: Story = {
  args: {
    messages: [NOTARY],
    feedback: {
      [NOTARY.questionId]: {
        kind: 'open',
        error: 'We could not reach the server. Check your connection and try again.',
      },
    },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('We could not reach the server.');
  },
};

export const FeedbackSent: Story = {
  args: { messages: [NOTARY], feedback: { [NOTARY.questionId]: { kind: 'sent' } } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Thank you for your feedback.')).toBeVisible();
    await expect(within(canvasElement).queryByRole('button', { name: /Not helpful/ })).toBeNull();
  },
};

export const Ended: Story = {
  args: { messages: [NOTARY, STATUS], ended: true },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('status')).toHaveTextContent('This chat has ended.');
    await expect(c.queryByRole('textbox', { name: /Ask a question/ })).toBeNull();
  },
};

export const Mobile: Story = { ...mobile, args: { messages: [NOTARY, STATUS] } };

const notHelpfulButton = {
  play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: `Not helpful: ${NOTARY.questionStr}` }),
    ).toBeVisible();
  },
};
export const CreditUnionBrand: Story = {
  globals: { org: 'creditunion' },
  args: { messages: [NOTARY, UNKNOWN], feedback: { [UNKNOWN.questionId]: { kind: 'open' } } },
  ...notHelpfulButton,
};
export const BrokerBrand: Story = {
  globals: { org: 'broker' },
  args: { messages: [NOTARY, UNKNOWN], feedback: { [UNKNOWN.questionId]: { kind: 'open' } } },
  ...notHelpfulButton,
};
