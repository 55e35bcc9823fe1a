import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { PrivacyOptionsDialog } from './privacy-options-dialog';

const meta = {
  title: 'Shell/Privacy options',
  component: PrivacyOptionsDialog,
  args: {
    opened: true,
    optedOut: false,
    globalPrivacyControl: false,
    privacyPolicyUrl: '/privacy',
    onChoose: fn(),
    onClose: fn(),
  },
} satisfies Meta<typeof PrivacyOptionsDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AnalyticsOn: Story = {};
export const OptedOut: Story = { args: { optedOut: true } };
export const GlobalPrivacyControl: Story = { args: { globalPrivacyControl: true } };
export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
