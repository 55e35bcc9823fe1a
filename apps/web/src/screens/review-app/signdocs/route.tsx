import { signdocsView } from '@heloc/core';
import { useOrg } from '../../../app/org-context';
import { useJourney } from '../../../features/journey/journey-context';
import { SignDocs } from './signdocs';

export function SignDocsRoute() {
  const org = useOrg();
  const { poll } = useJourney();
  return (
    <SignDocs
      view={signdocsView(poll)}
      supportPhone={org.footer.phoneFormatted}
      // A fresh load starts a new polling count (the server may have finished meanwhile).
      onRetry={() => window.location.reload()}
    />
  );
}

export const Component = SignDocsRoute;
