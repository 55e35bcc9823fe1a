/** /accessibility: public; the text comes from the organisation's record (GET …/organizations/{code}/pages/accessibility). */
import { useSiteText } from '../../features/site/use-site-text';
import { Accessibility } from './accessibility';

export function AccessibilityRoute() {
  return <Accessibility {...useSiteText('accessibility')} />;
}

export const Component = AccessibilityRoute;
