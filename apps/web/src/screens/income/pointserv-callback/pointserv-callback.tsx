/** income/pointserv-callback: Pointserv's return into the application (payroll, tax and 1099 income links). */
import { LinkReturn, type LinkReturnProps } from '../../../components/link-return/link-return';

export type IncomePointservCallbackProps = LinkReturnProps;

export function IncomePointservCallback(props: IncomePointservCallbackProps) {
  return <LinkReturn {...props} />;
}
