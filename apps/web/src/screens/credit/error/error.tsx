/** credit/error: the credit file is frozen or locked (soft or hard pull): which bureau, how to lift it, then retry — or the freeze PIN. */
import { CreditFreezePanel } from '../../../components/credit-freeze/credit-freeze-panel';
import type { CreditFreezeScreenProps } from '../../../components/credit-freeze/credit-freeze-route';

export type CreditErrorProps = CreditFreezeScreenProps;

export function CreditError(props: CreditErrorProps) {
  return <CreditFreezePanel {...props} />;
}
