/** /communications: the organisation's own Electronic Communications (its record's text, shared-surfaces §2). */
import { SiteText, type SiteTextProps } from '../../components/site-text/site-text';

export type CommunicationsProps = SiteTextProps;

export function Communications(props: CommunicationsProps) {
  return <SiteText {...props} />;
}
