import { MantineProvider } from '@mantine/core';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
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
    render(
      <MantineProvider env="test">
        <NotificationsPopover notifications={notifications} now={now} />
      </MantineProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Notifications, 1 unread' }));
    const list = await screen.findByRole('list', { name: 'Notifications' });
    expect(await within(list).findByRole('link', { name: 'See offers' })).toHaveAttribute('href', '/dashboard');
    // hidden: true: a link that is there but not exposed to assistive technology still counts.
    for (const name of ['Run script', 'Visit partner', 'Protocol-relative'])
      expect(within(list).queryByRole('link', { name, hidden: true })).toBeNull();
    const hrefs = [...document.querySelectorAll('a[href]')].map((a) => a.getAttribute('href'));
    expect(hrefs.filter((h) => /javascript:|evil\.example/i.test(h ?? ''))).toEqual([]);
  });

  it('an unread one is marked read by its own button; a CTA followed is marked read and opened in the app', async () => {
    const onMarkRead = vi.fn();
    const onFollow = vi.fn();
    const list = [
      {
        uuid: 'a',
        created: new Date(now - 120_000).toISOString(),
        title: 'Your documents are ready to sign',
        description: '',
        status: 'UNREAD',
        ctas: [
          {
            title: 'Sign documents',
            redirectPath: '/account/heloc/3f1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f/signing/intro',
          },
        ],
      },
      {
        uuid: 'b',
        created: new Date(now - 3_600_000).toISOString(),
        title: 'Your offers are ready',
        description: '',
        status: 'READ',
        ctas: [],
      },
    ];
    render(
      <MantineProvider env="test">
        <NotificationsPopover notifications={list} now={now} onMarkRead={onMarkRead} onFollow={onFollow} />
      </MantineProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Notifications, 1 unread' }));
    await userEvent.click(
      await screen.findByRole('button', { name: 'Mark as read: Your documents are ready to sign' }),
    );
    expect(onMarkRead).toHaveBeenCalledWith('a');
    // A read one has nothing to mark.
    expect(screen.queryByRole('button', { name: /Mark as read: Your offers are ready/ })).toBeNull();
    await userEvent.click(screen.getByRole('link', { name: 'Sign documents' }));
    expect(onFollow).toHaveBeenCalledWith('a', '/account/heloc/3f1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f/signing/intro');
  });

  it('dates older than 4 weeks are the borrower’s own day, in their zone (issue 26, item 6)', async () => {
    // 03:00 UTC on 20 October is still 19 October in Los Angeles.
    const old = [{ uuid: 'n9', created: '2026-10-20T03:00:00Z', title: 'Welcome', status: 'READ', ctas: [] }];
    render(
      <MantineProvider env="test">
        <NotificationsPopover notifications={old} now={now} timeZone="America/Los_Angeles" />
      </MantineProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Notifications' }));
    expect(await screen.findByText('Oct 19')).toBeInTheDocument();
  });
});
