/** The page frame: top bar (logo, sign-in state), content, legal footer. */
import { Anchor, Box, Button, Container, Group, Image } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { OperatingHoursEntry, OrgData } from '../../api/types';
import { LegalFooter } from './legal-footer';

export interface SiteShellProps {
  readonly org: OrgData;
  readonly signedIn: boolean;
  readonly onLogout?: () => void;
  readonly phoneHours?: readonly OperatingHoursEntry[];
  readonly children: ReactNode;
}

export function SiteShell({ org, signedIn, onLogout, phoneHours, children }: SiteShellProps) {
  return (
    <Box mih="100vh" style={{ display: 'flex', flexDirection: 'column' }}>
      <Box component="header" py="sm" style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
        <Container size="lg">
          <Group justify="space-between">
            <Anchor component={Link} to={signedIn ? '/dashboard' : '/account/heloc/register'} underline="never" aria-label={`${org.orgBrand.name} home`}>
              <Group gap="xs">
                <Image src={org.orgBrand.logoUri} alt="" w={40} h={40} />
                <Box component="span" fw={700} c="var(--mantine-color-text)">{org.orgBrand.name}</Box>
              </Group>
            </Anchor>
            <Group gap="sm" component="nav" aria-label="Account">
              {signedIn ? (
                <>
                  <Anchor component={Link} to="/dashboard">Dashboard</Anchor>
                  <Button variant="default" onClick={onLogout}>Log out</Button>
                </>
              ) : (
                <Button component={Link} to="/auth/login" variant="default">Login</Button>
              )}
            </Group>
          </Group>
        </Container>
      </Box>
      <Box component="main" id="main" style={{ flex: 1 }}>
        {children}
      </Box>
      <LegalFooter org={org} phoneHours={phoneHours} />
    </Box>
  );
}
