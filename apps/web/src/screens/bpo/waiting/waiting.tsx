/** bpo/waiting: the valuation was ordered and is being prepared (the fallback machine's bpoProcessing). */
import { HoldPanel, type HoldPanelProps } from '../../../components/hold-panel/hold-panel';

export type BpoWaitingProps = HoldPanelProps;

export function BpoWaiting(props: BpoWaitingProps) {
  return <HoldPanel {...props} />;
}
