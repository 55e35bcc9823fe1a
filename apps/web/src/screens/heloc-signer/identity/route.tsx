/** heloc-signer/identity: the signer's own ID goes to the server; then their documents (the core's signerNextScreen). */
import { signerNextScreen, type IdFrontType } from '@heloc/core';
import type { CoDeedStatus } from '@heloc/core/contract';
import { useNavigate } from 'react-router';
import { queryKeys } from '../../../api/query-keys';
import { signerAreaApi } from '../../../api/signer-area';
import { SignerApplication, signerScreenUrl } from '../../../features/signer/signer-application';
import { useWrite } from '../../../lib/use-write';
import { SignerIdentity } from './identity';

function IdentityFor({ application }: { application: CoDeedStatus }) {
  const navigate = useNavigate();
  const upload = useWrite(
    (u: { type: IdFrontType; files: File[] }) => signerAreaApi.uploadIdentity(application.applicationUuid, u),
    {
      invalidates: [queryKeys.coDeedStatus()],
      onSuccess: () =>
        void navigate(signerScreenUrl(signerNextScreen('heloc-signer/identity'), application.applicationUuid)),
    },
  );
  return (
    <SignerIdentity
      application={application}
      submitting={upload.submitting}
      error={upload.error}
      onSubmit={upload.send}
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
