/**
 * The page frame (shared-surfaces §2): top bar with logo, navigation, apps menu, notifications and
 * the profile menu for signed-in users (a Login button for visitors), a drawer on small screens,
 * the content and the legal footer.
 */
import { Anchor, Box, Button, Container, Group, Image } from '@mantine/core';
import { LOGIN_PATH, shellHomePath } from '@heloc/core';
import type { Notification } from '@heloc/core';
import { lazy, memo, Suspense, useState, type MouseEvent, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { OperatingHoursEntry, OrgData, OriginatorBrand } from '../../api/types';
import { useFirstPaintDone } from '../../lib/first-paint';

const SignedInBar = lazy(() => import('./signed-in-bar'));
const LegalFooter = lazy(() => import('./legal-footer').then((m) => ({ default: m.LegalFooter })));

export interface ShellUser {
  readonly accountName: string;
  readonly walletAddress?: string | null;
  readonly authorizationType?: string | null;
  readonly notifications: readonly Notification[];
  /** The wallet accounts the user can switch between. */
  readonly accounts?: readonly { readonly name: string; readonly address: string }[];
  /** The Dashboard link shows for additional signers only if they are brokers (the core decides). */
  readonly showDashboardLink: boolean;
  readonly onMarkNotificationRead?: (uuid: string) => void;
  /** A notification's CTA followed: marked read, then opened inside the app. */
  readonly onFollowNotification?: (uuid: string, path: string) => void;
  /** Present only when CEO feedback is open to this user (its flag on): opens the modal. */
  readonly onShareFeedback?: () => void;
}

export interface SiteShellProps {
  readonly org: OrgData;
  readonly user?: ShellUser | null;
  readonly showPortfolio?: boolean;
  /** The clock for notification times; the signed-in bar's own ticking clock when not given (stories give one). */
  readonly now?: number;
  readonly onLogout?: () => void;
  /** A visitor's Login button: the identity broker says where to sign in. */
  readonly onLogin?: () => void;
  readonly phoneHours?: readonly OperatingHoursEntry[];
  /** The referring loan originator's own brand: shown in place of the lender's logo (shared-surfaces §1). */
  readonly referrerBrand?: OriginatorBrand | null;
  /** The states the organisation is licensed in (state-licenses); the organisation record's until it answers. */
  readonly licensedStates?: readonly string[];
  /** Where the footer's chat link goes, when chat is enabled. */
  readonly chatHref?: string;
  readonly children: ReactNode;
}

export function SiteShell({ children, ...chrome }: SiteShellProps) {
  return (
    <Box mih="100vh" style={{ display: 'flex', flexDirection: 'column' }}>
      <Anchor
        href="#main"
        style={{ position: 'absolute', left: -9999 }}
        onFocus={(e) => (e.currentTarget.style.left = '8px')}
        onBlur={(e) => (e.currentTarget.style.left = '-9999px')}
      >
        Skip to content
      </Anchor>
      <ShellHeader {...chrome} />
      {/* At least a screen high (issue 27, decision 078): the footer starts below the fold, so the screen's
          lazily loaded chunk, its data and late panels arriving above it never push it down in view. */}
      <Box component="main" id="main" tabIndex={-1} style={{ flex: 1, minHeight: '100vh', outline: 'none' }}>
        {children}
      </Box>
      <ShellFooter
        org={chrome.org}
        phoneHours={chrome.phoneHours}
        licensedStates={chrome.licensedStates}
        chatHref={chrome.chatHref}
      />
    </Box>
  );
}

/**
 * The top bar and the legal footer are drawn again only when their own props change, not whenever
 * the site gate above them renders: while a signed-in page loads, a dozen answers (flags, hours,
 * wallet, identity, notifications …) each render the gate, and the bar with its menus and the
 * footer with its licences were most of the render work of those updates (issue 27, decision 096).
 * The gate keeps the props stable (memoised values, stable callbacks).
 */
const nothing = () => undefined;

const ShellHeader = memo(function ShellHeader({
  org,
  user,
  showPortfolio = false,
  now,
  onLogout,
  onLogin,
  referrerBrand,
}: Omit<SiteShellProps, 'children'>) {
  const [burgerSlot, setBurgerSlot] = useState<HTMLElement | null>(null);
  const brand = referrerBrand ?? { name: org.orgBrand.name, logoUri: org.orgBrand.logoUri };
  return (
    <Box component="header" py="sm" style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
      <Container size="lg">
        <Group justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <span ref={setBurgerSlot} />
            <Anchor
              component={Link}
              to={shellHomePath({ signedIn: Boolean(user), showDashboardLink: user?.showDashboardLink ?? false })}
              underline="never"
              aria-label={`${brand.name} home`}
            >
              <Group gap="xs" wrap="nowrap">
                <Image src={brand.logoUri} alt="" w={40} h={40} />
                <Box component="span" fw={700} c="var(--mantine-color-text)" visibleFrom="xs">
                  {brand.name}
                </Box>
              </Group>
            </Anchor>
          </Group>
          {user ? (
            <Suspense fallback={null}>
              <SignedInBar
                user={user}
                showPortfolio={showPortfolio}
                now={now}
                onLogout={onLogout ?? nothing}
                burgerSlot={burgerSlot}
              />
            </Suspense>
          ) : (
            <Button
              component={Link}
              to={LOGIN_PATH}
              variant="default"
              onClick={(e: MouseEvent<HTMLAnchorElement>) => {
                // A plain click asks the identity broker where to sign in; a modified one keeps the link.
                if (!onLogin || e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return;
                e.preventDefault();
                onLogin();
              }}
            >
              Login
            </Button>
          )}
        </Group>
      </Container>
    </Box>
  );
});

const ShellFooter = memo(function ShellFooter({
  org,
  phoneHours,
  licensedStates,
  chatHref,
}: Pick<SiteShellProps, 'org' | 'phoneHours' | 'licensedStates' | 'chatHref'>) {
  // Below the fold on every page: its chunk loads once the screen has painted (decision 096).
  const painted = useFirstPaintDone();
  if (!painted) return null;
  return (
    <Suspense fallback={null}>
      <LegalFooter org={org} phoneHours={phoneHours} licensedStates={licensedStates} chatHref={chatHref} />
    </Suspense>
  );
});
