/** bpo/hold: the valuation, the residential evaluation or the final title is in progress — or the condition ended it. */
import { HoldPanel, type HoldPanelProps } from '../../../components/hold-panel/hold-panel';

export type BpoHoldProps = HoldPanelProps;

export function BpoHold(props: BpoHoldProps) {
  return <HoldPanel {...props} />;
}
