/**
 * The container of CEO feedback: sends the core's entity (the application of the page and its path,
 * product HELOC) and keeps what was typed when the send fails. Loaded (with the modal) the first
 * time the borrower opens it, from the site gate: the first screen carries none of it — not even
 * the write helper's (TanStack's mutation) code, which no first-screen page uses.
 */
import { applicationUuidFromPath, ceoFeedbackFromForm, TELEMETRY_EVENTS } from '@heloc/core';
import { useLocation } from 'react-router';
import { api } from '../../api/endpoints';
import CeoFeedback, { type CeoFeedbackValues } from '../../components/ceo-feedback/ceo-feedback';
import { useWrite } from '../../lib/use-write';
import { trackEvent } from '../../lib/track-event';

export default function CeoFeedbackHost({ onClose }: { readonly onClose: () => void }) {
  const { pathname } = useLocation();
  const send = useWrite(
    (values: CeoFeedbackValues) => {
      const applicationUuid = applicationUuidFromPath(pathname);
      return api.ceoFeedback(
        ceoFeedbackFromForm(values, { pathname, ...(applicationUuid ? { applicationUuid } : {}) }),
      );
    },
    {
      onSuccess: (_r, values) =>
        void trackEvent(TELEMETRY_EVENTS.ceoFeedbackSent, { pagePath: pathname, properties: { topic: values.topic } }),
    },
  );
  return (
    <CeoFeedback
      opened
      onClose={onClose}
      onSend={send.send}
      sending={send.submitting}
      sent={send.succeeded}
      error={send.error}
    />
  );
}
