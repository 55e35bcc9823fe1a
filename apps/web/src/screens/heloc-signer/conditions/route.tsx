/** heloc-signer/conditions: the signer's conditions (useSignerConditions decides whether they load at all). */
import type { CoDeedStatus } from '@heloc/core/contract';
import { Loading } from '../../../components/loading/loading';
import { StatusPage } from '../../../components/status-page/status-page';
import { SignerApplication } from '../../../features/signer/signer-application';
import { signerConditionHref, useSignerConditions } from '../../../features/signer/signer-conditions';
import { messageOf } from '../../../lib/http-client';
import { SignerConditions } from './conditions';

function ConditionsFor({ application }: { application: CoDeedStatus }) {
  const { conditions, loading, error } = useSignerConditions(application.applicationUuid);
  if (error) return <StatusPage title="We could not load your conditions" message={messageOf(error)} />;
  if (loading) return <Loading label="Loading your conditions" />;
  return (
    <SignerConditions conditions={conditions} hrefOf={(c) => signerConditionHref(application.applicationUuid, c)} />
  );
}

export function SignerConditionsRoute() {
  return <SignerApplication>{(application) => <ConditionsFor application={application} />}</SignerApplication>;
}

export const Component = SignerConditionsRoute;
