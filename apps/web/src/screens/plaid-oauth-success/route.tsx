/**
 * Outside any application's journey (no journey context): the application is the one this tab's
 * link was started for (and heloc_uuid, shared-surfaces §2, must agree) — or, when the return opened
 * in another tab or app, heloc_uuid and the server's record of the link; the step goes through
 * postStep, then the application's root routes by the new state.
 */
import type { LinkStep } from '@heloc/core';
import { useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../api/query-keys';
import { postStep } from '../../api/steps';
import { useLinkReturn } from '../../features/linking/use-link-return';
import { helocUuidStore } from '../../lib/storage';
import { PlaidOauthSuccess } from './plaid-oauth-success';

function spendWithPostStep(step: LinkStep, uuid: string) {
  switch (step.name) {
    case 'incomeLink':
      return postStep(uuid, 'incomeLink', step.body);
    case 'assets':
      return postStep(uuid, 'assets', step.body);
    case 'disbursement':
      return postStep(uuid, 'disbursement', step.body);
    case 'autopay':
      return postStep(uuid, 'autopay', step.body);
  }
}

export function PlaidOauthSuccessRoute() {
  const queryClient = useQueryClient();
  const stored = helocUuidStore.get();
  const view = useLinkReturn({
    ...(stored ? { pathUuid: stored } : {}),
    // Come back in another tab or from an app: heloc_uuid (§2) and the server's record of the link.
    resumeUuid: stored,
    spend: async (step, uuid) => {
      try {
        queryClient.setQueryData(queryKeys.application(uuid), await spendWithPostStep(step, uuid));
        return true;
      } catch {
        return false;
      }
    },
  });
  return <PlaidOauthSuccess {...view} />;
}

export const Component = PlaidOauthSuccessRoute;
