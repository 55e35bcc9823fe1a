/** /terms: the organisation's own Terms of Use (its record's text, shared-surfaces §2). */
import { SiteText, type SiteTextProps } from '../../components/site-text/site-text';

export type TermsProps = SiteTextProps;

export function Terms(props: TermsProps) {
  return <SiteText {...props} />;
}
