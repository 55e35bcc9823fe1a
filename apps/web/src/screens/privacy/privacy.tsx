/** /privacy: the organisation's own Privacy Policy (its record's text, shared-surfaces §2). */
import { SiteText, type SiteTextProps } from '../../components/site-text/site-text';

export type PrivacyProps = SiteTextProps;

export function Privacy(props: PrivacyProps) {
  return <SiteText {...props} />;
}
