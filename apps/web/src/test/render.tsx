/** Renders a view the way the app does: Mantine with an organisation's theme, queries, a router. */
import { MantineProvider, mergeThemeOverrides, Popover } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import type { OrgData } from '../api/types';
import { OrgContext } from '../app/org-context';
import { ToastRegion } from '../components/toast-region/toast-region';
import { cssVariablesResolver, themeFor } from '../app/theme';
import { STORY_ORG } from './orgs';

/**
 * jsdom lays nothing out: every box is 0×0, so Floating UI's `hide` middleware calls every anchor
 * detached, and Mantine then hides the open dropdown (`display: none`) once its asynchronous
 * position lands. A query that ran first found the menu; one that ran after (a loaded machine, or
 * any wait) did not — ci59 failed a site-gate test that way. Tests keep the dropdown shown, as a
 * browser with real boxes does.
 */
const TEST_OVERRIDES = { components: { Popover: Popover.extend({ defaultProps: { hideDetached: false } }) } };

export function renderWithProviders(
  ui: ReactElement,
  { org = STORY_ORG, path = '/' }: { org?: OrgData; path?: string } = {},
) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return {
    queryClient,
    ...render(
      <MantineProvider
        theme={mergeThemeOverrides(themeFor(org.orgBrand), TEST_OVERRIDES)}
        cssVariablesResolver={cssVariablesResolver}
      >
        <QueryClientProvider client={queryClient}>
          <OrgContext value={org}>
            <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
            {/* The app's toast region (Providers); the live region is left to the tests that read it. */}
            <ToastRegion />
          </OrgContext>
        </QueryClientProvider>
      </MantineProvider>,
    ),
  };
}
