import { DeclineNoticeRoute } from '../../../components/adverse-action-notice/decline-notice-route';
import { ErrorDecline } from './decline';

export function ErrorDeclineRoute() {
  return <DeclineNoticeRoute View={ErrorDecline} />;
}

export const Component = ErrorDeclineRoute;
