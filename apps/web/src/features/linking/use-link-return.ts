/**
 * The container logic both link returns share: read the query and this tab's link in flight once,
 * take the address bar's token out of history at once (Back or a reload must never spend it again),
 * spend the token through the step the core names, and go to the application — whose root routes by
 * the new state. A failure offers the same link again or the way back.
 *
 * A return that opens in a tab that did not start the link (a new tab, or a phone app handing the
 * OAuth return to the browser) has no link in this tab's storage: it resumes from the application
 * it names (`resumeUuid`: heloc_uuid for the top-level return, the path for Pointserv's) and the
 * server's record of the link session — never a token kept in storage (decision 058).
 */
import {
  appScreenUrl,
  DASHBOARD_PATH,
  isAllowedRedirectUrl,
  linkErrorMessage,
  linkReturnOutcome,
  pendingFromServer,
  retryLinkBody,
  type LinkReturnOutcome,
  type LinkStep,
  type PendingLinkFacts,
} from '@heloc/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { fetchLinkInFlight, startLink } from '../../api/linking';
import { queryKeys } from '../../api/query-keys';
import { pendingLinkStore, tokenStore } from '../../lib/storage';
import { useWrite } from '../../lib/use-write';
import type { LinkReturnProps } from '../../components/link-return/link-return';

/** Spends the token; resolves true when the step succeeded. */
export type SpendLink = (step: LinkStep, uuid: string) => Promise<boolean>;

export function useLinkReturn({
  pathUuid,
  resumeUuid,
  spend,
}: {
  readonly pathUuid?: string;
  readonly resumeUuid?: string | null;
  readonly spend: SpendLink;
}): LinkReturnProps {
  const location = useLocation();
  const navigate = useNavigate();
  // Read once: the store is cleared and the URL replaced right after.
  const [query] = useState(() => new URLSearchParams(location.search));
  const [inTab] = useState(pendingLinkStore.get);
  // Another tab's return: the server's record of the link (only for a signed-in borrower: it is theirs).
  const resumeFrom = inTab === null && resumeUuid && tokenStore.get() ? resumeUuid : null;
  const record = useQuery({
    queryKey: queryKeys.linkInFlight(resumeFrom ?? ''),
    queryFn: () => fetchLinkInFlight(resumeFrom ?? ''),
    enabled: resumeFrom !== null,
    staleTime: Infinity,
    gcTime: 0,
  });
  const pending: PendingLinkFacts | null | undefined =
    inTab ??
    (resumeFrom === null
      ? null
      : record.isPending
        ? undefined
        : record.data
          ? pendingFromServer(resumeFrom, record.data)
          : null);
  const outcome: LinkReturnOutcome | undefined =
    pending === undefined
      ? undefined
      : linkReturnOutcome({ query, pending, ...(pathUuid !== undefined ? { pathUuid } : {}) });
  const [exchangeFailed, setExchangeFailed] = useState(false);

  // React runs effects twice in development; the store is cleared and the URL replaced once.
  const cleaned = useRef(false);
  useEffect(() => {
    if (cleaned.current) return;
    cleaned.current = true;
    pendingLinkStore.clear();
    if (location.search) void navigate(location.pathname, { replace: true });
    // Once per arrival, on purpose: the query and the tab's link were read at mount.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  // The token is spent once, as soon as the outcome is known (at once, or when the server's record arrives).
  const spent = useRef(false);
  useEffect(() => {
    if (spent.current || outcome?.kind !== 'finish') return;
    spent.current = true;
    void spend(outcome.step, outcome.uuid).then((ok) =>
      ok ? void navigate(appScreenUrl(outcome.uuid, ''), { replace: true }) : setExchangeFailed(true),
    );
  }, [outcome, spend, navigate]);

  const retry = useWrite(async () => {
    if (!outcome || outcome.kind === 'orphan') return;
    const body = retryLinkBody(outcome.pending);
    if (!body) throw new Error(linkErrorMessage(null));
    await startLink(
      outcome.uuid,
      body,
      outcome.pending.returnTo,
      outcome.pending.step ? { step: outcome.pending.step } : {},
    );
  });

  if (!outcome) return { finishing: true };
  if (outcome.kind === 'orphan')
    return { finishing: false, message: outcome.message, onGoToApplication: () => void navigate(DASHBOARD_PATH) };
  if (outcome.kind === 'finish' && !exchangeFailed) return { finishing: true };
  const { pending: facts, uuid } = outcome;
  const back = isAllowedRedirectUrl(facts.returnTo) ? facts.returnTo : appScreenUrl(uuid, '');
  return {
    finishing: false,
    message: outcome.kind === 'failed' ? outcome.message : linkErrorMessage('INVALID_TOKEN'),
    ...(retryLinkBody(facts) ? { onRetry: () => retry.send() } : {}),
    onChooseAnother: () => void navigate(back),
    retrying: retry.submitting,
    error: retry.error,
  };
}
