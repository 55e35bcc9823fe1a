import { useOrg } from '../../../app/org-context';
import { ReviewAppNoCredit } from './no-credit';

export function ReviewAppNoCreditRoute() {
  const org = useOrg();
  return <ReviewAppNoCredit supportPhone={org.footer.phoneFormatted} supportEmail={org.footer.email} />;
}

export const Component = ReviewAppNoCreditRoute;
