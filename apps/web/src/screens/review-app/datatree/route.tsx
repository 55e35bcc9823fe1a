import { useOrg } from '../../../app/org-context';
import { ReviewAppDatatree } from './datatree';

export function ReviewAppDatatreeRoute() {
  const org = useOrg();
  // A fresh load asks for the status again, and the server may have the property data by then.
  return <ReviewAppDatatree supportPhone={org.footer.phoneFormatted} onRetry={() => window.location.reload()} />;
}

export const Component = ReviewAppDatatreeRoute;
