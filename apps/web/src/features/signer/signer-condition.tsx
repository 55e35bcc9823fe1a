/**
 * One of the signer's conditions, named in the link (?conditionUuid=): loaded through
 * useSignerConditions (so never with the flag off), and answered for a condition that is not this
 * signer's, or already cleared, with a way back to the list.
 */
import { type Condition } from '@heloc/core';
import type { CoDeedStatus } from '@heloc/core/contract';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { Loading } from '../../components/loading/loading';
import { StatusPage } from '../../components/status-page/status-page';
import { messageOf } from '../../lib/http-client';
import { SignerApplication, signerScreenUrl } from './signer-application';
import { useSignerConditions } from './signer-conditions';

function ConditionOf({
  application,
  children,
}: {
  application: CoDeedStatus;
  children: (condition: Condition, application: CoDeedStatus, listHref: string) => ReactNode;
}) {
  const [params] = useSearchParams();
  const { conditions, loading, error } = useSignerConditions(application.applicationUuid);
  const listHref = signerScreenUrl('heloc-signer/conditions', application.applicationUuid);
  if (error) return <StatusPage title="We could not load your conditions" message={messageOf(error)} />;
  if (loading) return <Loading label="Loading your conditions" />;
  const condition = (conditions ?? []).find((c) => c.uuid === params.get('conditionUuid'));
  if (!condition || !condition.actionNeeded) {
    return (
      <StatusPage
        title="Nothing to clear here"
        message="This condition is not open for you. Your conditions list shows what is still needed."
        actions={[{ label: 'Your conditions', href: listHref }]}
      />
    );
  }
  return children(condition, application, listHref);
}

export function SignerCondition({
  children,
}: {
  readonly children: (condition: Condition, application: CoDeedStatus, listHref: string) => ReactNode;
}) {
  return (
    <SignerApplication>
      {(application) => <ConditionOf application={application}>{children}</ConditionOf>}
    </SignerApplication>
  );
}
