import { useQuery } from '@tanstack/react-query';
import { appScreenUrl, DASHBOARD_PATH, loginUrl, REGISTER_PATH } from '@heloc/core';
import { lazy, Suspense } from 'react';
import { Navigate } from 'react-router';
import { api } from '../../api/endpoints';
import { tokenStore } from '../../lib/storage';
import { Dashboard } from './dashboard';
import { Loading } from '../../components/loading/loading';
import { queryKeys } from '../../api/query-keys';

// The next steps of the open application: a chunk of its own, with the holiday calendar (decision 089).
const DashboardNextSteps = lazy(() => import('../../features/next-steps/dashboard-next-steps'));

export function DashboardRoute() {
  const signedIn = Boolean(tokenStore.get());
  const apps = useQuery({ queryKey: queryKeys.applications(), queryFn: api.applications, enabled: signedIn });
  if (!signedIn) return <Navigate to={loginUrl(DASHBOARD_PATH)} replace />;
  if (!apps.data) return <Loading label="Loading your applications" />;
  const open = apps.data.find((a) => a.active);
  return (
    <Dashboard
      applications={apps.data}
      applicationHref={(uuid) => appScreenUrl(uuid, '')}
      registerHref={REGISTER_PATH}
      nextSteps={
        open && (
          <Suspense fallback={null}>
            <DashboardNextSteps uuid={open.uuid} />
          </Suspense>
        )
      }
    />
  );
}

export const Component = DashboardRoute;
