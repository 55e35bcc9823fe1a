/** /accessibility: the organisation's own Accessibility Statement (its record's text, shared-surfaces §2). */
import { SiteText, type SiteTextProps } from '../../components/site-text/site-text';

export type AccessibilityProps = SiteTextProps;

export function Accessibility(props: AccessibilityProps) {
  return <SiteText {...props} />;
}
