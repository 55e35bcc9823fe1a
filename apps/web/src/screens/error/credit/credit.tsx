/** error/credit: declined for the credit score (the machine's creditScoreDeclined): the notice of action taken (Reg B §1002.9) with the score disclosure FCRA §615(a)(2) requires, how to check and dispute the report, the ECOA notice. */
import { AdverseActionNoticeView } from '../../../components/adverse-action-notice/adverse-action-notice';
import type { DeclineScreenProps } from '../../../components/adverse-action-notice/decline-notice-route';
import { NoticePending } from '../../../components/adverse-action-notice/notice-pending';

export type ErrorCreditProps = DeclineScreenProps;

export function ErrorCredit({ notice, lenderName, supportEmail, onPrint }: ErrorCreditProps) {
  if (!notice) return <NoticePending lenderName={lenderName} supportEmail={supportEmail} />;
  return <AdverseActionNoticeView notice={notice} onPrint={onPrint} />;
}
