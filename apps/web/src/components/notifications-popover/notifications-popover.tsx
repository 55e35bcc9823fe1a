/**
 * Notifications: latest 3 or up to 8 unread, View All / View Less, relative times (the core's rules).
 * An unread one can be marked read; following its CTA marks it read too and goes there in the app.
 */
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/ActionIcon.css';
import '@mantine/core/styles/Indicator.css';
import { ActionIcon, Anchor, Button, Group, Indicator, Popover, Stack, Text } from '@mantine/core';
import { formatRelativeTime, isAllowedRedirectUrl, notificationsView, type Notification } from '@heloc/core';
import { useState } from 'react';

export interface NotificationsPopoverProps {
  readonly notifications: readonly Notification[];
  /** The clock, from the app (it moves on while the page is open). */
  readonly now: number;
  /** The borrower's time zone for dates older than 4 weeks; the browser's own by default. */
  readonly timeZone?: string;
  /** Marks one read (the container PATCHes it and refetches the list). */
  readonly onMarkRead?: (uuid: string) => void;
  /** A CTA followed: the container marks it read and navigates inside the app (no page reload). */
  readonly onFollow?: (uuid: string, path: string) => void;
}

function Bell() {
  return (
    <svg
      width="20"
      height="20"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
    >
      <path d="M18 8a6 6 0 0 0-12 0c0 7-3 9-3 9h18s-3-2-3-9" />
      <path d="M13.73 21a2 2 0 0 1-3.46 0" />
    </svg>
  );
}

/** The browser's time zone: the borrower's own (read once; it does not change while the page is open). */
const BROWSER_TIME_ZONE = new Intl.DateTimeFormat().resolvedOptions().timeZone;

export function NotificationsPopover({
  notifications,
  now,
  timeZone = BROWSER_TIME_ZONE,
  onMarkRead,
  onFollow,
}: NotificationsPopoverProps) {
  const [expanded, setExpanded] = useState(false);
  const [opened, setOpened] = useState(false);
  const view = notificationsView(notifications, expanded);
  const label = view.unreadCount > 0 ? `Notifications, ${view.unreadCount} unread` : 'Notifications';
  return (
    // BAD: the Indicator inside the ActionIcon — the button clips it, and "10" lost its digits.
    // GOOD: the Indicator around the button; the count grows to the right size, and the button's
    // own label says it (the badge is hidden from screen readers).
    <Indicator
      disabled={view.unreadCount === 0}
      label={
        <span aria-hidden="true" data-testid="unread-badge">
          {view.unreadCount}
        </span>
      }
      size={18}
      offset={6}
      color="red.8"
      inline
    >
      <Popover position="bottom-end" width={340} shadow="md" trapFocus opened={opened} onChange={setOpened}>
        <Popover.Target>
          <ActionIcon variant="subtle" size="lg" aria-label={label} color="gray.8" onClick={() => setOpened((o) => !o)}>
            <Bell />
          </ActionIcon>
        </Popover.Target>
        <Popover.Dropdown>
          <Stack gap="sm">
            {/* An empty list is no list (axe: aria-required-children): the empty text stands alone. */}
            {view.empty && <Text size="sm">{view.empty}</Text>}
            {view.items.length > 0 && (
              <Stack gap="sm" role="list" aria-label="Notifications">
                {view.items.map((n) => (
                  <div key={n.uuid} role="listitem">
                    <Text size="sm" fw={n.status === 'UNREAD' ? 700 : 500}>
                      {n.title}
                    </Text>
                    {n.description && <Text size="sm">{n.description}</Text>}
                    <Text size="xs" c="dimmed">
                      {formatRelativeTime(n.created, now, timeZone)}
                    </Text>
                    {/* The server checks CTAs too, but whatever it sends, only a safe in-site path
                  (the core's redirect rule) becomes a link: no javascript:, no other site. */}
                    <Group gap="md" mt={4}>
                      {n.ctas
                        ?.filter((cta) => isAllowedRedirectUrl(cta.redirectPath))
                        .map((cta) => (
                          <Anchor
                            key={cta.redirectPath}
                            href={cta.redirectPath}
                            size="sm"
                            onClick={(e) => {
                              // A plain click stays in the app; a modified one (new tab) keeps the browser's way.
                              if (!onFollow || e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return;
                              e.preventDefault();
                              setOpened(false);
                              onFollow(n.uuid, cta.redirectPath);
                            }}
                          >
                            {cta.title}
                          </Anchor>
                        ))}
                      {onMarkRead && n.status === 'UNREAD' && (
                        <Button
                          variant="subtle"
                          size="compact-xs"
                          px={0}
                          onClick={() => onMarkRead(n.uuid)}
                          aria-label={`Mark as read: ${n.title}`}
                        >
                          Mark as read
                        </Button>
                      )}
                    </Group>
                  </div>
                ))}
              </Stack>
            )}
            {view.toggle && (
              <Button variant="subtle" size="xs" onClick={() => setExpanded((e) => !e)}>
                {view.toggle}
              </Button>
            )}
          </Stack>
        </Popover.Dropdown>
      </Popover>
    </Indicator>
  );
}
