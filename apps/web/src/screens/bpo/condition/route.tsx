import { Loading } from '../../../components/loading/loading';
import { useValuationOrder } from '../../../components/valuation-order/use-valuation-order';
import { BpoCondition } from './condition';

export function BpoConditionRoute() {
  const order = useValuationOrder(true);
  if (order.loading) return <Loading label="Loading the page" />;
  return <BpoCondition {...order.props} />;
}

export const Component = BpoConditionRoute;
