/**
 * The container logic both link returns share: read the query and this tab's link in flight once,
 * take the address bar's token out of history at once (Back or a reload must never spend it again),
 * spend the token through the step the core names, and go to the application — whose root routes by
 * the new state. A failure offers the same link again or the way back.
 */
import { appScreenUrl, DASHBOARD_PATH, isAllowedRedirectUrl, linkErrorMessage, linkReturnOutcome, retryLinkBody, type LinkReturnOutcome, type LinkStep } from '@heloc/core';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { startLink } from '../../api/linking';
import { messageOf } from '../../lib/http-client';
import { pendingLinkStore } from '../../lib/storage';
import type { LinkReturnProps } from '../../components/link-return/link-return';

/** Spends the token; resolves true when the step succeeded. */
export type SpendLink = (step: LinkStep, uuid: string) => Promise<boolean>;

export function useLinkReturn({ pathUuid, spend }: { readonly pathUuid?: string; readonly spend: SpendLink }): LinkReturnProps {
  const location = useLocation();
  const navigate = useNavigate();
  // Read once: the store is cleared and the URL replaced right after.
  const [outcome] = useState<LinkReturnOutcome>(() => linkReturnOutcome({ query: new URLSearchParams(location.search), pending: pendingLinkStore.get(), ...(pathUuid !== undefined ? { pathUuid } : {}) }));
  const [exchangeFailed, setExchangeFailed] = useState(false);
  // React runs effects twice in development; the token is spent once.
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    pendingLinkStore.clear();
    if (location.search) void navigate(location.pathname, { replace: true });
    if (outcome.kind !== 'finish') return;
    void spend(outcome.step, outcome.uuid).then((ok) => (ok ? void navigate(appScreenUrl(outcome.uuid, ''), { replace: true }) : setExchangeFailed(true)));
    // Once per arrival, on purpose: the outcome was read at mount.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const retry = useMutation({
    mutationFn: async () => {
      if (outcome.kind === 'orphan') return;
      const body = retryLinkBody(outcome.pending);
      if (!body) throw new Error(linkErrorMessage(null));
      await startLink(outcome.uuid, body, outcome.pending.returnTo, outcome.pending.step ? { step: outcome.pending.step } : {});
    },
  });

  if (outcome.kind === 'orphan') return { finishing: false, message: outcome.message, onGoToApplication: () => void navigate(DASHBOARD_PATH) };
  if (outcome.kind === 'finish' && !exchangeFailed) return { finishing: true };
  const { pending, uuid } = outcome;
  const back = isAllowedRedirectUrl(pending.returnTo) ? pending.returnTo : appScreenUrl(uuid, '');
  return {
    finishing: false,
    message: outcome.kind === 'failed' ? outcome.message : linkErrorMessage('INVALID_TOKEN'),
    ...(retryLinkBody(pending) ? { onRetry: () => retry.mutate() } : {}),
    onChooseAnother: () => void navigate(back),
    retrying: retry.isPending,
    error: retry.error ? messageOf(retry.error) : null,
  };
}
