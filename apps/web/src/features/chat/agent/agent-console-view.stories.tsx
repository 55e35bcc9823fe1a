import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { AgentConversation } from '../../../api/chat';
import { mobile } from '../../../test/story-variants';
import { AgentConsoleView, AgentSignIn } from './agent-console-view';

const conversations: AgentConversation[] = [
  {
    conversationId: 'c1',
    friendlyName: 'Ann Lee',
    emailAddress: 'ann@example.com',
    status: 'WAITING',
    lastSeq: 1,
    createdAt: '2026-11-23T18:00:00Z',
    pageUrl: '/x',
    skill: 'HELOC_APPLICANT',
    application: {
      uuid: 'a1',
      loanNumber: 'HL-100234',
      state: 'OFFER_SELECTION',
      address: '12 Oak Street San Mateo, CA 94401',
      amount: 85_000,
    },
  },
  {
    conversationId: 'c2',
    friendlyName: 'Visitor Bo',
    emailAddress: null,
    status: 'ACTIVE',
    lastSeq: 4,
    createdAt: '2026-11-23T18:02:00Z',
    pageUrl: '/',
    skill: 'HELOC_PROSPECT',
    application: null,
  },
];

const meta = {
  title: 'Chat/Agent console',
  component: AgentConsoleView,
  args: {
    conversations,
    selectedId: 'c1',
    onSelect: fn(),
    online: true,
    onSend: fn(() => true),
    onEnd: fn(),
    onOpenAttachment: fn(),
    onSignOut: fn(),
    thread: {
      messages: [
        {
          conversationId: 'c1',
          seq: 1,
          sender: 'CUSTOMER',
          senderName: 'Ann Lee',
          text: 'Hello, how much is the notary fee?',
          attachments: [{ id: 'f', name: 'notes.txt', size: 11, mime: 'text/plain' }],
          clientId: 'x',
          createdAt: '2026-11-23T18:00:00Z',
        },
      ],
      pending: [],
      ended: false,
    },
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof AgentConsoleView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Queue: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByText('12 Oak Street San Mateo, CA 94401 · $85,000')).toBeVisible();
    // The step in the journey's words, with the server's code for the back office.
    await expect(c.getByText('Choose an offer · OFFER_SELECTION')).toBeVisible();
    await expect(c.getByText('Visitor (no application)')).toBeVisible();
    await userEvent.type(c.getByRole('textbox', { name: 'Message' }), 'It is $300.{Enter}');
    await expect(args.onSend).toHaveBeenCalledWith('It is $300.', []);
  },
};
export const Empty: Story = { args: { conversations: [], selectedId: null, thread: undefined } };
export const Reconnecting: Story = { args: { online: false } };
export const Ended: Story = { args: { thread: { messages: [], pending: [], ended: true } } };
export const Mobile: Story = mobile;

export const SignIn: StoryObj<typeof AgentSignIn> = {
  render: (args) => <AgentSignIn {...args} />,
  args: { onSubmit: fn(), error: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Sign in' })).toBeVisible();
  },
};
export const SignInRefused: StoryObj<typeof AgentSignIn> = {
  render: (args) => <AgentSignIn {...args} />,
  args: { onSubmit: fn(), error: 'This page is for customer-service agents.' },
};
