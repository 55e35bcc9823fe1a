/** Wires the dev toolbar: stores the token and jumps to the user's active HELOC (or the dashboard). */
import { appScreenUrl, DASHBOARD_PATH } from '@heloc/core';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { api } from '../../api/endpoints';
import { tokenStore } from '../../lib/storage';
import { DevToolbar } from './dev-toolbar';

export default function DevToolbarContainer() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return (
    <DevToolbar
      onLogin={async (credentials) => {
        const jwt = 'jwt' in credentials ? credentials.jwt.trim() : (await api.login(credentials)).jwt;
        tokenStore.set(jwt);
        queryClient.clear();
        const apps = await api.applications();
        const active = apps.find((a) => a.active);
        void navigate(active ? appScreenUrl(active.uuid, '') : DASHBOARD_PATH);
      }}
    />
  );
}
