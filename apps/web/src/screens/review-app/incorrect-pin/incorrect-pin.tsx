/** review-app/incorrect-pin: the freeze PIN was wrong — how many times, try again, or lift the freeze instead. */
import { CreditFreezePanel } from '../../../components/credit-freeze/credit-freeze-panel';
import type { CreditFreezeScreenProps } from '../../../components/credit-freeze/credit-freeze-route';

export type IncorrectPinProps = CreditFreezeScreenProps;

export function IncorrectPin(props: IncorrectPinProps) {
  return <CreditFreezePanel {...props} />;
}
