/** Mantine's notifications with the spec's limit (lazy chunk of the toast region). */
import '@mantine/notifications/styles.css';
import '@mantine/core/styles/Notification.css';
import '@mantine/core/styles/CloseButton.css';
import { Notifications } from '@mantine/notifications';
import { MAX_VISIBLE_TOASTS } from '@heloc/core';

export default function ToastRegionView() {
  return <Notifications limit={MAX_VISIBLE_TOASTS} position="top-right" zIndex={1000} />;
}
