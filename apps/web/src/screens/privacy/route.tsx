/** /privacy: public; the text comes from the organisation's record (GET …/organizations/{code}/pages/privacy). */
import { useSiteText } from '../../features/site/use-site-text';
import { Privacy } from './privacy';

export function PrivacyRoute() {
  return <Privacy {...useSiteText('privacy')} />;
}

export const Component = PrivacyRoute;
