/**
 * 'Your privacy options': the borrower can stop analytics and session replay for this browser.
 * Loaded only when opened, so it adds nothing to the first screen.
 */
// Paper gives the dialog its white surface: without it the dialog is transparent over the dark
// overlay wherever no other screen has loaded Paper's CSS (black text on grey, 3.6:1).
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/CloseButton.css';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';

export interface PrivacyOptionsDialogProps {
  readonly opened: boolean;
  readonly optedOut: boolean;
  readonly globalPrivacyControl: boolean;
  readonly privacyPolicyUrl: string;
  readonly onChoose: (optedOut: boolean) => void;
  readonly onClose: () => void;
}

export function PrivacyOptionsDialog({
  opened,
  optedOut,
  globalPrivacyControl,
  privacyPolicyUrl,
  onChoose,
  onClose,
}: PrivacyOptionsDialogProps) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="Your privacy options"
      centered
      closeButtonProps={{ 'aria-label': 'Close privacy options' }}
    >
      <Stack gap="sm">
        <Text size="sm">
          We measure how pages are used (page views) and keep a session-replay link with your application to help
          support fix problems. We never sell your personal information.
        </Text>
        {globalPrivacyControl ? (
          <Alert variant="light" title="Global Privacy Control is on">
            Your browser asks sites not to share or sell your data. We honour it: no analytics or session replay is sent
            from this browser.
          </Alert>
        ) : (
          <Text size="sm" fw={600} role="status">
            {optedOut
              ? 'You have opted out: no analytics or session replay is sent from this browser.'
              : 'Analytics and session replay are on for this browser.'}
          </Text>
        )}
        <Group>
          <Button onClick={() => onChoose(true)} disabled={globalPrivacyControl || optedOut}>
            Opt out
          </Button>
          <Button variant="default" onClick={() => onChoose(false)} disabled={globalPrivacyControl || !optedOut}>
            Allow analytics
          </Button>
        </Group>
        <Text size="xs">
          Read more in the <a href={privacyPolicyUrl}>Privacy Policy</a>.
        </Text>
      </Stack>
    </Modal>
  );
}
