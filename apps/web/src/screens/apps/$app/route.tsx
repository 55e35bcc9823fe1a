/** /apps/:app: which sibling app the path names comes from the core's table (SIBLING_APPS). */
import { DASHBOARD_PATH, REGISTER_PATH, siblingApp } from '@heloc/core';
import { useSyncExternalStore } from 'react';
import { useParams } from 'react-router';
import { useOrg } from '../../../app/org-context';
import { tokenStore } from '../../../lib/storage';
import { Apps } from './apps';

export function AppsRoute() {
  const { app = '' } = useParams();
  const org = useOrg();
  const signedIn = Boolean(useSyncExternalStore(tokenStore.subscribe, tokenStore.get));
  return (
    <Apps
      appName={siblingApp(app)?.label ?? null}
      productName={org.orgBrand.name}
      backHref={signedIn ? DASHBOARD_PATH : REGISTER_PATH}
      backLabel={signedIn ? 'Back to your applications' : `Back to ${org.orgBrand.name}`}
    />
  );
}

export const Component = AppsRoute;
