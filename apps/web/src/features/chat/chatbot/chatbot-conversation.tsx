/**
 * STUB until the `chatbot` branch is merged (it replaces this file): the chatbot's conversation,
 * rendered by the chat window when the core chooses the chatbot (outside operating hours).
 */
import { Button, Stack, Text } from '@mantine/core';

export function ChatbotConversation({ onEnd }: { readonly onEnd: () => void }) {
  return (
    <Stack gap="sm">
      <Text size="sm">Our agents are away right now. Our assistant will be here soon; meanwhile, write to us by email or call during our hours.</Text>
      <Button variant="default" onClick={onEnd} style={{ alignSelf: 'flex-start' }}>End chat</Button>
    </Stack>
  );
}

export default ChatbotConversation;
