/**
 * The signer's conditions, loaded only when the core says so: the flag
 * fe-heloc-additional-signer-conditions is on AND the person record (the profile) has arrived
 * (shared-surfaces §4). With the flag off nothing is requested and the answer is "none".
 */
import { FLAGS, signerConditionLocation, signerConditionsEnabled, type Condition, type SignerPath } from '@heloc/core';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../api/endpoints';
import { queryKeys } from '../../api/query-keys';
import { signerAreaApi } from '../../api/signer-area';
import { useOrg } from '../../app/org-context';
import { signerScreenUrl } from './signer-application';

export function useSignerConditions(applicationUuid: string) {
  const flagOn = useOrg().flags[FLAGS.additionalSignerConditions]?.flagEnabled === true;
  const person = useQuery({ queryKey: queryKeys.profile(), queryFn: api.profile, enabled: flagOn });
  const enabled = signerConditionsEnabled(flagOn, person.data);
  const conditions = useQuery({
    queryKey: queryKeys.signerConditions(applicationUuid),
    queryFn: () => signerAreaApi.conditions(applicationUuid),
    enabled,
  });
  return {
    enabled,
    flagOn,
    conditions: enabled ? (conditions.data ?? null) : ([] as Condition[]),
    loading: flagOn && (!person.data || (enabled && !conditions.data && !conditions.error)),
    error: conditions.error ?? person.error,
  };
}

/** A condition's page in the signer's area, for this application (shared-surfaces §2's query parameters). */
export const signerConditionHref = (applicationUuid: string, c: Condition) =>
  signerScreenUrl(
    `heloc-signer/conditions/${signerConditionLocation(c.categoryEnum)}` satisfies SignerPath,
    applicationUuid,
    { conditionUuid: c.uuid, conditionType: c.categoryEnum, conditionEnum: c.categoryEnum },
  );
