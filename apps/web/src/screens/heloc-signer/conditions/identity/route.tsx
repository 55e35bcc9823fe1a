/** heloc-signer/conditions/identity: the ID goes to the signer's ID upload with the condition's id, which clears it; then back to the list. */
import type { Condition, IdFrontType } from '@heloc/core';
import type { CoDeedStatus } from '@heloc/core/contract';
import { useNavigate } from 'react-router';
import { queryKeys } from '../../../../api/query-keys';
import { signerAreaApi } from '../../../../api/signer-area';
import { SignerCondition } from '../../../../features/signer/signer-condition';
import { useWrite } from '../../../../lib/use-write';
import { SignerConditionIdentity } from './identity';

function IdentityFor({
  condition,
  application,
  listHref,
}: {
  condition: Condition;
  application: CoDeedStatus;
  listHref: string;
}) {
  const navigate = useNavigate();
  const send = useWrite(
    (u: { type: IdFrontType; files: File[] }) =>
      signerAreaApi.uploadIdentity(application.applicationUuid, { ...u, conditionUuid: condition.uuid }),
    {
      invalidates: [queryKeys.signerConditions(application.applicationUuid)],
      onSuccess: () => void navigate(listHref),
    },
  );
  return (
    <SignerConditionIdentity
      condition={condition}
      onSubmit={send.send}
      submitting={send.submitting}
      error={send.error}
    />
  );
}

export function SignerConditionIdentityRoute() {
  return (
    <SignerCondition>
      {(condition, application, listHref) => (
        <IdentityFor condition={condition} application={application} listHref={listHref} />
      )}
    </SignerCondition>
  );
}

export const Component = SignerConditionIdentityRoute;
