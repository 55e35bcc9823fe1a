/**
 * Route errors (applicant-journey §8): a screen module that failed to load reloads the page, at
 * most 5 times per session (the core counts), then the error fallback page.
 */
import { isScreenLoadError, MESSAGES, screenLoadRetry } from '@heloc/core';
import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import { sessionCounter } from '../../lib/storage';
import { StatusPage } from '../../screens/status-page/status-page';

const reloads = sessionCounter('heloc_screen_load_retries');

export function RouteError() {
  const error = useRouteError();
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
