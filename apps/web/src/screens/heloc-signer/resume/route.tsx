/** heloc-signer/resume: the co-deed status of every application the signer signs, and the signature. */
import { DASHBOARD_PATH, SIGNER_LOGIN_PATH } from '@heloc/core';
import { useQuery } from '@tanstack/react-query';
import { Navigate, useNavigate } from 'react-router';
import { api } from '../../../api/endpoints';
import { RequestError, messageOf } from '../../../lib/http-client';
import { tokenStore } from '../../../lib/storage';
import { SignerResume } from './resume';
import { StatusPage } from '../../../components/status-page/status-page';
import { Loading } from '../../../components/loading/loading';
import { queryKeys } from '../../../api/query-keys';
import { signerScreenUrl } from '../../../features/signer/signer-application';

export function SignerResumeRoute() {
  const signedIn = Boolean(tokenStore.get());
  const navigate = useNavigate();
  const statuses = useQuery({ queryKey: queryKeys.coDeedStatus(), queryFn: api.coDeedStatus, enabled: signedIn });
  if (!signedIn) return <Navigate to={SIGNER_LOGIN_PATH} replace />;
  if (statuses.error instanceof RequestError && statuses.error.status === 403) {
    return (
      <StatusPage
        title="No applications to sign"
        message="This account is not an additional signer on any application. Sign in with the email address your invitation was sent to."
        actions={[{ label: 'Go to dashboard', href: DASHBOARD_PATH }]}
      />
    );
  }
  if (statuses.error)
    return <StatusPage title="We could not load your applications" message={messageOf(statuses.error)} actions={[]} />;
  if (!statuses.data) return <Loading label="Loading your applications" />;
  return (
    <SignerResume
      applications={statuses.data}
      // Signing takes the consent and a signature: heloc-signer/intro explains, heloc-signer/sign signs.
      onSign={(uuid) => void navigate(signerScreenUrl('heloc-signer/intro', uuid))}
    />
  );
}

export const Component = SignerResumeRoute;
