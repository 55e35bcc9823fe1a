import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { chatMessage } from '../../test/chat-fixtures';
import { ChatWindowView } from './chat-view';

const msg = chatMessage;
const noop = () => undefined;

describe('ChatWindowView: pre-engagement form', () => {
  it('requires a name and refuses one over 128 characters, with the spec’s messages', async () => {
    const started: unknown[] = [];
    renderWithProviders(<ChatWindowView phase="form" onClose={noop} onStart={(v) => started.push(v)} />);
    expect(screen.getByRole('dialog', { name: 'Chat with us' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Start chat' }));
    expect(screen.getAllByText('Required').length).toBeGreaterThan(0);
    fireEvent.change(screen.getByRole('textbox', { name: 'Name' }), { target: { value: 'x'.repeat(129) } });
    fireEvent.blur(screen.getByRole('textbox', { name: 'Name' }));
    expect(await screen.findByText('Cannot be more than 128 characters')).toBeInTheDocument();
    fireEvent.change(screen.getByRole('textbox', { name: 'Name' }), { target: { value: 'Ann Lee' } });
    await userEvent.type(screen.getByRole('textbox', { name: 'Email' }), 'ann@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Start chat' }));
    expect(started).toEqual([{ name: 'Ann Lee', email: 'ann@example.com' }]);
  });

  it('starts with a name alone: the email is optional (shared-surfaces §5)', async () => {
    const started: unknown[] = [];
    renderWithProviders(<ChatWindowView phase="form" onClose={noop} onStart={(v) => started.push(v)} />);
    expect(screen.getByRole('textbox', { name: 'Email' })).not.toBeRequired();
    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'Ann Lee');
    await userEvent.click(screen.getByRole('button', { name: 'Start chat' }));
    expect(screen.queryByText('Required')).not.toBeInTheDocument();
    expect(started).toEqual([{ name: 'Ann Lee', email: '' }]);
  });
});

describe('ChatWindowView: messaging', () => {
  it('labels agents "Agent", makes only allowlisted links clickable, and shows sizes', () => {
    renderWithProviders(
      <ChatWindowView
        phase="messaging"
        onClose={noop}
        connection="online"
        messages={[
          msg(1, 'CUSTOMER', 'Hi'),
          msg(2, 'AGENT', 'See https://homesteadline.com/fees or https://evil.example/x', [
            { id: 'f', name: 'fees.pdf', size: 2048, mime: 'application/pdf' },
          ]),
        ]}
        pending={[{ clientId: 'p', text: 'on its way', attachments: [] }]}
      />,
    );
    expect(screen.getByText('Agent')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'https://homesteadline.com/fees' })).toHaveAttribute(
      'href',
      'https://homesteadline.com/fees',
    );
    expect(screen.queryByRole('link', { name: /evil/ })).not.toBeInTheDocument();
    expect(screen.getByText(/https:\/\/evil\.example\/x/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download fees.pdf, 2 KB' })).toBeInTheDocument();
    expect(screen.getByText('You · Sending…')).toBeInTheDocument();
  });

  it('the welcome message the chat started with comes first, from the lender (issue 26)', () => {
    const welcome = 'Hi Ann Lee, thanks for reaching out to Story Lender. An agent will be with you shortly.';
    renderWithProviders(
      <ChatWindowView
        phase="messaging"
        onClose={noop}
        connection="online"
        messages={[msg(1, 'CUSTOMER', 'Hi')]}
        welcome={{ text: welcome, from: 'Story Lender' }}
      />,
    );
    const items = within(screen.getByRole('list', { name: 'Messages' })).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent(`Story Lender${welcome}`);
    expect(items[1]).toHaveTextContent('YouHi');
  });

  it('Enter sends, Shift+Enter is a new line, and an empty message is refused', async () => {
    const sent: string[] = [];
    renderWithProviders(
      <ChatWindowView
        phase="messaging"
        onClose={noop}
        connection="online"
        messages={[]}
        onSend={(t) => (sent.push(t), true)}
      />,
    );
    const box = screen.getByRole('textbox', { name: 'Message' });
    await userEvent.type(box, '{Enter}');
    expect(sent).toEqual([]);
    expect(screen.getByText('Required')).toBeInTheDocument();
    await userEvent.type(box, 'line one{Shift>}{Enter}{/Shift}line two{Enter}');
    expect(sent).toEqual(['line one\nline two']);
    expect(box).toHaveValue('');
  });

  it('a refused send keeps what was typed', async () => {
    renderWithProviders(
      <ChatWindowView
        phase="messaging"
        onClose={noop}
        connection="online"
        messages={[]}
        onSend={() => false}
        error="Something went wrong. Please try resending the message."
      />,
    );
    await userEvent.type(screen.getByRole('textbox', { name: 'Message' }), 'keep me{Enter}');
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveValue('keep me');
    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong. Please try resending the message.');
  });

  it('says the connection is lost while reconnecting', () => {
    renderWithProviders(<ChatWindowView phase="messaging" onClose={noop} connection="reconnecting" messages={[]} />);
    expect(screen.getByRole('status')).toHaveTextContent('Connection lost. Attempting to reconnect.');
  });

  it('lists chosen attachments with their sizes and refuses a type the spec does not allow', async () => {
    renderWithProviders(<ChatWindowView phase="messaging" onClose={noop} connection="online" messages={[]} />);
    const input = screen.getByTestId('chat-file-input');
    await userEvent.upload(input, [
      new File(['x'.repeat(1536)], 'notes.txt', { type: 'text/plain' }),
      new File(['12'], 'scan.png', { type: 'image/png' }),
    ]);
    expect(screen.getByText('notes.txt (1.5 KB)')).toBeInTheDocument();
    expect(screen.getByText('scan.png (2 bytes)')).toBeInTheDocument();
    fireEvent.change(input, { target: { files: [new File(['MZ'], 'run.exe')] } });
    expect(await screen.findByText('run.exe is not a JPG, PNG, AMR, MP3, MP4, PDF or TXT file.')).toBeInTheDocument();
  });
});

describe('ChatWindowView: end panel', () => {
  it('offers a new chat, and the survey after an agent chat', async () => {
    let survey = 0;
    const first = renderWithProviders(
      <ChatWindowView phase="ended" onClose={noop} withSurvey onSurvey={() => survey++} />,
    );
    expect(screen.getByRole('button', { name: 'Start new chat' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Take the survey' }));
    expect(survey).toBe(1);
    first.unmount();
    renderWithProviders(<ChatWindowView phase="ended" onClose={noop} withSurvey={false} />);
    expect(screen.queryByRole('button', { name: 'Take the survey' })).not.toBeInTheDocument();
  });
});

function GrowingChat() {
  const [n, setN] = useState(1);
  return (
    <>
      <button type="button" onClick={() => setN(n + 1)}>
        More
      </button>
      <ChatWindowView
        phase="messaging"
        onClose={noop}
        connection="online"
        messages={Array.from({ length: n }, (_, i) => msg(i + 1, i % 2 ? 'AGENT' : 'CUSTOMER', `message ${i + 1}`))}
      />
    </>
  );
}

describe('ChatWindowView: a new message', () => {
  it('scrolls into view without handing React a cleanup that is not a function (regression: Chromium scroll methods return a Promise)', async () => {
    const calls: unknown[] = [];
    const original = Element.prototype.scrollIntoView;
    // What Chromium does now: scrollIntoView returns a Promise.
    Element.prototype.scrollIntoView = function (arg?: boolean | ScrollIntoViewOptions) {
      calls.push(arg);
      return Promise.resolve() as unknown as void;
    };
    try {
      renderWithProviders(<GrowingChat />);
      // Each new message re-runs the effect, calling the previous run's cleanup first.
      await userEvent.click(screen.getByRole('button', { name: 'More' }));
      await userEvent.click(screen.getByRole('button', { name: 'More' }));
      expect(screen.getByText('message 3')).toBeInTheDocument();
      expect(calls.length).toBeGreaterThanOrEqual(3);
    } finally {
      Element.prototype.scrollIntoView = original;
    }
  });
});
