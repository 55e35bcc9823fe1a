/** heloc-signer/identity: the signer's own ID goes to the server; then their documents (the core's signerNextScreen). */
import { signerNextScreen, type CoDeedStatusEntry, type IdFrontType } from '@heloc/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { queryKeys } from '../../../api/query-keys';
import { signerAreaApi } from '../../../api/signer-area';
import { SignerApplication, signerScreenUrl } from '../../../features/signer/signer-application';
import { messageOf } from '../../../lib/http-client';
import { SignerIdentity } from './identity';

function IdentityFor({ application }: { application: CoDeedStatusEntry }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const upload = useMutation({
    mutationFn: (u: { type: IdFrontType; files: File[] }) =>
      signerAreaApi.uploadIdentity(application.applicationUuid, u),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: queryKeys.coDeedStatus() });
      void navigate(signerScreenUrl(signerNextScreen('heloc-signer/identity'), application.applicationUuid));
    },
  });
  return (
    <SignerIdentity
      application={application}
      submitting={upload.isPending}
      error={upload.error ? messageOf(upload.error) : null}
      onSubmit={(u) => upload.mutate(u)}
    />
  );
}

export function SignerIdentityRoute() {
  return (
    <SignerApplication screen="heloc-signer/identity">
      {(application) => <IdentityFor application={application} />}
    </SignerApplication>
  );
}

export const Component = SignerIdentityRoute;
