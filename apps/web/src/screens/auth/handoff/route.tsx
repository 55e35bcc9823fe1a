/**
 * auth/handoff#t=…: reads the token from the fragment (never sent to a server, never in a
 * Referer), drops it from the address bar, redeems it once, keeps the new session's token and
 * replaces this page with the step the computer was on.
 */
import { HANDOFF_MESSAGES, handoffTokenFromHash, isAllowedRedirectUrl, loginUrl } from '@heloc/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { api } from '../../../api/endpoints';
import { tokenStore } from '../../../lib/storage';
import { useWrite } from '../../../lib/use-write';
import { Handoff } from './handoff';

export function HandoffRoute() {
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // Read once, on the first render: the fragment is cleared right after.
  const [token] = useState(() => handoffTokenFromHash(location.hash));
  const redeem = useWrite(api.redeemHandoff, {
    onSuccess: ({ jwt, path }) => {
      tokenStore.set(jwt);
      // Whatever this phone had cached belonged to whoever was signed in before.
      queryClient.clear();
      navigate(isAllowedRedirectUrl(path) ? path : '/', { replace: true });
    },
  });
  const started = useRef(false);
  useEffect(() => {
    // Once: a code is single use, and StrictMode runs effects twice.
    if (started.current) return;
    started.current = true;
    // Out of the address bar and history, so a shared screenshot or Back cannot replay it.
    navigate({ pathname: location.pathname, search: location.search, hash: '' }, { replace: true });
    if (token) redeem.send(token);
  }, [location.pathname, location.search, navigate, redeem, token]);
  const failed = !token || redeem.error !== null;
  return (
    <Handoff
      state={failed ? 'failed' : 'working'}
      error={failed ? (redeem.error ?? HANDOFF_MESSAGES.invalid) : null}
      loginHref={loginUrl()}
    />
  );
}

export const Component = HandoffRoute;
