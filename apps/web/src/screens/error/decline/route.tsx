import { useOrg } from '../../../app/org-context';
import { ErrorDecline } from './decline';

export function ErrorDeclineRoute() {
  const org = useOrg();
  return <ErrorDecline lenderName={org.orgBrand.name} supportEmail={org.footer.email} />;
}

export const Component = ErrorDeclineRoute;
