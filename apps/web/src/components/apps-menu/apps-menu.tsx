/** The apps menu: the sibling apps that share this shell (shared-surfaces §1, §2). */
import '@mantine/core/styles/Menu.css';
import '@mantine/core/styles/ActionIcon.css';
import '@mantine/core/styles/Popover.css';
import { ActionIcon, Menu } from '@mantine/core';
import { SHELL_LINKS } from '@heloc/core';

export interface AppsMenuProps {
  readonly showPortfolio: boolean;
  /** The Dashboard app is listed only for users the core gives the link to (signers only if brokers, §6). */
  readonly showDashboard?: boolean;
}

export const shellApps = (showPortfolio: boolean, showDashboard = true) => [
  ...(showDashboard ? [{ label: 'Dashboard', href: SHELL_LINKS.dashboard }] : []),
  { label: 'Marketplace', href: SHELL_LINKS.marketplace },
  { label: 'Passport', href: SHELL_LINKS.passport },
  { label: 'Group Manager', href: SHELL_LINKS.groupManager },
  ...(showPortfolio ? [{ label: 'Portfolio Manager', href: SHELL_LINKS.portfolio }] : []),
  { label: 'Pay', href: SHELL_LINKS.pay },
  { label: 'Exchange', href: SHELL_LINKS.exchange },
];

export function AppsMenu({ showPortfolio, showDashboard = true }: AppsMenuProps) {
  return (
    // No focus placeholder: Mantine's is a presentational div with a tabindex inside role="menu",
    // which screen readers cannot treat as a menu item (axe: aria-required-children). Opening the
    // menu then focuses its first item, as the WAI-ARIA menu button pattern expects.
    <Menu position="bottom-end" shadow="md" width={220} withInitialFocusPlaceholder={false}>
      <Menu.Target>
        <ActionIcon variant="subtle" size="lg" aria-label="Apps" color="gray.8">
          <svg width="20" height="20" viewBox="0 0 24 24" fill="currentColor" aria-hidden="true">
            {[4, 12, 20].flatMap((y) => [4, 12, 20].map((x) => <circle key={`${x}-${y}`} cx={x} cy={y} r="2" />))}
          </svg>
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {shellApps(showPortfolio, showDashboard).map((a) => (
          <Menu.Item key={a.href} component="a" href={a.href}>
            {a.label}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
