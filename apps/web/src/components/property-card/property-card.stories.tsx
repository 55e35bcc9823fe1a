import type { Meta, StoryObj } from '@storybook/react-vite';
import { PropertyCard } from './property-card';

const meta = {
  title: 'Shell/Property details',
  component: PropertyCard,
  args: {
    address: { street1: '12 oak street', city: 'san mateo', state: 'CA', zip: '94401' },
    value: 640000,
    condition: 'GOOD',
  },
} satisfies Meta<typeof PropertyCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const BeingEstimated: Story = { args: { value: null, condition: 'UNKNOWN_CONDITION' } };
