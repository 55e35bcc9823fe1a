import type { Meta, StoryObj } from '@storybook/react-vite';
import { decideScreen } from '@heloc/core';
import { DebugPanel } from './debug-panel';

const meta = {
  title: 'Shell/Debug panel',
  component: DebugPanel,
  args: {
    serverState: 'HMDA',
    machineState: 'profile',
    polling: false,
    decision: decideScreen({ state: 'HMDA', machineState: 'profile' }),
  },
} satisfies Meta<typeof DebugPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ServerRow: Story = {};
export const FallbackMachine: Story = {
  args: {
    serverState: 'COLLECT_PROFILE_INFO',
    decision: decideScreen({ state: 'COLLECT_PROFILE_INFO', machineState: 'profile' }),
  },
};
export const Polling: Story = {
  args: {
    serverState: 'WAITING_FOR_SOFT_CREDIT',
    polling: true,
    decision: decideScreen({ state: 'WAITING_FOR_SOFT_CREDIT', machineState: 'profile' }),
  },
};
