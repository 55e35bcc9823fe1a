/**
 * Every page passes here: the core's site redirects (legacy paths, redirect-ups; only pop-webchat
 * survives), the maintenance page by the fe-heloc-maintenance flag, and the site shell.
 */
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  applicationUuidFromPath,
  BASE_PATH,
  DASHBOARD_PATH,
  FLAGS,
  identityBrokerKind,
  isAdditionalSigner,
  isAllowedRedirectUrl,
  isNotAcceptingApplications,
  KEPT_REDIRECT_QUERY_PARAM,
  LOGIN_PATH,
  logoutTarget,
  MAINTENANCE_FLAG_STALE_MS,
  maintenanceFor,
  ORIGINATOR_CACHE_MS,
  originatorUuid,
  PHONE_HOURS_STALE_MS,
  showDashboardLink,
  siteRedirect,
  takeFeatureAttributes,
} from '@heloc/core';
import { useCallbackRef } from '@mantine/hooks';
import { lazy, startTransition, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { api } from '../../api/endpoints';
import { env } from '../../config/env';
import { OrgContext, useOrg } from '../../app/org-context';
import { SiteShell } from '../../components/shell/site-shell';
import { brokerSessionStore, featureAttributesStore, signerSessionStore, tokenStore } from '../../lib/storage';
import { useFirstPaintDone } from '../../lib/first-paint';
import { toastError } from '../../lib/toast';
import { optimizeUser } from '../identity/optimize-user';
import type { SignedInAnswers } from './signed-in-data';
import { NotAccepting } from '../../components/not-accepting/not-accepting';
import { StatusPage } from '../../components/status-page/status-page';
import { Loading } from '../../components/loading/loading';
import { queryKeys } from '../../api/query-keys';
import { leaveGuard } from '../../lib/leave-guard';

// Outside production only: its module is not even in the production bundle's first load.
const DevToolbar = env.isProduction ? null : lazy(() => import('../../components/dev-toolbar/dev-toolbar-container'));
// The chat button loads after the first screen, and only where the webchat flag is on (decision 043).
const ChatButton = lazy(() => import('../chat/chat-button'));
// CEO feedback: its container and modal load when the borrower first opens it.
const CeoFeedbackHost = lazy(() => import('./ceo-feedback-host'));
// A signed-in user's identity, flags and accounts: their code loads only once someone is signed in.
const SignedInData = lazy(() => import('./signed-in-data'));

/** This page with ?pop-webchat: following it opens the chat window here (the chat button reads it). */
function popChatHref(location: { pathname: string; search: string }): string {
  const params = new URLSearchParams(location.search);
  params.set(KEPT_REDIRECT_QUERY_PARAM, 'true');
  return `${location.pathname}?${params.toString()}`;
}

/** One empty list for every render, so an unanswered list does not look like a new one. */
const NONE: readonly never[] = [];

type OrgFlags = Record<string, { flagEnabled: boolean; variables?: Record<string, unknown> }>;

const maintenanceFlagQuery = (orgCode: string) =>
  queryOptions({
    queryKey: queryKeys.flag(FLAGS.maintenance, orgCode),
    queryFn: () => api.maintenanceFlag(orgCode),
    staleTime: MAINTENANCE_FLAG_STALE_MS,
  });

export function SiteGate() {
  const org = useOrg();
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // The injected organisation record carries the flags: no wait before the first screen.
  const injected = org.flags[FLAGS.maintenance];
  const flag = useQuery({
    ...maintenanceFlagQuery(org.orgCode),
    ...(injected
      ? {
          initialData: { flagEnabled: injected.flagEnabled, variables: injected.variables ?? {} },
          initialDataUpdatedAt: 0,
        }
      : {}),
  });
  // The flag is asked again (§7's fe-heloc-maintenance fetch) on every navigation once its answer is
  // older than MAINTENANCE_FLAG_STALE_MS: a borrower already in the app gets the maintenance page on
  // their next move to a flagged route, not at their next full load (decision 050). The injected copy
  // counts as old, so the first page asks as soon as it has painted.
  // What the first screen does not draw waits for its first paint (lib/first-paint, decision 096):
  // the flag's second asking, the footer's hours and licences, the chat flag, the page view, the
  // signed-in user's identity and notifications, the chat button and the footer.
  const painted = useFirstPaintDone();
  useEffect(() => {
    if (painted) void queryClient.prefetchQuery(maintenanceFlagQuery(org.orgCode));
  }, [location.pathname, queryClient, org.orgCode, painted]);
  const hours = useQuery({
    queryKey: queryKeys.hours('OPS_PHONE', org.orgCode),
    queryFn: api.phoneHours,
    staleTime: PHONE_HOURS_STALE_MS,
    enabled: painted,
  });
  const signedIn = Boolean(tokenStore.get());
  // The telemetry module loads with the first page view, after the paint: not in the first screen's code.
  const { pathname } = location;
  useEffect(() => {
    if (painted)
      void import('../../lib/telemetry').then((m) => m.trackPageView(pathname, applicationUuidFromPath(pathname)));
  }, [pathname, painted]);
  const wallet = useQuery({
    queryKey: queryKeys.wallet(),
    queryFn: api.walletAccess,
    enabled: signedIn,
    staleTime: Infinity,
  });
  const profile = useQuery({ queryKey: queryKeys.profile(), queryFn: api.profile, enabled: signedIn });
  // 'Failed to fetch profile details.' (shared-surfaces §8), once, whatever page asked.
  useEffect(() => {
    if (profile.error) toastError(profile.error);
  }, [profile.error]);
  const [answers, setAnswers] = useState<SignedInAnswers>({});
  // Each answer re-renders the top bar (its menus, the bell): as a transition, which React time-slices,
  // not in the task the answer arrived in (issue 27: total blocking time; decision 097).
  const takeAnswers = useCallback((next: SignedInAnswers) => startTransition(() => setAnswers(next)), []);
  const identity = signedIn ? answers.identity : undefined;
  // The visitor's (or user's) chat flag, asked of the optimize service; the organisation record's until it answers.
  const webchat = useQuery({
    queryKey: queryKeys.feature(FLAGS.webchat, org.orgCode, identity?.identityUuid ?? null),
    queryFn: () => api.feature(FLAGS.webchat, optimizeUser(org.orgCode, identity?.identityUuid)),
    staleTime: Infinity,
    enabled: painted,
  });
  // The flags the shell reads: the organisation record's, then the signed-in user's own, then the chat flag's answer.
  const flags: OrgFlags = { ...org.flags };
  for (const f of (signedIn ? answers.features : undefined) ?? [])
    flags[f.featureKey] = { flagEnabled: f.enabled, variables: f.variables ?? {} };
  if (webchat.data)
    flags[FLAGS.webchat] = { flagEnabled: webchat.data.enabled, variables: webchat.data.variables ?? {} };
  // Everything under the gate (chat button, chat window, contact page) reads the answered chat flag,
  // so the answer decides both ways (§9). Only that flag: the server checks the others (borrower
  // authentication, contact-center routing) against the organisation record, and the two must agree.
  const chatFlag = flags[FLAGS.webchat];
  const chatEnabled = chatFlag?.flagEnabled === true;
  // Keyed by its content: the flag object is rebuilt on every render, the organisation must not be.
  const chatFlagKey = chatFlag ? JSON.stringify(chatFlag) : '';
  const orgForChildren = useMemo(
    () =>
      chatFlagKey
        ? { ...org, flags: { ...org.flags, [FLAGS.webchat]: JSON.parse(chatFlagKey) as OrgFlags[string] } }
        : org,
    [org, chatFlagKey],
  );
  const licenses = useQuery({
    queryKey: queryKeys.stateLicenses(org.orgCode),
    queryFn: () => api.stateLicenses(org.orgCode),
    staleTime: PHONE_HOURS_STALE_MS,
    enabled: painted,
  });
  // A plain call, not useMutation: the first screen stays without TanStack's mutation code.
  const markRead = useCallback(
    (uuid: string) =>
      void api
        .markNotification(uuid, 'READ')
        .catch(toastError)
        .finally(() => void queryClient.invalidateQueries({ queryKey: queryKeys.notifications() })),
    [queryClient],
  );
  // A referring loan originator's own brand replaces the lender's logo (§1): the referrer in the
  // URL, else the application's (read from the journey's cache, never fetched here).
  const pathUuid = applicationUuidFromPath(location.pathname);
  const application = useQuery({
    queryKey: queryKeys.application(pathUuid ?? ''),
    queryFn: () => api.application(pathUuid ?? ''),
    enabled: false,
  });
  const originatorId = originatorUuid({
    referrerParam: new URLSearchParams(location.search).get('referrer'),
    heloc: application.data,
  });
  // Whether the session is an additional signer's (§4: a v1 application's signer list, else the
  // profile's type), remembered for the tab so a later 401 sends them to the signer login (§8).
  const signerKnown =
    signedIn &&
    profile.data !== undefined &&
    (application.data?.additionalSignerVersion !== 'v1' || identity !== undefined);
  const isSigner = isAdditionalSigner({
    heloc: application.data,
    profile: profile.data,
    identityUuid: identity?.identityUuid,
  });
  useEffect(() => {
    if (signerKnown) signerSessionStore.set(isSigner);
  }, [signerKnown, isSigner]);
  const originator = useQuery({
    queryKey: queryKeys.originator(originatorId),
    queryFn: () => api.originator(originatorId as string),
    enabled: Boolean(originatorId),
    staleTime: ORIGINATOR_CACHE_MS,
  });
  // DDP_Pilot: kept as a feature attribute, then taken out of the address bar (§2).
  useEffect(() => {
    const taken = takeFeatureAttributes(location.search);
    if (!taken) return;
    featureAttributesStore.merge(taken.attributes);
    void navigate({ pathname: location.pathname, search: taken.search, hash: location.hash }, { replace: true });
  }, [location.search, location.pathname, location.hash, navigate]);
  const [feedbackOpen, setFeedbackOpen] = useState(false);
  const feedbackEnabled = signedIn && flags[FLAGS.ceoFeedback]?.flagEnabled === true;

  // The root shows the not-accepting page when a referring loan officer is required and missing;
  // otherwise the core's redirects apply (the root goes to the dashboard).
  const atRoot = location.pathname.replace(/\/+$/, '') === BASE_PATH;
  const referrer = new URLSearchParams(location.search).get('referrer');
  const closedRoot = atRoot && isNotAcceptingApplications('root', org.orgMetaData.settings, referrer);
  const redirect = closedRoot ? undefined : siteRedirect(location.pathname, location.search);

  const logout = async () => {
    // The server ends the session too (a copied token is useless after sign-out) and says where to
    // go (the agent's path for a broker); without an answer, the login page.
    const token = tokenStore.get();
    const answer = token ? await api.logout(identityBrokerKind(identity?.isBroker), token).catch(() => null) : null;
    // Leave the page first, so no screen refetches with a token that is gone.
    void navigate(logoutTarget(answer?.redirect, LOGIN_PATH), { replace: true });
    tokenStore.clear('signed-out');
    queryClient.clear();
  };
  // Visitors sign in through the identity broker, which says where (the agent's variant for a broker's tab).
  const login = async () => {
    const here = `${location.pathname}${location.search}`;
    const answer = await api
      .brokerLogin(identityBrokerKind(brokerSessionStore.get()), isAllowedRedirectUrl(here) ? here : undefined)
      .catch(() => null);
    void navigate(logoutTarget(answer?.redirect, LOGIN_PATH));
  };

  // The shell's props stay the same objects while their content does (components/shell/site-shell:
  // the bar and the footer render again only when these change; issue 27, decision 096).
  const onLogout = useCallbackRef(() => leaveGuard.leave({ kind: 'sign-out' }, () => void logout()));
  const onLogin = useCallbackRef(() => void login());
  const followNotification = useCallback(
    (uuid: string, path: string) => {
      markRead(uuid);
      // Inside the app (the CTA is a catalogued path): no reload, the journey's state stays.
      void navigate(path);
    },
    [markRead, navigate],
  );
  const shareFeedback = useCallback(() => setFeedbackOpen(true), []);
  const licensedStates = useMemo(() => licenses.data?.map((l) => l.abbrev), [licenses.data]);
  const dashboardLink = showDashboardLink({
    isSigner: isAdditionalSigner({ profile: profile.data }),
    isBroker: identity?.isBroker === true,
  });
  const user = useMemo(
    () =>
      signedIn
        ? {
            accountName: wallet.data?.account.name ?? profile.data?.email ?? 'My account',
            walletAddress: wallet.data?.account.address,
            authorizationType: wallet.data?.authorizedWallet.authorizationType,
            notifications: answers.notifications ?? NONE,
            accounts: answers.accounts ?? NONE,
            // isBroker is on the session's identity-broker user (figureinfo, §6): a signer who is a broker keeps the Dashboard.
            showDashboardLink: dashboardLink,
            onMarkNotificationRead: markRead,
            onFollowNotification: followNotification,
            ...(feedbackEnabled ? { onShareFeedback: shareFeedback } : {}),
          }
        : null,
    [
      signedIn,
      wallet.data,
      profile.data,
      answers.notifications,
      answers.accounts,
      dashboardLink,
      markRead,
      followNotification,
      feedbackEnabled,
      shareFeedback,
    ],
  );
  if (redirect) return <Navigate to={redirect.to} replace />;
  const maintenance = flag.data ? maintenanceFor(location.pathname, flag.data) : undefined;
  return (
    <OrgContext value={orgForChildren}>
      <SiteShell
        org={org}
        onLogout={onLogout}
        onLogin={onLogin}
        phoneHours={hours.data}
        referrerBrand={originator.data?.userInfo?.brand ?? null}
        licensedStates={licensedStates}
        chatHref={chatEnabled ? popChatHref(location) : undefined}
        showPortfolio={flags[FLAGS.portfolioManagerLink]?.flagEnabled === true}
        user={user}
      >
        {flag.isPending ? (
          <Loading label="Loading" />
        ) : closedRoot ? (
          <NotAccepting
            lenderName={org.orgBrand.name}
            wholesale={org.orgMetaData.settings.wholesale}
            supportEmail={org.footer.email}
          />
        ) : maintenance ? (
          <StatusPage
            title={maintenance.title}
            message={maintenance.message}
            actions={maintenance.showDashboardLink ? [{ label: 'Go to dashboard', href: DASHBOARD_PATH }] : []}
          />
        ) : (
          <Outlet />
        )}
        {chatEnabled && painted && (
          <Suspense fallback={null}>
            <ChatButton />
          </Suspense>
        )}
        {feedbackOpen && (
          <Suspense fallback={null}>
            <CeoFeedbackHost onClose={() => setFeedbackOpen(false)} />
          </Suspense>
        )}
        {signedIn && painted && (
          <Suspense fallback={null}>
            <SignedInData org={org.orgCode} onAnswers={takeAnswers} />
          </Suspense>
        )}
        {DevToolbar && (
          <Suspense fallback={null}>
            <DevToolbar />
          </Suspense>
        )}
      </SiteShell>
    </OrgContext>
  );
}
