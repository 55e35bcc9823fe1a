/** Mantine (theme from the organisation), queries, the organisation record, the toast region and the live region. */
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { setNonce } from 'get-nonce';
import { useMemo, type ReactNode } from 'react';
import type { OrgData } from '../api/types';
import { LiveRegion } from '../components/live-region/live-region';
import { ToastRegion } from '../components/toast-region/toast-region';
import { OrgContext } from './org-context';
import { cssVariablesResolver, themeFor } from './theme';

/** The per-response CSP nonce the server writes into index.html, for Mantine's <style> tags. */
export function cspNonce(): string {
  return document.querySelector<HTMLMetaElement>('meta[name="csp-nonce"]')?.content ?? '';
}

/**
 * Gives the nonce to every <style> tag a library injects, not only Mantine's: Mantine's modals lock
 * the page's scroll with react-remove-scroll, whose tag takes its nonce from get-nonce. Without it
 * each processing dialog was a CSP violation (issue 25, item 18; decision 057). Called once, at start.
 */
export function applyCspNonce(): void {
  setNonce(cspNonce());
}

export function Providers({
  org,
  queryClient,
  children,
}: {
  org: OrgData;
  queryClient: QueryClient;
  children: ReactNode;
}) {
  const theme = useMemo(() => themeFor(org.orgBrand), [org.orgBrand]);
  return (
    <MantineProvider theme={theme} getStyleNonce={cspNonce} cssVariablesResolver={cssVariablesResolver}>
      <QueryClientProvider client={queryClient}>
        <OrgContext value={org}>
          {children}
          <ToastRegion />
          <LiveRegion />
        </OrgContext>
      </QueryClientProvider>
    </MantineProvider>
  );
}
