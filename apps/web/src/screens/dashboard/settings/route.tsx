/** /dashboard/settings: signed in only; reads the profile and preferences, saves each section. */
import { DEFAULT_COMMUNICATION_PREFERENCES, LOGIN_PATH, loginUrl, SETTINGS_MESSAGES, sitePageUrl } from '@heloc/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Navigate, useNavigate } from 'react-router';
import { api } from '../../../api/endpoints';
import { queryKeys } from '../../../api/query-keys';
import { siteApi } from '../../../api/site';
import { Loading } from '../../../components/loading/loading';
import { messageOf } from '../../../lib/http-client';
import { tokenStore } from '../../../lib/storage';
import { Settings, type SectionState } from './settings';

const state = (
  m: { isPending: boolean; isError: boolean; isSuccess: boolean; error: unknown },
  saved: string,
): SectionState => ({
  saving: m.isPending,
  error: m.isError ? messageOf(m.error) : null,
  saved: m.isSuccess ? saved : null,
});

export function SettingsRoute() {
  const signedIn = Boolean(tokenStore.get());
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const profile = useQuery({ queryKey: queryKeys.profile(), queryFn: api.profile, enabled: signedIn });
  const prefs = useQuery({
    queryKey: queryKeys.communicationPreferences(),
    queryFn: siteApi.preferences,
    enabled: signedIn,
  });
  const saveDetails = useMutation({
    mutationFn: siteApi.saveDetails,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.profile() }),
  });
  const changePassword = useMutation({
    mutationFn: siteApi.changePassword,
    // Every other session ended; this one continues on the fresh token.
    onSuccess: (r) => tokenStore.set(r.jwt),
  });
  const savePrefs = useMutation({
    mutationFn: siteApi.savePreferences,
    onSuccess: (r) => queryClient.setQueryData(queryKeys.communicationPreferences(), r),
  });
  const signOut = useMutation({
    mutationFn: siteApi.signOutEverywhere,
    onSuccess: () => {
      void navigate(LOGIN_PATH, { replace: true });
      tokenStore.clear('signed-out');
      queryClient.clear();
    },
  });
  if (!signedIn) return <Navigate to={loginUrl(sitePageUrl('settings'))} replace />;
  if (!profile.data || prefs.isPending) return <Loading label="Loading your settings" />;
  const p = profile.data;
  return (
    <Settings
      details={{
        firstName: p.name?.firstName ?? '',
        lastName: p.name?.lastName ?? '',
        email: p.email ?? '',
        phone: p.phoneNumbers?.[0] ?? '',
      }}
      preferences={prefs.data ?? DEFAULT_COMMUNICATION_PREFERENCES}
      detailsState={state(saveDetails, SETTINGS_MESSAGES.detailsSaved)}
      passwordState={state(changePassword, SETTINGS_MESSAGES.passwordChanged)}
      preferencesState={state(savePrefs, SETTINGS_MESSAGES.preferencesSaved)}
      signOutState={state(signOut, SETTINGS_MESSAGES.signedOutEverywhere)}
      onSaveDetails={(v) => saveDetails.mutate(v)}
      onChangePassword={(v) => changePassword.mutate(v)}
      onSavePreferences={(v) => savePrefs.mutate(v)}
      onSignOutEverywhere={() => signOut.mutate()}
    />
  );
}

export const Component = SettingsRoute;
