/** Renders a view the way the app does: Mantine with an organisation's theme, queries, a router. */
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import type { OrgData } from '../api/types';
import { OrgContext } from '../app/org-context';
import { ToastRegion } from '../components/toast-region/toast-region';
import { cssVariablesResolver, themeFor } from '../app/theme';
import { STORY_ORG } from './orgs';

export function renderWithProviders(
  ui: ReactElement,
  { org = STORY_ORG, path = '/' }: { org?: OrgData; path?: string } = {},
) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return {
    queryClient,
    ...render(
      <MantineProvider theme={themeFor(org.orgBrand)} cssVariablesResolver={cssVariablesResolver}>
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
