/**
 * The signed-in half of the top bar (navigation, apps menu, notifications, profile) and the small-
 * screen navigation drawer: loaded only for signed-in users, so visitors' first screen stays light.
 */
import '@mantine/core/styles/Burger.css';
import '@mantine/core/styles/Drawer.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/CloseButton.css';
import { Anchor, Burger, Button, Drawer, Group, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { RELATIVE_TIME_TICK_MS, SHELL_LINKS } from '@heloc/core';
import { useNow } from '../../lib/use-now';
import { createPortal } from 'react-dom';
import { AppsMenu, shellApps } from '../apps-menu/apps-menu';
import { NotificationsPopover } from '../notifications-popover/notifications-popover';
import { ProfileMenu } from '../profile-menu/profile-menu';
import type { ShellUser } from './site-shell';

export interface SignedInBarProps {
  readonly user: ShellUser;
  readonly showPortfolio: boolean;
  /** A fixed clock (stories); otherwise the bar's own, moving on every minute. */
  readonly now?: number;
  readonly onLogout: () => void;
  /** Where the burger goes (left of the logo). */
  readonly burgerSlot: HTMLElement | null;
}

export default function SignedInBar({ user, showPortfolio, now: fixedNow, onLogout, burgerSlot }: SignedInBarProps) {
  // Notification times move on while the page is open (their finest unit is the minute).
  const ticking = useNow(RELATIVE_TIME_TICK_MS);
  const now = fixedNow ?? ticking;
  const [drawer, { toggle, close }] = useDisclosure(false);
  const sideNav = [
    ...(user.showDashboardLink ? [{ label: 'Dashboard', href: SHELL_LINKS.dashboard }] : []),
    { label: 'Marketplace', href: SHELL_LINKS.marketplace },
    ...(showPortfolio ? [{ label: 'Portfolio Manager', href: SHELL_LINKS.portfolio }] : []),
  ];
  return (
    <>
      {burgerSlot &&
        createPortal(
          <Burger opened={drawer} onClick={toggle} hiddenFrom="md" size="sm" aria-label="Open navigation" />,
          burgerSlot,
        )}
      <Group gap="xs" wrap="nowrap" component="nav" aria-label="Account">
        <Group gap="md" visibleFrom="md">
          {sideNav.map((l) => (
            <Anchor key={l.href} href={l.href} underline="hover">
              {l.label}
            </Anchor>
          ))}
        </Group>
        <AppsMenu showPortfolio={showPortfolio} showDashboard={user.showDashboardLink} />
        <NotificationsPopover
          notifications={user.notifications}
          now={now}
          onMarkRead={user.onMarkNotificationRead}
          onFollow={user.onFollowNotification}
        />
        <ProfileMenu
          accountName={user.accountName}
          accounts={user.accounts}
          walletAddress={user.walletAddress}
          authorizationType={user.authorizationType}
          onLogout={onLogout}
          onShareFeedback={user.onShareFeedback}
        />
      </Group>
      <Drawer opened={drawer} onClose={close} title="Navigation" size="xs">
        <Stack gap="sm" component="nav" aria-label="Navigation">
          {[
            ...sideNav,
            ...shellApps(showPortfolio, user.showDashboardLink).filter((a) => !sideNav.some((s) => s.href === a.href)),
          ].map((l) => (
            <Anchor key={l.href} href={l.href}>
              {l.label}
            </Anchor>
          ))}
          <Button variant="default" onClick={onLogout}>
            Logout
          </Button>
        </Stack>
      </Drawer>
    </>
  );
}
