/** error/income: declined for debt-to-income (the machine's dtiDeclined): the notice of action taken with the DTI figures and reasons (Reg B §1002.9), how to lower DTI or add income, the bureau and ECOA notices. */
import { AdverseActionNoticeView } from '../../../components/adverse-action-notice/adverse-action-notice';
import type { DeclineScreenProps } from '../../../components/adverse-action-notice/decline-notice-route';
import { NoticePending } from '../../../components/adverse-action-notice/notice-pending';

export type ErrorIncomeProps = DeclineScreenProps;

export function ErrorIncome({ notice, lenderName, supportEmail, onPrint }: ErrorIncomeProps) {
  if (!notice) return <NoticePending lenderName={lenderName} supportEmail={supportEmail} />;
  return <AdverseActionNoticeView notice={notice} onPrint={onPrint} />;
}
