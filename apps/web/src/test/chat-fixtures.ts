/** A chat message as the live service sends it, for the chat window's stories and tests. */
import type { ChatMessage } from '@heloc/core';

export const chatMessage = (
  seq: number,
  sender: 'CUSTOMER' | 'AGENT',
  text: string,
  attachments: ChatMessage['attachments'] = [],
): ChatMessage => ({
  conversationId: 'c',
  seq,
  sender,
  senderName: sender === 'AGENT' ? 'Agent' : 'Ann Lee',
  text,
  attachments,
  clientId: `id-${seq}`,
  createdAt: '2026-11-23T18:00:00Z',
});
