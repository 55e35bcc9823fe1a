/** error/decline: declined by underwriting or for the property's condition (Condemned): the notice of action taken with its principal reasons (Reg B §1002.9), the bureau notice (FCRA §615(a)) and the ECOA notice. */
import { AdverseActionNoticeView } from '../../../components/adverse-action-notice/adverse-action-notice';
import type { DeclineScreenProps } from '../../../components/adverse-action-notice/decline-notice-route';
import { NoticePending } from '../../../components/adverse-action-notice/notice-pending';

export type ErrorDeclineProps = DeclineScreenProps;

export function ErrorDecline({ notice, lenderName, supportEmail, onPrint }: ErrorDeclineProps) {
  if (!notice) return <NoticePending lenderName={lenderName} supportEmail={supportEmail} />;
  return <AdverseActionNoticeView notice={notice} onPrint={onPrint} />;
}
