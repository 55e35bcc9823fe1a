import { MantineProvider } from '@mantine/core';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { NotificationsPopover } from './notifications-popover';

const now = Date.parse('2026-11-22T18:00:00Z');

/** Whatever the server sends: the popover is the last line of defence for what a CTA points at. */
const notifications = [
  {
    uuid: 'n1',
    created: new Date(now - 60_000).toISOString(),
    title: 'Your offers are ready',
    description: 'Pick the one that suits you.',
    status: 'UNREAD',
    ctas: [
      { title: 'See offers', redirectPath: '/dashboard' },
      { title: 'Run script', redirectPath: 'javascript:alert(document.cookie)' },
      { title: 'Visit partner', redirectPath: 'https://evil.example' },
      { title: 'Protocol-relative', redirectPath: '//evil.example/dashboard' },
    ],
  },
];

describe('NotificationsPopover', () => {
  it('links only CTAs whose path is a safe in-site path (the core’s redirect rule)', async () => {
    render(<MantineProvider env="test"><NotificationsPopover notifications={notifications} now={now} /></MantineProvider>);
    await userEvent.click(screen.getByRole('button', { name: 'Notifications, 1 unread' }));
    const list = await screen.findByRole('list', { name: 'Notifications' });
    expect(await within(list).findByRole('link', { name: 'See offers' })).toHaveAttribute('href', '/dashboard');
    // hidden: true: a link that is there but not exposed to assistive technology still counts.
    for (const name of ['Run script', 'Visit partner', 'Protocol-relative']) expect(within(list).queryByRole('link', { name, hidden: true })).toBeNull();
    const hrefs = [...document.querySelectorAll('a[href]')].map((a) => a.getAttribute('href'));
    expect(hrefs.filter((h) => /javascript:|evil\.example/i.test(h ?? ''))).toEqual([]);
  });
});
