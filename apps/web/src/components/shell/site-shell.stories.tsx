import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { REGISTER_PATH } from '@heloc/core';
import { STORY_ORG, STORY_ORGS } from '../../test/orgs';
import { SiteShell } from './site-shell';

// The web app's own organisation fixtures: apps/web never imports apps/api (lint).
const org = STORY_ORG;
const now = Date.parse('2026-11-22T18:00:00Z');

const meta = {
  title: 'Shell/Site shell',
  component: SiteShell,
  parameters: { layout: 'fullscreen' },
  args: {
    org,
    now,
    onLogout: fn(),
    onLogin: fn(),
    chatHref: `${REGISTER_PATH}?pop-webchat=true`,
    // The phone line's week as the sandbox serves it, with Sunday hours of its own.
    phoneHours: [
      ...['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'].map((weekday, i) => ({
        weekday,
        weekdayValue: i + 1,
        isOpen: true,
        startTime: '06:00',
        endTime: '18:00',
      })),
      { weekday: 'Saturday', weekdayValue: 6, isOpen: true, startTime: '08:00', endTime: '14:00' },
      { weekday: 'Sunday', weekdayValue: 7, isOpen: true, startTime: '10:00', endTime: '14:00' },
    ],
    children: <div style={{ padding: 32 }}>Page content</div>,
  },
} satisfies Meta<typeof SiteShell>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Visitor: Story = {};
export const SignedIn: Story = {
  args: {
    user: {
      accountName: 'Ann Lee',
      walletAddress: '0x1f2e3d4c5b6a79880123456789abcdef01234567',
      authorizationType: 'OWNER',
      showDashboardLink: true,
      accounts: [{ name: 'Personal', address: '0x1f2e3d4c5b6a79880123456789abcdef01234567' }],
      notifications: [
        {
          uuid: 'n1',
          created: new Date(now - 300_000).toISOString(),
          title: 'Your offers are ready',
          status: 'UNREAD',
          ctas: [],
        },
      ],
    },
  },
};
export const CreditUnion: Story = { args: { org: STORY_ORGS.creditunion } };
export const Broker: Story = { args: { org: STORY_ORGS.broker } };
export const Mobile: Story = { ...SignedIn, globals: { viewport: { value: 'mobile', isRotated: false } } };
