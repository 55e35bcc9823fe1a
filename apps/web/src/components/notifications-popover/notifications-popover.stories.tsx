import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { NotificationsPopover } from './notifications-popover';
import { DASHBOARD_PATH } from '@heloc/core';

const now = Date.parse('2026-11-22T18:00:00Z');
const ago = (ms: number) => new Date(now - ms).toISOString();
const item = (i: number, status: string, ms: number) => ({
  uuid: `n${i}`,
  created: ago(ms),
  title: `Update ${i}`,
  description: 'Your application moved to the next step.',
  status,
  ctas: [],
});

const meta = {
  title: 'Shell/Notifications',
  component: NotificationsPopover,
  args: {
    now,
    notifications: [
      item(1, 'UNREAD', 5 * 60_000),
      item(2, 'UNREAD', 3 * 3600_000),
      item(3, 'READ', 2 * 86400_000),
      item(4, 'READ', 40 * 86400_000),
    ],
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Notifications/ }));
  },
} satisfies Meta<typeof NotificationsPopover>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Unread: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Notifications, 2 unread' }));
    await expect(await within(document.body).findByText('5m')).toBeVisible();
  },
};
export const AllRead: Story = {
  args: {
    notifications: [
      item(1, 'READ', 60_000),
      item(2, 'READ', 7200_000),
      item(3, 'READ', 86400_000 * 9),
      item(4, 'READ', 86400_000 * 60),
    ],
  },
};
export const Empty: Story = { args: { notifications: [] } };
/** A CTA the core's redirect rule refuses (javascript:, another site) shows no link; the safe one does. */
export const UnsafeCtasShowNoLink: Story = {
  args: {
    notifications: [
      {
        ...item(1, 'UNREAD', 60_000),
        title: 'Your offers are ready',
        ctas: [
          { title: 'See offers', redirectPath: DASHBOARD_PATH },
          { title: 'Run script', redirectPath: 'javascript:alert(1)' },
          { title: 'Visit partner', redirectPath: 'https://evil.example' },
        ],
      },
    ],
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Notifications, 1 unread' }));
    const body = within(document.body);
    await expect(await body.findByRole('link', { name: 'See offers' })).toHaveAttribute('href', DASHBOARD_PATH);
    await expect(body.queryByRole('link', { name: 'Run script' })).toBeNull();
    await expect(body.queryByRole('link', { name: 'Visit partner' })).toBeNull();
  },
};
/**
 * Issue 26, item 6: ten unread — the badge shows "10" whole, not clipped by the button (it sat
 * inside the ActionIcon, whose overflow cut it).
 */
export const TenUnread: Story = {
  args: { notifications: Array.from({ length: 10 }, (_, i) => item(i + 1, 'UNREAD', (i + 1) * 60_000)) },
  play: async ({ canvasElement }) => {
    const badge = canvasElement.querySelector<HTMLElement>('.mantine-Indicator-indicator');
    await expect(badge).not.toBeNull();
    await expect(badge?.textContent).toBe('10');
    const r = (badge as HTMLElement).getBoundingClientRect();
    // Every ancestor that clips must hold the whole badge.
    for (let el = badge?.parentElement; el && el !== canvasElement; el = el.parentElement) {
      const style = getComputedStyle(el);
      if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
      const c = el.getBoundingClientRect();
      await expect({
        left: r.left >= c.left - 0.5,
        right: r.right <= c.right + 0.5,
        top: r.top >= c.top - 0.5,
        bottom: r.bottom <= c.bottom + 0.5,
      }).toEqual({ left: true, right: true, top: true, bottom: true });
    }
    await expect((badge as HTMLElement).scrollWidth).toBeLessThanOrEqual((badge as HTMLElement).clientWidth + 1);
  },
};
