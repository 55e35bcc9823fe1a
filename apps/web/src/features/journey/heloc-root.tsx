/**
 * /account/heloc/{uuid}: loads the profile, the application and its status; polls while pending;
 * navigates to the screen the core decides (the fallback machine when the state has no row);
 * exhausted polling → error/timeout; missing profile or application → /dashboard.
 */
import '@mantine/core/styles/Grid.css';
import '@mantine/core/styles/Paper.css';
import './journey-layout.css';
import { Anchor, Container, Grid, Stack } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  applicationRefreshMs,
  appScreenUrl,
  conditionsDashboard,
  DASHBOARD_PATH,
  decideScreen,
  isConditionScreen,
  isUuid,
  LOADER_FADE_OUT_MS,
  journeyNavigationMachine,
  matchRoute,
  notaryInPerson,
  offerDetails,
  ORIGINATOR_CACHE_MS,
  originatorUuid,
  processingMessagesFor,
  progressForScreen,
  screenExplainsWait,
  shouldRoute,
  stepperView,
  withKeptQuery,
  type FallbackEventType,
} from '@heloc/core';
import { useHotkeys } from '@mantine/hooks';
import { useActorRef } from '@xstate/react';
import { lazy, Suspense, useCallback, useDeferredValue, useEffect, useMemo, useState } from 'react';
import { Link, Navigate, Outlet, useLocation, useNavigate, useParams } from 'react-router';
import { api } from '../../api/endpoints';
import { queryKeys } from '../../api/query-keys';
import type { Application } from '../../api/types';
import { useOrg } from '../../app/org-context';
import { DebugPanel } from '../../components/debug-panel/debug-panel';
import { LoanOfficerCard } from '../../components/loan-officer-card/loan-officer-card';
import { ProcessingModal } from '../../components/processing-modal/processing-modal';
import { PropertyCard } from '../../components/property-card/property-card';
import { ProgressPanel } from '../../components/progress-panel/progress-panel';
import { ConditionsLink, ConditionsNotice } from '../../components/conditions-notice/conditions-notice';
import { useConditions } from '../conditions/use-conditions';
import { usePolledQuery } from '../../lib/use-polled-query';
import { helocUuidStore } from '../../lib/storage';
import { toast, toastError } from '../../lib/toast';
import { postFlow } from '../../lib/flow-channel';
import { sendReplayLink } from '../../lib/telemetry';
import { NotFound } from '../../components/status-page/not-found';
import { JourneyContext, type Journey } from './journey-context';
import { useFallbackActor } from './use-fallback-actor';
import { LeaveSurveyArmed } from './leave-survey-armed';
import { cacheStatus, useStatusPolling } from './use-status-polling';
import { Loading } from '../../components/loading/loading';

// What happens next (issue 28; decision 089): its own chunk, with the holiday calendar, never the first screen's.
const JourneyNextSteps = lazy(() => import('../next-steps/journey-next-steps'));

/** What the borrower reads when the processing modal gives way after 30 s. */
export const PROCESSING_TIMEOUT_TOAST = {
  title: 'Still working on it',
  body: 'This is taking longer than usual. You can stay on this page: it moves on by itself when your application is ready.',
} as const;

export function HelocRoot() {
  const { uuid = '' } = useParams();
  const location = useLocation();
  const valid = isUuid(uuid);
  const profile = useQuery({ queryKey: queryKeys.profile(), queryFn: api.profile, enabled: valid });
  // Read again on its own only while co-signers sign and book in their signer area (the core's rule):
  // a state change re-reads it anyway (the navigation machine's `stateMoved`).
  const application = usePolledQuery({
    queryKey: queryKeys.application(uuid),
    queryFn: () => api.application(uuid),
    enabled: valid,
    every: (data) => applicationRefreshMs(data?.status?.state ?? '', data?.helocSigners?.length ?? 0),
  });
  // Not silently: 'Failed to fetch profile details.' (shared-surfaces §8) stays on screen after the move to the dashboard.
  useEffect(() => {
    if (profile.error) toastError(profile.error);
  }, [profile.error]);
  const ready = Boolean(profile.data && application.data);
  // The journey's layout and screen mount in a deferred render, which React time-slices: the answers
  // that make the page ready no longer block the main thread for the whole first render (issue 27:
  // total blocking time; decision 078 amendment 7). The loader stays until then.
  const shown = useDeferredValue(ready);
  // Not an application id (a mistyped or retired path): say so, rather than bounce to the dashboard.
  if (!valid) return <NotFound />;
  if (profile.isError || application.isError) {
    console.error(
      'Missing profile or application information; going to the dashboard.',
      profile.error ?? application.error,
    );
    return <Navigate to={withKeptQuery(DASHBOARD_PATH, location.search)} replace />;
  }
  return (
    <>
      {/* Fades out 300 ms after loading ends (shared-surfaces §9). */}
      <Loading
        visible={!shown}
        transitionProps={{ transition: 'fade', duration: LOADER_FADE_OUT_MS, exitDuration: LOADER_FADE_OUT_MS }}
        label="Loading your application"
      />
      {shown && profile.data && application.data && (
        <Loaded uuid={uuid} application={application.data} profile={profile.data} />
      )}
    </>
  );
}

function Loaded({
  uuid,
  application,
  profile,
}: {
  uuid: string;
  application: Application;
  profile: Journey['profile'];
}) {
  const org = useOrg();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  const polling = useStatusPolling(uuid);
  const status = polling.status ?? application.status;
  const facts = useMemo(() => ({ heloc: { ...application, status }, profile }), [application, status, profile]);
  const { actor, machineState } = useFallbackActor(uuid, facts, status.state);
  const current = matchRoute(location.pathname);
  const currentScreen = current?.area === 'app' ? current.screen : null;

  useEffect(() => helocUuidStore.set(uuid), [uuid]);
  // The session-replay link, whenever an application uuid is in the path (applicant-journey §7).
  useEffect(() => void sendReplayLink(uuid, api.fullStoryLink), [uuid]);
  const [debugOpen, setDebugOpen] = useState(false);
  useHotkeys([['shift+alt+X', () => setDebugOpen((o) => !o)]]);
  const originatorId = originatorUuid({
    referrerParam: new URLSearchParams(location.search).get('referrer'),
    heloc: application,
  });
  const originator = useQuery({
    queryKey: queryKeys.originator(originatorId),
    queryFn: () => api.originator(originatorId as string),
    enabled: Boolean(originatorId),
    staleTime: ORIGINATOR_CACHE_MS,
  });

  const state = polling.exhausted ?? status.state;
  const decision = useMemo(
    () => decideScreen({ state, heloc: facts.heloc, machineState }),
    [state, facts.heloc, machineState],
  );
  // The core decides when an answer moves the borrower (§4.1): a declined decision — even while the
  // state is still pending — or any settled state, never while on document/disclosures.
  const routeNow = shouldRoute({
    state,
    uwDecision: status.uwDecision,
    currentScreen,
    pollingExhausted: polling.exhausted !== null,
  });

  const conditionUuid = new URLSearchParams(location.search).get('conditionUuid');
  // Polled every 60 s and on focus (shared-surfaces §7) on every screen: a new condition is announced wherever the borrower is.
  const conditions = useConditions(uuid);
  const conditionCounts = conditionsDashboard(conditions.data ?? []).counts;
  const conditionsHref = appScreenUrl(uuid, 'conditions');

  // Where the borrower goes is the core's journey-navigation machine (decision 076): it is told what
  // was read, where the borrower is and that a step succeeded, and says what to do.
  const navigation = useActorRef(journeyNavigationMachine);
  useEffect(() => {
    const subscriptions = [
      navigation.on('navigate', ({ to, replace, state }) => {
        // Another screen starts at the top now, not when its chunk has come: the status that moves the
        // borrower on re-lays the sidebar of the old screen first (its timeline, its offer panel), and
        // a page scrolled to its submit button got shorter under the reader, bringing the legal footer
        // up (credit/error after start/app-summary's submit: 0.118 on a busy machine; decision 078
        // amendment 7). The route's own scroll to the top (app/router.tsx) stays for every other move.
        if (new URL(to, window.location.href).pathname !== window.location.pathname) window.scrollTo(0, 0);
        void navigate(to, { replace, state });
      }),
      navigation.on('stateMoved', () => void queryClient.invalidateQueries({ queryKey: queryKeys.application(uuid) })),
      navigation.on('fallbackEvent', ({ event, facts }) => actor.send({ type: event, facts })),
      navigation.on('diagnosed', ({ warning, error }) => {
        if (warning) console.warn(warning);
        if (error) console.error(error);
      }),
      // The flow explorer's live view: every new screen decision, in words…
      navigation.on('decided', ({ decision: d, machineState: m }) =>
        postFlow({
          kind: 'decision',
          uuid,
          serverState: d.state,
          machineState: m,
          path: d.path,
          source: d.source,
          reason: d.reason,
          ...(d.warning ? { warning: d.warning } : {}),
          ...(d.error ? { error: d.error } : {}),
        }),
      ),
      // …and the screen the borrower is actually on, from the app's own route: what the live view
      // highlights (a companion screen or a table-routed state need not match the machine's state).
      navigation.on('screenShown', ({ screen, serverState }) =>
        postFlow({ kind: 'screen', uuid, screen, serverState }),
      ),
    ];
    return () => {
      for (const subscription of subscriptions) subscription.unsubscribe();
    };
  }, [navigation, navigate, queryClient, uuid, actor]);
  // One observation per render in which the read or the location changed (decision 076: a screen
  // that applies its answer and moves on itself changes both at once).
  useEffect(() => {
    navigation.send({
      type: 'OBSERVED',
      state: status.state,
      exhausted: polling.exhausted,
      facts,
      machineState,
      uuid,
      pathname: location.pathname,
      search: location.search,
    });
  }, [navigation, status.state, polling.exhausted, facts, machineState, uuid, location.pathname, location.search]);

  const applyApplication = useCallback(
    (app: Application) => {
      // Its work is done: a companion screen the step was taken on no longer holds the borrower.
      navigation.send({ type: 'STEP_SUCCEEDED' });
      queryClient.setQueryData(queryKeys.application(uuid), app);
      cacheStatus(queryClient, uuid, app.status);
    },
    [navigation, queryClient, uuid],
  );
  const onProcessingTimeout = useCallback(
    () => void toast({ variant: 'info', title: PROCESSING_TIMEOUT_TOAST.title, body: PROCESSING_TIMEOUT_TOAST.body }),
    [],
  );
  const sendMachineEvent = useCallback(
    (type: FallbackEventType, app?: Application) => actor.send({ type, facts: app ? { heloc: app, profile } : facts }),
    [actor, facts, profile],
  );

  const journey: Journey = {
    uuid,
    application,
    profile,
    status,
    decision,
    machineState,
    poll: polling.decision,
    applyApplication,
    sendMachineEvent,
  };
  const offer = offerDetails(application);
  // A condition's screen is beside the journey: the stepper keeps showing the step the application is on.
  const stepScreen = currentScreen && !isConditionScreen(currentScreen, conditionUuid) ? currentScreen : decision.path;
  const inPerson = notaryInPerson(status.manualNotary, application.property?.state);
  const stepper = stepperView(progressForScreen(stepScreen, inPerson), inPerson);

  return (
    <JourneyContext value={journey}>
      <Container size="lg" py="xl">
        {/* Small screens: the loan officer's bar at the top of the page (the card is in the sidebar from large up). */}
        <LoanOfficerCard info={originator.data?.originatorDisplayInfo} placement="top" />
        <Grid gap="xl" mt="md" className="heloc-journey-grid">
          <Grid.Col span={{ base: 12, md: 8 }} order={{ base: 1, md: 2 }} className="heloc-journey-screen">
            <ConditionsNotice
              needed={conditionCounts.needed}
              href={conditionsHref}
              announcement={conditions.announcement}
              hidden={isConditionScreen(currentScreen, conditionUuid)}
            />
            <Outlet />
          </Grid.Col>
          {/* On small screens it waits for the screen above it (journey-layout.css). */}
          <Grid.Col span={{ base: 12, md: 4 }} order={{ base: 2, md: 1 }} className="heloc-journey-sidebar">
            <Stack gap="md">
              <ProgressPanel
                stepper={stepper}
                offer={offer}
                loanNumber={application.loanNumber}
                companyName={org.footer.companyNameShort ?? org.orgBrand.name}
              />
              {/* The disclosure vault, reachable from every screen of the application (document/disclosures). */}
              <Anchor component={Link} to={appScreenUrl(uuid, 'document/disclosures')} size="sm">
                Your documents
              </Anchor>
              <ConditionsLink
                needed={conditionCounts.needed}
                total={conditionCounts.needed + conditionCounts.submitted + conditionCounts.accepted}
                href={conditionsHref}
              />
              <LoanOfficerCard info={originator.data?.originatorDisplayInfo} placement="sidebar" />
              <PropertyCard
                address={application.property}
                value={application.adjustedHomeAmount}
                condition={(application.property as { condition?: string } | null)?.condition}
              />
              {/* Last in the column: its chunk and its items arrive after the rest, and nothing sits below
                  it to be pushed (decision 078). It follows the status read above, so it moves when the record does. */}
              <Suspense fallback={null}>
                <JourneyNextSteps conditions={conditionCounts} />
              </Suspense>
            </Stack>
          </Grid.Col>
        </Grid>
      </Container>
      <ProcessingModal
        opened={polling.blocking && !routeNow && !screenExplainsWait(status.state, currentScreen)}
        messages={processingMessagesFor(status.state) ?? undefined}
        // After 30 s the modal gives way; the page keeps checking and moves on by itself.
        onTimeout={onProcessingTimeout}
      />
      {/* shared-surfaces §2: armed on liens, product/select, identity and signing/sign (the core's table). */}
      <LeaveSurveyArmed uuid={uuid} currentScreen={currentScreen} />
      {debugOpen && (
        <DebugPanel
          serverState={status.state}
          machineState={machineState}
          decision={decision}
          polling={polling.decision?.kind === 'wait' || polling.decision?.kind === 'refresh'}
        />
      )}
    </JourneyContext>
  );
}

export const Component = HelocRoot;
