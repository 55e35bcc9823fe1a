/** /coming-soon: public; signed-in people go back to their applications, visitors to registration. */
import { DASHBOARD_PATH, REGISTER_PATH, sitePageUrl } from '@heloc/core';
import { useSyncExternalStore } from 'react';
import { tokenStore } from '../../lib/storage';
import { ComingSoon } from './coming-soon';

export function ComingSoonRoute() {
  const signedIn = Boolean(useSyncExternalStore(tokenStore.subscribe, tokenStore.get));
  return (
    <ComingSoon
      homeHref={signedIn ? DASHBOARD_PATH : REGISTER_PATH}
      homeLabel={signedIn ? 'Go to your applications' : 'Apply for a line of credit'}
      supportHref={sitePageUrl('contact')}
    />
  );
}

export const Component = ComingSoonRoute;
