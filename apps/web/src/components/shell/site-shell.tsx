/**
 * The page frame (shared-surfaces §2): top bar with logo, navigation, apps menu, notifications and
 * the profile menu for signed-in users (a Login button for visitors), a drawer on small screens,
 * the content and the legal footer.
 */
import { Anchor, Box, Burger, Button, Container, Drawer, Group, Image, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { SHELL_LINKS, type Notification } from '@heloc/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { OperatingHoursEntry, OrgData } from '../../api/types';
import { AppsMenu, shellApps } from '../apps-menu/apps-menu';
import { NotificationsPopover } from '../notifications-popover/notifications-popover';
import { ProfileMenu } from '../profile-menu/profile-menu';
import { LegalFooter } from './legal-footer';

export interface ShellUser {
  readonly accountName: string;
  readonly walletAddress?: string | null;
  readonly authorizationType?: string | null;
  readonly notifications: readonly Notification[];
  /** The Dashboard link shows for additional signers only if they are brokers (the core decides). */
  readonly showDashboardLink: boolean;
}

export interface SiteShellProps {
  readonly org: OrgData;
  readonly user?: ShellUser | null;
  readonly showPortfolio?: boolean;
  readonly now: number;
  readonly onLogout?: () => void;
  readonly phoneHours?: readonly OperatingHoursEntry[];
  readonly children: ReactNode;
}

export function SiteShell({ org, user, showPortfolio = false, now, onLogout, phoneHours, children }: SiteShellProps) {
  const [drawer, { toggle, close }] = useDisclosure(false);
  const sideNav = [
    ...(user?.showDashboardLink ? [{ label: 'Dashboard', href: SHELL_LINKS.dashboard }] : []),
    { label: 'Marketplace', href: SHELL_LINKS.marketplace },
    ...(showPortfolio ? [{ label: 'Portfolio Manager', href: SHELL_LINKS.portfolio }] : []),
  ];
  return (
    <Box mih="100vh" style={{ display: 'flex', flexDirection: 'column' }}>
      <Anchor href="#main" className="skip-link" style={{ position: 'absolute', left: -9999 }} onFocus={(e) => (e.currentTarget.style.left = '8px')} onBlur={(e) => (e.currentTarget.style.left = '-9999px')}>
        Skip to content
      </Anchor>
      <Box component="header" py="sm" style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
        <Container size="lg">
          <Group justify="space-between" wrap="nowrap">
            <Group gap="sm" wrap="nowrap">
              {user && <Burger opened={drawer} onClick={toggle} hiddenFrom="md" size="sm" aria-label="Open navigation" />}
              <Anchor component={Link} to={user ? '/dashboard' : '/account/heloc/register'} underline="never" aria-label={`${org.orgBrand.name} home`}>
                <Group gap="xs" wrap="nowrap">
                  <Image src={org.orgBrand.logoUri} alt="" w={40} h={40} />
                  <Box component="span" fw={700} c="var(--mantine-color-text)" visibleFrom="xs">{org.orgBrand.name}</Box>
                </Group>
              </Anchor>
            </Group>
            {user ? (
              <Group gap="xs" wrap="nowrap" component="nav" aria-label="Account">
                <Group gap="md" visibleFrom="md">
                  {sideNav.map((l) => <Anchor key={l.href} href={l.href} underline="hover">{l.label}</Anchor>)}
                </Group>
                <AppsMenu showPortfolio={showPortfolio} />
                <NotificationsPopover notifications={user.notifications} now={now} />
                <ProfileMenu accountName={user.accountName} walletAddress={user.walletAddress} authorizationType={user.authorizationType} onLogout={() => onLogout?.()} />
              </Group>
            ) : (
              <Button component={Link} to="/auth/login" variant="default">Login</Button>
            )}
          </Group>
        </Container>
      </Box>
      {user && (
        <Drawer opened={drawer} onClose={close} title="Navigation" size="xs">
          <Stack gap="sm" component="nav" aria-label="Navigation">
            {[...sideNav, ...shellApps(showPortfolio).filter((a) => !sideNav.some((s) => s.href === a.href))].map((l) => (
              <Anchor key={l.href} href={l.href}>{l.label}</Anchor>
            ))}
            <Button variant="default" onClick={() => onLogout?.()}>Logout</Button>
          </Stack>
        </Drawer>
      )}
      <Box component="main" id="main" tabIndex={-1} style={{ flex: 1, outline: 'none' }}>
        {children}
      </Box>
      <LegalFooter org={org} phoneHours={phoneHours} />
    </Box>
  );
}
