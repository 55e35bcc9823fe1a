/**
 * The waiting experience while the server works: a modal with rotating messages, never a blank
 * page. It gives up after PROCESSING_MODAL_TIMEOUT_MS (shared-surfaces §9): it closes — a modal
 * that cannot be closed must not hold the page for ever — and tells the caller, which says what next.
 */
// Paper is the modal's white surface: without it the text sits on the dark overlay (3.6:1) unless
// some other screen happened to load Paper's CSS first.
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/CloseButton.css';
import { Loader, Modal, Stack, Text } from '@mantine/core';
import { PROCESSING_MESSAGE_ROTATE_MS, PROCESSING_MODAL_TIMEOUT_MS } from '@heloc/core';
import { useEffect, useState } from 'react';

export const PROCESSING_MESSAGES = [
  'Checking your credit with a soft pull — this does not affect your score…',
  'Confirming your property details…',
  'Estimating your home’s value…',
  'Preparing your offers…',
  'Almost there…',
];

export interface ProcessingModalProps {
  readonly opened: boolean;
  readonly messages?: readonly string[];
  /** How long each message stays, in ms. */
  readonly rotateMs?: number;
  /** How long the modal waits before it gives up and closes, in ms. */
  readonly timeoutMs?: number;
  /** Called once when the modal gave up. */
  readonly onTimeout?: () => void;
}

export function ProcessingModal({
  opened,
  messages = PROCESSING_MESSAGES,
  rotateMs = PROCESSING_MESSAGE_ROTATE_MS,
  timeoutMs = PROCESSING_MODAL_TIMEOUT_MS,
  onTimeout,
}: ProcessingModalProps) {
  const [index, setIndex] = useState(0);
  const [timedOut, setTimedOut] = useState(false);
  // Each opening starts at the first message: reset while rendering, not in the effect (an effect
  // that sets state renders twice; react-hooks/set-state-in-effect).
  const [wasOpened, setWasOpened] = useState(opened);
  if (opened !== wasOpened) {
    setWasOpened(opened);
    if (opened) {
      setIndex(0);
      setTimedOut(false);
    }
  }
  const showing = opened && !timedOut;
  useEffect(() => {
    if (!showing) return undefined;
    const timer = setInterval(() => setIndex((i) => (i + 1) % messages.length), rotateMs);
    return () => clearInterval(timer);
  }, [showing, messages.length, rotateMs]);
  useEffect(() => {
    if (!showing) return undefined;
    const timer = setTimeout(() => {
      setTimedOut(true);
      onTimeout?.();
    }, timeoutMs);
    return () => clearTimeout(timer);
  }, [showing, timeoutMs, onTimeout]);
  return (
    <Modal
      opened={showing}
      onClose={() => undefined}
      withCloseButton={false}
      closeOnClickOutside={false}
      closeOnEscape={false}
      centered
      title="Working on your application"
      trapFocus
    >
      <Stack align="center" gap="md" py="md">
        <Loader aria-hidden="true" />
        <Text role="status" aria-live="polite" ta="center">
          {messages[index]}
        </Text>
      </Stack>
    </Modal>
  );
}
