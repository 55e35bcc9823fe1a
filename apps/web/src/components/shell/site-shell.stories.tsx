import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { KEPT_REDIRECT_QUERY_PARAM, REGISTER_PATH, topLevelUrl } from '@heloc/core';
import { STORY_ORG, STORY_ORGS } from '../../test/orgs';
import { LAZY_CHUNK_TIMEOUT_MS } from '../../test/story-variants';
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
    chatHref: `${REGISTER_PATH}?${KEPT_REDIRECT_QUERY_PARAM}=true`,
    // The phone line's week as the sandbox serves it, with Sunday hours of its own.
    phoneHours: [
      ...['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'].map((weekday, i) => ({ weekday, weekdayValue: i + 1, isOpen: true, startTime: '06:00', endTime: '18:00' })),
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
      notifications: [{ uuid: 'n1', created: new Date(now - 300_000).toISOString(), title: 'Your offers are ready', status: 'UNREAD', ctas: [] }],
    },
  },
};
/** An additional signer who is not a broker: no Dashboard anywhere; the logo leads to the signer's area (§6). */
export const AdditionalSigner: Story = {
  args: { user: { accountName: 'Sam Lee', showDashboardLink: false, notifications: [] } },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('link', { name: /home$/ })).toHaveAttribute('href', topLevelUrl('heloc-signer/resume'));
    await userEvent.click(await c.findByRole('button', { name: 'Apps' }, { timeout: LAZY_CHUNK_TIMEOUT_MS }));
    await expect(await within(document.body).findByRole('menuitem', { name: 'Marketplace' })).toBeVisible();
    await expect(within(document.body).queryByRole('menuitem', { name: 'Dashboard' })).toBeNull();
  },
};
export const CreditUnion: Story = { args: { org: STORY_ORGS.creditunion } };
export const Broker: Story = { args: { org: STORY_ORGS.broker } };
export const Mobile: Story = { ...SignedIn, globals: { viewport: { value: 'mobile', isRotated: false } } };
/** A referring broker's own brand in place of the lender's logo (shared-surfaces §1). */
const brokerLogo = `data:image/svg+xml;utf8,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><rect width="40" height="40" rx="8" fill="#9a3412"/><text x="20" y="26" font-family="Arial,sans-serif" font-size="16" font-weight="700" fill="#fff" text-anchor="middle">AM</text></svg>')}`;
export const ReferrerBrand: Story = { args: { referrerBrand: { name: 'Allegheny Mortgage Partners', logoUri: brokerLogo } } };
export const ReferrerBrandMobile: Story = { ...ReferrerBrand, globals: { viewport: { value: 'mobile', isRotated: false } } };
export const AdditionalSignerMobile: Story = { args: AdditionalSigner.args, globals: { viewport: { value: 'mobile', isRotated: false } } };
