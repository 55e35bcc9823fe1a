import { LoadingOverlay } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { appScreenUrl, REGISTER_PATH } from '@heloc/core';
import { Navigate } from 'react-router';
import { api } from '../api/endpoints';
import { tokenStore } from '../lib/storage';
import { Dashboard } from '../screens/dashboard/dashboard';

export function DashboardRoute() {
  const signedIn = Boolean(tokenStore.get());
  const apps = useQuery({ queryKey: ['applications'], queryFn: api.applications, enabled: signedIn });
  if (!signedIn) return <Navigate to="/auth/login?redirectUrl=%2Fdashboard" replace />;
  if (!apps.data) return <LoadingOverlay visible />;
  return <Dashboard applications={apps.data} applicationHref={(uuid) => appScreenUrl(uuid, '')} registerHref={REGISTER_PATH} />;
}

export const Component = DashboardRoute;
