/** /terms: public; the text comes from the organisation's record (GET …/organizations/{code}/pages/terms). */
import { useSiteText } from '../../features/site/use-site-text';
import { Terms } from './terms';

export function TermsRoute() {
  return <Terms {...useSiteText('terms')} />;
}

export const Component = TermsRoute;
