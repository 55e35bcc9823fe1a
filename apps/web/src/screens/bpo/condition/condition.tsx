/** bpo/condition: a Texas home is valued and its condition checked in person (the core says why). */
import { ValuationOrder, type ValuationOrderProps } from '../../../components/valuation-order/valuation-order';

export type BpoConditionProps = ValuationOrderProps;

export function BpoCondition(props: BpoConditionProps) {
  return <ValuationOrder {...props} />;
}
