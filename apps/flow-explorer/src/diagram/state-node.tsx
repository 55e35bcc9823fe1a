/** One machine state in the diagram: its name and the screen it shows. */
import { Handle, Position, type Node, type NodeProps } from '@xyflow/react';

export interface StateNodeData extends Record<string, unknown> {
  readonly state: string;
  readonly screen: string;
  readonly initial: boolean;
  readonly final: boolean;
  readonly tone: 'normal' | 'match' | 'dim' | 'active';
  readonly selected: boolean;
}

export type StateNodeType = Node<StateNodeData, 'state'>;

export function StateNode({ data }: NodeProps<StateNodeType>) {
  return (
    <div className={`state-node tone-${data.tone}${data.selected ? ' is-selected' : ''}`} data-state={data.state}>
      <Handle type="target" position={Position.Top} isConnectable={false} />
      <div className="state-node__name">
        {data.initial && <span className="state-node__tag">start</span>}
        {data.state}
        {data.final && <span className="state-node__tag">final</span>}
      </div>
      <div className="state-node__screen">{data.screen}</div>
      <Handle type="source" position={Position.Bottom} isConnectable={false} />
    </div>
  );
}
