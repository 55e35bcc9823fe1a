import { describe, expect, it } from 'vitest';
import {
  canSendChatMessage,
  chatKeyAction,
  chatProvider,
  isAllowedChatAttachment,
  isAllowedChatLink,
  linkifyChatText,
} from './chat.js';

describe('chat provider', () => {
  it('stored live session → live agent; else by operating hours; dev mode wins', () => {
    expect(chatProvider({ hasStoredLiveSession: true, withinOperatingHours: false })).toBe('live-agent');
    expect(chatProvider({ hasStoredLiveSession: false, withinOperatingHours: false })).toBe('chatbot');
    expect(chatProvider({ hasStoredLiveSession: false, withinOperatingHours: true })).toBe('live-agent');
    expect(chatProvider({ devMode: 'stream', hasStoredLiveSession: true, withinOperatingHours: true })).toBe('stream');
    expect(chatProvider({ devMode: 'bogus', hasStoredLiveSession: false, withinOperatingHours: true })).toBe(
      'live-agent',
    );
  });
});

describe('isAllowedChatLink', () => {
  it.each([
    'https://homesteadline.com/rates',
    'https://help.homesteadline.com/a?b=c',
    'http://www.summitridgecu.org',
    'https://HOMESTEADLINE.COM./x',
  ])('allows %s', (url) => expect(isAllowedChatLink(url)).toBe(true));
  it.each(['https://keystonehomelending.com/heloc', 'https://www.keystonehomelending.com'])(
    'allows the seeded lender Keystone’s own domain: %s',
    (url) => expect(isAllowedChatLink(url)).toBe(true),
  );
  it.each(['not a url', 'https://homesteadline.com/\n'])('rejects %s', (url) =>
    expect(isAllowedChatLink(url)).toBe(false),
  );
  it('linkifies only allowed hosts, as text parts (never HTML)', () => {
    expect(linkifyChatText('See https://homesteadline.com/faq. Or https://evil.io/x!')).toEqual([
      { kind: 'text', value: 'See ' },
      { kind: 'link', value: 'https://homesteadline.com/faq' },
      { kind: 'text', value: '. Or ' },
      { kind: 'text', value: 'https://evil.io/x' },
      { kind: 'text', value: '!' },
    ]);
  });
});

describe('messages and attachments', () => {
  it('needs text or a file', () => {
    expect(canSendChatMessage('  ', 0)).toBe(false);
    expect(canSendChatMessage('', 1)).toBe(true);
    expect(canSendChatMessage('hi', 0)).toBe(true);
  });
  it('Enter sends, Shift+Enter is a newline', () => {
    expect(chatKeyAction('Enter', false)).toBe('send');
    expect(chatKeyAction('Enter', true)).toBe('newline');
    expect(chatKeyAction('a', false)).toBe('none');
  });
  it.each([
    ['a.jpg', true],
    ['b.PDF', true],
    ['c.mp4', true],
    ['d.exe', false],
    ['pdf', false],
    ['e.jpeg', false],
  ])('%s → %s', (name, ok) => {
    expect(isAllowedChatAttachment(name)).toBe(ok);
  });
});
