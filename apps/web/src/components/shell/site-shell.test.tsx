import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { STORY_ORG, STORY_ORGS } from '../../test/orgs';
import { renderWithProviders } from '../../test/render';
import { SiteShell, type ShellUser } from './site-shell';

const now = Date.parse('2026-11-22T18:00:00Z');
const user = (showDashboardLink: boolean): ShellUser => ({
  accountName: 'Sam Lee',
  notifications: [],
  showDashboardLink,
});

describe('SiteShell: the Dashboard link (shared-surfaces §6)', () => {
  it('an additional signer who is not a broker sees no Dashboard in the bar, the apps menu, the drawer or the logo', async () => {
    renderWithProviders(
      <SiteShell now={now} user={user(false)} org={STORY_ORG}>
        content
      </SiteShell>,
    );
    const logo = screen.getByRole('link', { name: /home$/ });
    expect(logo).toHaveAttribute('href', '/account/heloc/heloc-signer/resume');
    await userEvent.click(await screen.findByRole('button', { name: 'Apps' }, { timeout: 15_000 }));
    // The menu opens through a 150 ms transition: on a loaded machine it can take past the default 1 s.
    expect(await screen.findByRole('menuitem', { name: 'Marketplace' }, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Dashboard' })).not.toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await userEvent.click(screen.getByRole('button', { name: 'Open navigation' }));
    const drawer = await screen.findByRole('navigation', { name: 'Navigation' });
    expect(await within(drawer).findByRole('link', { name: 'Marketplace' }, { timeout: 15_000 })).toBeInTheDocument();
    expect(within(drawer).queryByRole('link', { name: 'Dashboard' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Dashboard' })).not.toBeInTheDocument();
  });

  it('a borrower (or a signer who is a broker) has the Dashboard everywhere', async () => {
    renderWithProviders(
      <SiteShell now={now} user={user(true)} org={STORY_ORG}>
        content
      </SiteShell>,
    );
    expect(screen.getByRole('link', { name: /home$/ })).toHaveAttribute('href', '/dashboard');
    await userEvent.click(await screen.findByRole('button', { name: 'Apps' }, { timeout: 15_000 }));
    expect(await screen.findByRole('menuitem', { name: 'Dashboard' }, { timeout: 15_000 })).toBeInTheDocument();
  });
});

describe('SiteShell: the credit-union regulator’s logo (shared-surfaces §2, §9)', () => {
  const cu = STORY_ORGS.creditunion;
  it('shows for a credit union while its flag is on', () => {
    renderWithProviders(
      <SiteShell now={now} org={cu}>
        content
      </SiteShell>,
      { org: cu },
    );
    expect(screen.getByText('Federally insured by NCUA')).toBeInTheDocument();
  });
  it('is gone when the nationalCreditUnionAdministrationLogo flag is off', () => {
    const off = { ...cu, flags: { ...cu.flags, nationalCreditUnionAdministrationLogo: { flagEnabled: false } } };
    renderWithProviders(
      <SiteShell now={now} org={off}>
        content
      </SiteShell>,
      { org: off },
    );
    expect(screen.queryByText('Federally insured by NCUA')).not.toBeInTheDocument();
  });
  it('never for a lender that is not a credit union, flag or not', () => {
    const lender = { ...STORY_ORG, flags: { nationalCreditUnionAdministrationLogo: { flagEnabled: true } } };
    renderWithProviders(
      <SiteShell now={now} org={lender}>
        content
      </SiteShell>,
      { org: lender },
    );
    expect(screen.queryByText('Federally insured by NCUA')).not.toBeInTheDocument();
  });
});
