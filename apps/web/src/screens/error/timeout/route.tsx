import { useOrg } from '../../../app/org-context';
import { ErrorTimeout } from './timeout';

export function ErrorTimeoutRoute() {
  const org = useOrg();
  return <ErrorTimeout supportPhone={org.footer.phoneFormatted} onRetry={() => window.location.reload()} />;
}

export const Component = ErrorTimeoutRoute;
