/** Any path the site does not have. */
import { DASHBOARD_PATH } from '@heloc/core';
import { StatusPage } from './status-page';

export function NotFound() {
  return (
    <StatusPage
      title="We can’t find that page"
      message="The link may be old or mistyped."
      actions={[{ label: 'Go to dashboard', href: DASHBOARD_PATH }]}
    />
  );
}
