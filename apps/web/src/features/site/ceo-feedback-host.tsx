/**
 * The container of CEO feedback: sends the core's entity (the application of the page and its path,
 * product HELOC) and keeps what was typed when the send fails. Loaded (with the modal) the first
 * time the borrower opens it, from the site gate: the first screen carries none of it — not even
 * TanStack's mutation code, which no first-screen page uses.
 */
import { useMutation } from '@tanstack/react-query';
import { applicationUuidFromPath, ceoFeedbackFromForm, TELEMETRY_EVENTS } from '@heloc/core';
import { useLocation } from 'react-router';
import { api } from '../../api/endpoints';
import CeoFeedback, { type CeoFeedbackValues } from '../../components/ceo-feedback/ceo-feedback';
import { messageOf } from '../../lib/http-client';
import { trackEvent } from '../../lib/track-event';

export default function CeoFeedbackHost({ onClose }: { readonly onClose: () => void }) {
  const { pathname } = useLocation();
  const send = useMutation({
    mutationFn: (values: CeoFeedbackValues) => {
      const applicationUuid = applicationUuidFromPath(pathname);
      return api.ceoFeedback(
        ceoFeedbackFromForm(values, { pathname, ...(applicationUuid ? { applicationUuid } : {}) }),
      );
    },
    onSuccess: (_r, values) =>
      void trackEvent(TELEMETRY_EVENTS.ceoFeedbackSent, { pagePath: pathname, properties: { topic: values.topic } }),
  });
  return (
    <CeoFeedback
      opened
      onClose={onClose}
      onSend={(values) => send.mutate(values)}
      sending={send.isPending}
      sent={send.isSuccess}
      error={send.isError ? messageOf(send.error) : null}
    />
  );
}
