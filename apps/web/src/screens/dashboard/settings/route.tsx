/** /dashboard/settings: signed in only; reads the profile and preferences, saves each section. */
import {
  DEFAULT_COMMUNICATION_PREFERENCES,
  DEFAULT_REMINDER_FREQUENCY,
  LOGIN_PATH,
  loginUrl,
  SETTINGS_MESSAGES,
  sitePageUrl,
} from '@heloc/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Navigate, useNavigate } from 'react-router';
import { api } from '../../../api/endpoints';
import { queryKeys } from '../../../api/query-keys';
import { siteApi } from '../../../api/site';
import { Loading } from '../../../components/loading/loading';
import { tokenStore } from '../../../lib/storage';
import { useOrg } from '../../../app/org-context';
import { useWrite, type Write } from '../../../lib/use-write';
import { Settings, type SectionState } from './settings';

const state = (
  w: Pick<Write<unknown, unknown>, 'submitting' | 'error' | 'succeeded'>,
  saved: string,
): SectionState => ({
  saving: w.submitting,
  error: w.error,
  saved: w.succeeded ? saved : null,
});

export function SettingsRoute() {
  const signedIn = Boolean(tokenStore.get());
  const org = useOrg();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const profile = useQuery({ queryKey: queryKeys.profile(), queryFn: api.profile, enabled: signedIn });
  const prefs = useQuery({
    queryKey: queryKeys.communicationPreferences(),
    queryFn: siteApi.preferences,
    enabled: signedIn,
  });
  const saveDetails = useWrite(siteApi.saveDetails, { invalidates: [queryKeys.profile()] });
  const changePassword = useWrite(siteApi.changePassword, {
    // Every other session ended; this one continues on the fresh token.
    onSuccess: (r) => tokenStore.set(r.jwt),
  });
  const savePrefs = useWrite(siteApi.savePreferences, {
    onSuccess: (r) => queryClient.setQueryData(queryKeys.communicationPreferences(), r),
  });
  const signOut = useWrite(siteApi.signOutEverywhere, {
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
      preferences={
        prefs.data ?? {
          ...DEFAULT_COMMUNICATION_PREFERENCES,
          reminderFrequency: DEFAULT_REMINDER_FREQUENCY,
          textConsent: null,
        }
      }
      companyName={org.footer.companyNameShort ?? org.orgBrand.name}
      detailsState={state(saveDetails, SETTINGS_MESSAGES.detailsSaved)}
      passwordState={state(changePassword, SETTINGS_MESSAGES.passwordChanged)}
      preferencesState={state(savePrefs, SETTINGS_MESSAGES.preferencesSaved)}
      signOutState={state(signOut, SETTINGS_MESSAGES.signedOutEverywhere)}
      onSaveDetails={saveDetails.send}
      onChangePassword={changePassword.send}
      onSavePreferences={savePrefs.send}
      onSignOutEverywhere={() => signOut.send()}
    />
  );
}

export const Component = SettingsRoute;
