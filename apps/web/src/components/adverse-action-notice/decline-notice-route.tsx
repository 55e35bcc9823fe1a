/**
 * The container the three decline screens share: reads the decision facts for this state, builds the
 * notice in the core with the lender from the organisation record, and prints on request. Until the
 * facts arrive the screen says a notice will follow by email, so a declined borrower is never left
 * with a spinner or an error alone.
 */
import { adverseActionNotice, type AdverseActionNotice } from '@heloc/core';
import type { ComponentType } from 'react';
import { useOrg } from '../../app/org-context';
import { Loading } from '../loading/loading';
import { useUnderwritingQuery } from '../../features/journey/use-underwriting-facts';

export interface DeclineScreenProps {
  readonly notice: AdverseActionNotice | null;
  readonly lenderName: string;
  readonly supportEmail: string;
  readonly onPrint: () => void;
}

export function DeclineNoticeRoute({ View }: { readonly View: ComponentType<DeclineScreenProps> }) {
  const org = useOrg();
  const facts = useUnderwritingQuery();
  if (facts.isPending) return <Loading label="Loading your notice" />;
  const decision = facts.data?.decision ?? null;
  const notice = decision
    ? adverseActionNotice(decision, {
        name: org.footer.companyName,
        address: org.footer.companyAddress,
        phone: org.footer.phoneFormatted,
      })
    : null;
  return (
    <View
      notice={notice}
      lenderName={org.orgBrand.name}
      supportEmail={org.footer.email}
      onPrint={() => window.print()}
    />
  );
}
