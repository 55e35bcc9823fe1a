/**
 * Route errors (applicant-journey §8): a screen module that failed to load reloads the page, at
 * most 5 times per session (the core counts), then the error fallback page.
 */
import { isScreenLoadError, MESSAGES, screenLoadRetry } from '@heloc/core';
import { Component, useEffect, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { sessionCounter } from '../../lib/storage';
import { StatusPage } from '../../components/status-page/status-page';

const reloads = sessionCounter('heloc_screen_load_retries');

export function RouteError({ error }: { readonly error: unknown }) {
  const message = error instanceof Error ? error.message : String(error);
  const decision = isScreenLoadError(message) ? screenLoadRetry(reloads.get()) : null;

  useEffect(() => {
    if (decision?.action === 'reload') {
      reloads.set(decision.storedCount);
      window.location.reload();
    } else {
      console.error('Route error', error);
    }
  }, [decision?.action, decision?.storedCount, error]);

  if (decision?.action === 'reload') return null;
  return (
    <StatusPage
      title={MESSAGES.errorFallbackTitle}
      message="Something went wrong on our side. Your progress is saved."
      actions={[
        { label: MESSAGES.errorFallbackRetry, onClick: () => window.location.reload() },
        { label: MESSAGES.errorFallbackDashboard, href: '/dashboard', variant: 'default' },
      ]}
    />
  );
}

class Boundary extends Component<{ readonly resetKey: string; readonly children: ReactNode }, { error: unknown; key: string | null }> {
  override state: { error: unknown; key: string | null } = { error: null, key: null };

  static getDerivedStateFromError(error: unknown) {
    return { error };
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
