import { appScreenUrl, completeView, offerDetails } from '@heloc/core';
// The holiday calendar only here, in a lazily loaded screen: never in the first screen's bundle (decision 026).
import { US_FEDERAL_CALENDAR } from '@heloc/core/calendar';
import { useQuery } from '@tanstack/react-query';
import { closingApi } from '../../api/closing';
import { queryKeys } from '../../api/query-keys';
import { useOrg } from '../../app/org-context';
import { FormError } from '../../components/form-error/form-error';
import { Loading } from '../../components/loading/loading';
import { useJourney } from '../../features/journey/journey-context';
import { messageOf } from '../../lib/http-client';
import { Complete } from './complete';

export function CompleteRoute() {
  const journey = useJourney();
  const org = useOrg();
  const app = journey.application;
  // Read again with every status change, so the checklist follows the funding steps.
  const funding = useQuery({
    queryKey: queryKeys.funding(journey.uuid, journey.status.state),
    queryFn: () => closingApi.funding(journey.uuid),
  });
  // What insurance is still owed: read on every visit (an upload elsewhere changes it). A failed read
  // only loses the reminder; the funding facts are what this screen cannot do without.
  const insurance = useQuery({
    queryKey: queryKeys.insurance(journey.uuid),
    queryFn: () => closingApi.insurance(journey.uuid),
    refetchOnMount: 'always',
  });
  if (funding.isError) return <FormError message={messageOf(funding.error)} />;
  if (!funding.data || insurance.isPending) return <Loading label="Loading your funding details" />;
  const offer = offerDetails(app);
  const view = completeView(
    {
      funding: funding.data,
      lineAmount: offer?.lineAmount ?? app.amount ?? 0,
      initialDraw: offer?.initialDraw ?? app.uwCalculatedDrawAmount ?? 0,
      originationFeePercent: app.originationFeePercent ?? null,
      disburseAccountMask: app.disburseAccount?.mask ?? null,
      payType: app.payType ?? null,
      autopayAccountMask: app.autopayAccount?.mask ?? null,
      monthlyPayment: offer?.monthlyPayment ?? 0,
      insurance: insurance.data ?? null,
    },
    US_FEDERAL_CALENDAR,
  );
  return (
    <Complete
      view={view}
      lender={{ name: org.footer.companyName, address: org.footer.companyAddress }}
      disclosuresHref={appScreenUrl(journey.uuid, 'document/disclosures')}
      owedHref={(screen) => appScreenUrl(journey.uuid, screen)}
    />
  );
}

export const Component = CompleteRoute;
