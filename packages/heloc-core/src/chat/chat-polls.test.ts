import { describe, expect, it } from 'vitest';
import { CHAT_LIVE_SESSION_MS, CHAT_NONCE_REFRESH_MS, CHAT_OPEN_STATUS_POLL_MS } from '../constants.js';
import { chatRefetchInterval } from './chat-polls.js';

describe('chatRefetchInterval', () => {
  it('extends the live token every half session and reads the open status every minute, messaging or not', () => {
    for (const messaging of [true, false]) {
      expect(chatRefetchInterval('liveToken', { messaging })).toBe(CHAT_LIVE_SESSION_MS / 2);
      expect(chatRefetchInterval('openStatus', { messaging })).toBe(CHAT_OPEN_STATUS_POLL_MS);
    }
  });
  it('refreshes the nonce only while messaging', () => {
    expect(chatRefetchInterval('nonce', { messaging: true })).toBe(CHAT_NONCE_REFRESH_MS);
    expect(chatRefetchInterval('nonce', { messaging: false })).toBe(false);
  });
});
