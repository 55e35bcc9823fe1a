import { conditionsApi } from '../../../api/conditions';
import { Loading } from '../../../components/loading/loading';
import { useAnswer } from '../../../features/conditions/use-answer';
import { PhoneNumberView } from './phone-number';

export function PhoneNumberRoute() {
  const answer = useAnswer<string>('MISSING_PHONE_NUMBER', (uuid, conditionUuid, phone) =>
    conditionsApi.addPhone(uuid, conditionUuid, phone),
  );
  if (answer.loading) return <Loading label="Loading the page" />;
  return (
    <PhoneNumberView
      card={answer.card}
      dashboardHref={answer.dashboardHref}
      submitting={answer.submitting}
      error={answer.error}
      onSubmit={answer.submit}
    />
  );
}

export const Component = PhoneNumberRoute;
