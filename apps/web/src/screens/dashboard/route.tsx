import { useQuery } from '@tanstack/react-query';
import { appScreenUrl, DASHBOARD_PATH, loginUrl, REGISTER_PATH } from '@heloc/core';
import { Navigate } from 'react-router';
import { api } from '../../api/endpoints';
import { tokenStore } from '../../lib/storage';
import { Dashboard } from './dashboard';
import { Loading } from '../../components/loading/loading';
import { queryKeys } from '../../api/query-keys';

export function DashboardRoute() {
  const signedIn = Boolean(tokenStore.get());
  const apps = useQuery({ queryKey: queryKeys.applications(), queryFn: api.applications, enabled: signedIn });
  if (!signedIn) return <Navigate to={loginUrl(DASHBOARD_PATH)} replace />;
  if (!apps.data) return <Loading label="Loading your applications" />;
  return (
    <Dashboard
      applications={apps.data}
      applicationHref={(uuid) => appScreenUrl(uuid, '')}
      registerHref={REGISTER_PATH}
    />
  );
}

export const Component = DashboardRoute;
