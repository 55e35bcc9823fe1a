import { describe, expect, it } from 'vitest';
import { notificationsView } from './notifications.js';

const n = (i: number, status = 'READ') => ({
  uuid: `n${i}`,
  created: new Date(Date.UTC(2026, 10, i)).toISOString(),
  status,
  title: `N${i}`,
});

describe('notificationsView', () => {
  it('empty: No Notifications', () => {
    expect(notificationsView([], false)).toEqual({ items: [], empty: 'No Notifications', unreadCount: 0 });
  });
  it('latest 3 newest first, with View All when there are more', () => {
    const v = notificationsView([n(1), n(5), n(3), n(4)], false);
    expect(v.items.map((x) => x.uuid)).toEqual(['n5', 'n4', 'n3']);
    expect(v.toggle).toBe('View All');
    expect(notificationsView([n(1), n(2)], false).toggle).toBeUndefined();
  });
  it('View All shows everything, with View Less', () => {
    const v = notificationsView([n(1), n(2), n(3), n(4)], true);
    expect(v.items).toHaveLength(4);
    expect(v.toggle).toBe('View Less');
  });
  it('unread first: up to 8 unread', () => {
    const list = [...Array.from({ length: 10 }, (_, i) => n(i + 1, 'UNREAD')), n(20)];
    const v = notificationsView(list, false);
    expect(v.items).toHaveLength(8);
    expect(v.items.every((x) => x.status === 'UNREAD')).toBe(true);
    expect(v.unreadCount).toBe(10);
    expect(v.toggle).toBe('View All');
  });
});
