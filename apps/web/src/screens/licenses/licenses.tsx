/** /licenses: the organisation's own Licenses (its record's text, shared-surfaces §2). */
import { SiteText, type SiteTextProps } from '../../components/site-text/site-text';

export type LicensesProps = SiteTextProps;

export function Licenses(props: LicensesProps) {
  return <SiteText {...props} />;
}
