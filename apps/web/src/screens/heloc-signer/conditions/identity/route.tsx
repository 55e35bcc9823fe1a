/** heloc-signer/conditions/identity: the ID goes to the signer's ID upload with the condition's id, which clears it; then back to the list. */
import type { Condition, CoDeedStatusEntry, IdFrontType } from '@heloc/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { queryKeys } from '../../../../api/query-keys';
import { signerAreaApi } from '../../../../api/signer-area';
import { SignerCondition } from '../../../../features/signer/signer-condition';
import { messageOf } from '../../../../lib/http-client';
import { SignerConditionIdentity } from './identity';

function IdentityFor({
  condition,
  application,
  listHref,
}: {
  condition: Condition;
  application: CoDeedStatusEntry;
  listHref: string;
}) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const send = useMutation({
    mutationFn: (u: { type: IdFrontType; files: File[] }) =>
      signerAreaApi.uploadIdentity(application.applicationUuid, { ...u, conditionUuid: condition.uuid }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: queryKeys.signerConditions(application.applicationUuid) });
      void navigate(listHref);
    },
  });
  return (
    <SignerConditionIdentity
      condition={condition}
      onSubmit={(u) => send.mutate(u)}
      submitting={send.isPending}
      error={send.error ? messageOf(send.error) : null}
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
