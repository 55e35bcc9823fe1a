import { CreditFreezeRoute } from '../../../components/credit-freeze/credit-freeze-route';
import { IncorrectPin } from './incorrect-pin';

export function IncorrectPinRoute() {
  return <CreditFreezeRoute View={IncorrectPin} wrongPin />;
}

export const Component = IncorrectPinRoute;
