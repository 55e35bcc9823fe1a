/**
 * Route errors (applicant-journey §8): a screen module that failed to load reloads the page, at
 * most 5 times per session (the core counts), then the error fallback page. Any other render error
 * shows the fallback page, logs an event and reports the error (shared-surfaces §8).
 */
import { DASHBOARD_PATH, isScreenLoadError, MESSAGES, screenLoadRetry } from '@heloc/core';
import { Component, useEffect, type ErrorInfo, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { sessionCounter } from '../../lib/storage';
import { StatusPage } from '../../components/status-page/status-page';

const reloads = sessionCounter('heloc_screen_load_retries');

/** Whether this error reloads the page (a screen module that failed to load, under the cap) or shows the fallback. */
function decisionFor(error: unknown) {
  const message = error instanceof Error ? error.message : String(error);
  return isScreenLoadError(message) ? screenLoadRetry(reloads.get()) : null;
}

export function RouteError({ error }: { readonly error: unknown }) {
  const decision = decisionFor(error);

  useEffect(() => {
    if (decision?.action === 'reload') {
      reloads.set(decision.storedCount);
      window.location.reload();
    }
  }, [decision?.action, decision?.storedCount]);

  if (decision?.action === 'reload') return null;
  return (
    <StatusPage
      title={MESSAGES.errorFallbackTitle}
      message="Something went wrong on our side. Your progress is saved."
      actions={[
        { label: MESSAGES.errorFallbackRetry, onClick: () => window.location.reload() },
        { label: MESSAGES.errorFallbackDashboard, href: DASHBOARD_PATH, variant: 'default' },
      ]}
    />
  );
}

class Boundary extends Component<
  { readonly resetKey: string; readonly children: ReactNode },
  { error: unknown; key: string | null }
> {
  override state: { error: unknown; key: string | null } = { error: null, key: null };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  // The fallback page logs an event and reports the error, with where in the tree it broke; a
  // screen load that only reloads the page is not reported (the reload is the remedy).
  override componentDidCatch(error: unknown, info: ErrorInfo) {
    // Loaded when needed: the first screen carries no reporting code.
    if (decisionFor(error)?.action !== 'reload')
      void import('../../lib/error-report').then((m) => m.reportRenderError(error, info.componentStack));
  }

  static getDerivedStateFromProps(props: { resetKey: string }, state: { error: unknown; key: string | null }) {
    // A navigation to another page clears the error: the next page gets its own chance.
    if (state.key !== props.resetKey) return { error: null, key: props.resetKey };
    return null;
  }

  override render() {
    return this.state.error !== null ? <RouteError error={this.state.error} /> : this.props.children;
  }
}

/** Catches any render error or failed screen load below it; resets when the path changes. */
export function RouteErrorBoundary({ children }: { readonly children: ReactNode }) {
  const { pathname } = useLocation();
  return <Boundary resetKey={pathname}>{children}</Boundary>;
}
