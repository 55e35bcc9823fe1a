import { Loading } from '../../../components/loading/loading';
import { useValuationOrder } from '../../../components/valuation-order/use-valuation-order';
import { OrderBpo } from './order-bpo';

export function OrderBpoRoute() {
  const order = useValuationOrder(false);
  if (order.loading) return <Loading label="Loading the page" />;
  return <OrderBpo {...order.props} />;
}

export const Component = OrderBpoRoute;
