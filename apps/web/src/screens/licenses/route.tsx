/** /licenses: public; the text comes from the organisation's record (GET …/organizations/{code}/pages/licenses). */
import { useSiteText } from '../../features/site/use-site-text';
import { Licenses } from './licenses';

export function LicensesRoute() {
  return <Licenses {...useSiteText('licenses')} />;
}

export const Component = LicensesRoute;
