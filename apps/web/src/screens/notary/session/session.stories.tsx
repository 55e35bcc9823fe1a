import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { loading, mobile, serverError } from '../../../test/story-variants';
import { NotarySession } from './session';
import { LocationNotice } from '../../../components/location-notice/location-notice';

/** A fake camera: a canvas's stream, so the preview shows without a device or a permission prompt. */
function fakeCamera(): MediaStream | null {
  if (typeof document === 'undefined') return null;
  const canvas = document.createElement('canvas');
  canvas.width = 320;
  canvas.height = 240;
  const g = canvas.getContext('2d');
  if (g) {
    g.fillStyle = '#4a6fa5';
    g.fillRect(0, 0, 320, 240);
  }
  return typeof canvas.captureStream === 'function' ? canvas.captureStream() : null;
}

const meta = {
  title: 'Screens/notary/session',
  component: NotarySession,
  args: {
    stage: 'device',
    camera: 'idle',
    signatureName: 'Ann Lee',
    scheduleHref: '/schedule',
    helpHref: '/help',
    onAllowCamera: fn(),
    onDeviceReady: fn(),
    onSignDeed: fn(),
    onFinish: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof NotarySession>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByText('Sandbox eNotary')).toBeVisible();
    await expect(c.getByText(/We need your camera and microphone so the notary can see and hear you/)).toBeVisible();
  },
};
export const Starting: Story = { args: { stage: null } };
export const CameraLive: Story = { args: { camera: 'live', stream: fakeCamera() } };
export const CameraDenied: Story = { args: { camera: 'denied' } };
export const IdentityCheck: Story = { args: { stage: 'identity', camera: 'live', stream: fakeCamera() } };
export const NotaryJoins: Story = { args: { stage: 'notary', camera: 'live', stream: fakeCamera() } };
export const SignTheDeed: Story = {
  args: { stage: 'signing', camera: 'live', stream: fakeCamera() },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getByRole('checkbox', { name: /I adopt “Ann Lee”/ }));
    await userEvent.click(c.getByRole('button', { name: 'Sign the deed' }));
    await expect(args.onSignDeed).toHaveBeenCalled();
  },
};
export const Seal: Story = { args: { stage: 'seal', camera: 'live', stream: fakeCamera() } };
export const Sealed: Story = { args: { stage: 'sealed', camera: 'live', stream: fakeCamera() } };
export const ConnectionLost: Story = {
  args: {
    stage: 'notary',
    camera: 'live',
    connectionError: 'We could not reach the server. Check your connection and try again.',
  },
};
export const Loading: Story = { ...loading, args: { ...loading.args, stage: 'sealed' } };
export const ServerError: Story = { ...serverError, args: { ...serverError.args, stage: 'sealed' } };
export const Mobile: Story = { ...mobile, args: { stage: 'signing' } };
export const CreditUnionBrand: Story = { globals: { org: 'creditunion' }, args: { stage: 'signing' } };
export const BrokerBrand: Story = { globals: { org: 'broker' }, args: { stage: 'identity' } };

/** "Why We Need Your Location" asked first (decision 060). */
export const LocationAsked: Story = {
  args: { locationNotice: <LocationNotice ask="ask" location={null} onShare={fn()} /> },
};
