/** heloc-signer/resume: the co-deed status of every application the signer signs, and the signature. */
import { SIGNER_LOGIN_PATH } from '@heloc/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Navigate } from 'react-router';
import { api } from '../../../api/endpoints';
import { RequestError, messageOf } from '../../../lib/http-client';
import { tokenStore } from '../../../lib/storage';
import { SignerResume } from './resume';
import { StatusPage } from '../../../components/status-page/status-page';
import { Loading } from '../../../components/loading/loading';
import { queryKeys } from '../../../api/query-keys';

export function SignerResumeRoute() {
  const signedIn = Boolean(tokenStore.get());
  const queryClient = useQueryClient();
  const statuses = useQuery({ queryKey: queryKeys.coDeedStatus(), queryFn: api.coDeedStatus, enabled: signedIn });
  const sign = useMutation({
    mutationFn: (uuid: string) => api.signAsSigner(uuid),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.coDeedStatus() }),
  });
  if (!signedIn) return <Navigate to={SIGNER_LOGIN_PATH} replace />;
  if (statuses.error instanceof RequestError && statuses.error.status === 403) {
    return <StatusPage title="No applications to sign" message="This account is not an additional signer on any application. Sign in with the email address your invitation was sent to." actions={[{ label: 'Go to dashboard', href: '/dashboard' }]} />;
  }
  if (statuses.error) return <StatusPage title="We could not load your applications" message={messageOf(statuses.error)} actions={[]} />;
  if (!statuses.data) return <Loading label="Loading your applications" />;
  return (
    <SignerResume
      applications={statuses.data}
      signing={sign.isPending ? sign.variables : null}
      error={sign.error ? messageOf(sign.error) : null}
      onSign={(uuid) => sign.mutate(uuid)}
    />
  );
}

export const Component = SignerResumeRoute;
