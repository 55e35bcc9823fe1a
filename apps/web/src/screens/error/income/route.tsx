import { DeclineNoticeRoute } from '../../../components/adverse-action-notice/decline-notice-route';
import { ErrorIncome } from './income';

export function ErrorIncomeRoute() {
  return <DeclineNoticeRoute View={ErrorIncome} />;
}

export const Component = ErrorIncomeRoute;
