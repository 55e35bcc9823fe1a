/** bpo/order-bpo: no automated valuation could be used; the borrower orders a broker price opinion. */
import { ValuationOrder, type ValuationOrderProps } from '../../../components/valuation-order/valuation-order';

export type OrderBpoProps = ValuationOrderProps;

export function OrderBpo(props: OrderBpoProps) {
  return <ValuationOrder {...props} />;
}
