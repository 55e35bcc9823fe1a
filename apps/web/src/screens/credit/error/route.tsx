import { CreditFreezeRoute } from '../../../components/credit-freeze/credit-freeze-route';
import { CreditError } from './error';

export function CreditErrorRoute() {
  return <CreditFreezeRoute View={CreditError} wrongPin={false} />;
}

export const Component = CreditErrorRoute;
