/**
 * Which notifications the shell shows (shared-surfaces §2): the latest 3 with 'View All' /
 * 'View Less'; when unread ones exist, up to 8 unread; none → 'No Notifications'.
 */
import { NOTIFICATIONS_PAGE_SIZE, NOTIFICATIONS_UNREAD_MAX } from '../constants.js';
import type { Notification } from '../entities.js';
import { MESSAGES } from '../messages.js';

interface NotificationsView<N> {
  readonly items: readonly N[];
  /** The toggle's label, or undefined when there is nothing more to show. */
  readonly toggle?: typeof MESSAGES.viewAll | typeof MESSAGES.viewLess;
  readonly empty?: typeof MESSAGES.noNotifications;
  readonly unreadCount: number;
}

const newestFirst = <N extends Pick<Notification, 'created'>>(list: readonly N[]) =>
  [...list].sort((a, b) => (Date.parse(b.created) || 0) - (Date.parse(a.created) || 0));

export function notificationsView<N extends Pick<Notification, 'created' | 'status'>>(
  list: readonly N[],
  expanded: boolean,
): NotificationsView<N> {
  const sorted = newestFirst(list);
  const unread = sorted.filter((n) => n.status === 'UNREAD');
  if (sorted.length === 0) return { items: [], empty: MESSAGES.noNotifications, unreadCount: 0 };
  if (unread.length > 0 && !expanded) {
    return { items: unread.slice(0, NOTIFICATIONS_UNREAD_MAX), toggle: MESSAGES.viewAll, unreadCount: unread.length };
  }
  if (expanded) return { items: sorted, toggle: MESSAGES.viewLess, unreadCount: unread.length };
  return {
    items: sorted.slice(0, NOTIFICATIONS_PAGE_SIZE),
    ...(sorted.length > NOTIFICATIONS_PAGE_SIZE ? { toggle: MESSAGES.viewAll } : {}),
    unreadCount: 0,
  };
}
