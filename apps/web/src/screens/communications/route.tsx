/** /communications: public; the text comes from the organisation's record (GET …/organizations/{code}/pages/communications). */
import { useSiteText } from '../../features/site/use-site-text';
import { Communications } from './communications';

export function CommunicationsRoute() {
  return <Communications {...useSiteText('communications')} />;
}

export const Component = CommunicationsRoute;
