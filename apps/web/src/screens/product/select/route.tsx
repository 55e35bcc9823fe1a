import {
  closingPath,
  closingPlaceNote,
  counterofferNotice,
  nextStepsFacts,
  offerChangeView,
  offerSelectionContext,
  timeToCash,
} from '@heloc/core';
// The holiday calendar only in lazily loaded screens (decision 026).
import { US_FEDERAL_CALENDAR } from '@heloc/core/calendar';
import { useOrg } from '../../../app/org-context';
import { Loading } from '../../../components/loading/loading';
import { useStep } from '../../../features/journey/use-step';
import { ProductSelect } from './select';
import { useUnderwritingQuery } from '../../../features/journey/use-underwriting-facts';

export function ProductSelectRoute() {
  const { run, submitting, error, journey } = useStep();
  const context = offerSelectionContext({ state: journey.status.state, from: journey.decision?.from ?? null });
  // Only a changed offer has something to compare; the first choice reads nothing more. A failed
  // read leaves the offers choosable without the comparison rather than blocking the choice.
  const facts = useUnderwritingQuery({ enabled: context.explainsChange });
  const org = useOrg();
  // The comparison comes first on the page: drawn after the offers it pushed them down (layout
  // shift 0.28, decision 078). The screen waits for it and appears whole; a failed read ends the wait.
  if (context.explainsChange && facts.isPending) return <Loading label="Loading your offers" />;
  const offerChange = facts.data?.offerChange;
  const change = offerChange ? offerChangeView(offerChange) : null;
  // A counteroffer (verified income) carries the Regulation B notice, built in the core with the lender from the organisation record.
  const counteroffer = offerChange?.counteroffer;
  const notice =
    offerChange && counteroffer
      ? counterofferNotice({
          change: { ...offerChange, counteroffer },
          offers: journey.application.offers,
          lender: {
            name: org.footer.companyName,
            address: org.footer.companyAddress,
            phone: org.footer.phoneFormatted,
          },
        })
      : null;
  // How the closing will happen and when the money is expected if the borrower finishes today (decision 089).
  const cashFacts = nextStepsFacts({
    status: journey.status,
    application: journey.application,
    now: new Date().toISOString(),
  });
  const closing = {
    path: closingPath(journey.application.property?.state),
    cash: timeToCash(cashFacts, US_FEDERAL_CALENDAR),
    placeNote: closingPlaceNote(journey.application.property),
  };
  return (
    <ProductSelect
      closing={closing}
      offers={journey.application.offers}
      context={context}
      change={change}
      notice={notice}
      submitting={submitting}
      error={error}
      onSelect={(choice) => void run('selectOffer', choice)}
    />
  );
}

export const Component = ProductSelectRoute;
