import type { Meta, StoryObj } from '@storybook/react-vite';
import { mobile } from '../../test/story-variants';
import { StepContinues } from './step-continues';

const meta = {
  title: 'Screens/Step continues',
  component: StepContinues,
  args: { stepLabel: 'Link Income Sources', email: 'ann@example.com', supportPhone: '(888) 819-6388' },
} satisfies Meta<typeof StepContinues>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Mobile: Story = mobile;
