/**
 * The container of CEO feedback: opens the modal from the profile menu, sends the core's entity
 * (the application of the page and its path, product HELOC) and keeps what was typed when the send
 * fails. The modal's code is fetched the first time it opens: the first screen never carries it.
 */
import { useMutation } from '@tanstack/react-query';
import { applicationUuidFromPath, ceoFeedbackFromForm, TELEMETRY_EVENTS } from '@heloc/core';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { api } from '../../api/endpoints';
import type { CeoFeedbackValues } from '../../components/ceo-feedback/ceo-feedback';
import { messageOf } from '../../lib/http-client';
import { trackEvent } from '../../lib/telemetry';

const CeoFeedback = lazy(() => import('../../components/ceo-feedback/ceo-feedback'));

export function useCeoFeedback(enabled: boolean): { open?: () => void; modal: ReactNode } {
  const [opened, setOpened] = useState(false);
  const { pathname } = useLocation();
  const send = useMutation({
    mutationFn: (values: CeoFeedbackValues) => {
      const applicationUuid = applicationUuidFromPath(pathname);
      return api.ceoFeedback(ceoFeedbackFromForm(values, { pathname, ...(applicationUuid ? { applicationUuid } : {}) }));
    },
    onSuccess: (_r, values) => void trackEvent(TELEMETRY_EVENTS.ceoFeedbackSent, { pagePath: pathname, properties: { topic: values.topic } }),
  });
  const close = () => {
    setOpened(false);
    send.reset();
  };
  return {
    open: enabled ? () => setOpened(true) : undefined,
    modal: opened ? (
      <Suspense fallback={null}>
        <CeoFeedback opened onClose={close} onSend={(values) => send.mutate(values)} sending={send.isPending} sent={send.isSuccess} error={send.isError ? messageOf(send.error) : null} />
      </Suspense>
    ) : null,
  };
}
