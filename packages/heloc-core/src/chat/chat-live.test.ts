import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { CHAT_ATTACHMENT_EXTENSIONS } from './chat.js';
import {
  CHAT_ATTACHMENT_ACCEPT,
  chatAttachmentProblem,
  chatReconnectDelay,
  chatResumePoint,
  chatTimeline,
  formatChatFileSize,
  type ChatMessage,
} from './chat-live.js';

const msg = (seq: number, clientId = `c${seq}`): ChatMessage => ({
  conversationId: 'x',
  seq,
  sender: 'CUSTOMER',
  senderName: 'Ann',
  text: `m${seq}`,
  attachments: [],
  clientId,
  createdAt: '2026-11-23T00:00:00Z',
});

describe('formatChatFileSize', () => {
  it.each([
    [0, '0 bytes'],
    [1023, '1023 bytes'],
    [1024, '1 KB'],
    [1536, '1.5 KB'],
    [1024 * 1024, '1 MB'],
    [10.25 * 1024 * 1024, '10.3 MB'],
  ])('%d → %s', (n, text) => expect(formatChatFileSize(n)).toBe(text));
});

describe('chatAttachmentProblem', () => {
  it('the file input accepts exactly the spec’s extensions', () => {
    expect(CHAT_ATTACHMENT_ACCEPT).toBe(CHAT_ATTACHMENT_EXTENSIONS.map((e) => `.${e}`).join(','));
  });
  const ok = { name: 'a.txt', size: 10, detected: 'text/plain', hasActiveContent: false, encrypted: false };
  it('accepts the spec types by their bytes', () => {
    expect(chatAttachmentProblem(ok, 100)).toBeNull();
    expect(chatAttachmentProblem({ ...ok, name: 'v.mp4', detected: 'video/mp4' }, 100)).toBeNull();
    expect(chatAttachmentProblem({ ...ok, name: 'n.amr', detected: 'audio/amr' }, 100)).toBeNull();
  });
  it('refuses other types, misnamed bytes, markup, encrypted PDFs, empty and large files', () => {
    expect(chatAttachmentProblem({ ...ok, name: 'a.exe' }, 100)).toBe(
      'a.exe is not a JPG, PNG, AMR, MP3, MP4, PDF or TXT file.',
    );
    expect(chatAttachmentProblem({ ...ok, name: 'a.png' }, 100)).toMatch(/is not what its name says/);
    expect(chatAttachmentProblem({ ...ok, hasActiveContent: true }, 100)).toMatch(/script code/);
    expect(chatAttachmentProblem({ ...ok, name: 'a.pdf', detected: 'application/pdf', encrypted: true }, 100)).toMatch(
      /password/,
    );
    expect(chatAttachmentProblem({ ...ok, size: 0 }, 100)).toBe('a.txt is empty.');
    expect(chatAttachmentProblem({ ...ok, size: 2048 }, 1024)).toBe('a.txt is larger than 1 KB.');
  });
});

describe('reconnect and resume', () => {
  it('the delay never decreases and never passes 30 s', () => {
    fc.assert(
      fc.property(
        fc.nat(100),
        (n) => chatReconnectDelay(n) <= chatReconnectDelay(n + 1) && chatReconnectDelay(n + 1) <= 30_000,
      ),
    );
  });
  it('resumes after the last gap-free seq', () => {
    expect(chatResumePoint([msg(1), msg(2), msg(4)])).toBe(2);
    expect(chatResumePoint([])).toBe(0);
  });
  it('shows each seq once and drops outbox items the server acknowledged', () => {
    const t = chatTimeline(
      [msg(2), msg(1), msg(2)],
      [
        { clientId: 'c2', text: 'm2', attachments: [] },
        { clientId: 'new', text: 'hi', attachments: [] },
      ],
    );
    expect(t.messages.map((m) => m.seq)).toEqual([1, 2]);
    expect(t.pending.map((p) => p.clientId)).toEqual(['new']);
  });
});
