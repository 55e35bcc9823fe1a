/**
 * The additional signer's screens (heloc-signer/intro, heloc-signer/sign) are about one application:
 * the one named in the link (?application=), else the first waiting for this signer. This gate loads
 * the signer's applications and answers for everyone else: not signed in → the signer login (and
 * back here after it); the borrower or anyone who signs nothing → a plain refusal (403 from the
 * server: nothing about a signer is shown to anyone but that signer and the owner).
 */
import {
  DASHBOARD_PATH,
  SIGNER_APPLICATION_PARAM,
  SIGNER_LOGIN_PATH,
  signerApplication,
  signerRedirect,
  topLevelUrl,
  type SignerAreaScreen,
  type SignerPath,
} from '@heloc/core';
import type { CoDeedStatus } from '@heloc/core/contract';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Navigate, useLocation, useSearchParams } from 'react-router';
import { queryKeys } from '../../api/query-keys';
import { api } from '../../api/endpoints';
import { Loading } from '../../components/loading/loading';
import { StatusPage } from '../../components/status-page/status-page';
import { messageOf, RequestError } from '../../lib/http-client';
import { tokenStore } from '../../lib/storage';

/** A signer screen's link for one application (heloc-signer/intro → heloc-signer/sign). */
export const signerScreenUrl = (screen: SignerPath, applicationUuid: string, query: Record<string, string> = {}) =>
  `${topLevelUrl(screen)}?${new URLSearchParams({ ...query, [SIGNER_APPLICATION_PARAM]: applicationUuid }).toString()}`;

export function SignerApplication({
  children,
  screen,
}: {
  readonly children: (
    application: CoDeedStatus,
  ) => ReactNode /** The screen asking: a withdrawn application sends every other one to heloc-signer/cancelled (the core's signerRedirect). */;
  readonly screen?: SignerAreaScreen;
}) {
  const signedIn = Boolean(tokenStore.get());
  const location = useLocation();
  const [params] = useSearchParams();
  const statuses = useQuery({
    queryKey: queryKeys.coDeedStatus(),
    queryFn: api.coDeedStatus,
    enabled: signedIn,
  });
  if (!signedIn)
    return (
      <Navigate
        to={`${SIGNER_LOGIN_PATH}?${new URLSearchParams({ redirectUrl: `${location.pathname}${location.search}` }).toString()}`}
        replace
      />
    );
  if (statuses.error instanceof RequestError && statuses.error.status === 403) {
    return (
      <StatusPage
        title="This page is for additional signers"
        message="You are signed in with an account that does not co-sign any application. The borrower cannot sign for an additional signer: each signer signs in with the email address their invitation was sent to."
        actions={[{ label: 'Go to dashboard', href: DASHBOARD_PATH }]}
      />
    );
  }
  if (statuses.error)
    return <StatusPage title="We could not load your applications" message={messageOf(statuses.error)} actions={[]} />;
  if (!statuses.data) return <Loading label="Loading your applications" />;
  const application = signerApplication(statuses.data, params.get(SIGNER_APPLICATION_PARAM));
  if (!application) {
    return (
      <StatusPage
        title="Application not found"
        message="You are not a signer on that application. Open the applications you co-sign instead."
        actions={[{ label: 'Applications you co-sign', href: topLevelUrl('heloc-signer/resume') }]}
      />
    );
  }
  const elsewhere = screen ? signerRedirect(screen, application) : null;
  if (elsewhere) return <Navigate to={signerScreenUrl(elsewhere, application.applicationUuid)} replace />;
  return children(application);
}
