import { DeclineNoticeRoute } from '../../../components/adverse-action-notice/decline-notice-route';
import { ErrorCredit } from './credit';

export function ErrorCreditRoute() {
  return <DeclineNoticeRoute View={ErrorCredit} />;
}

export const Component = ErrorCreditRoute;
