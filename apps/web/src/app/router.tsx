/**
 * The route table, derived from the core's catalogue (which the entry carries anyway): one lazily
 * loaded module per screen, found in the folder registry (app/screen-loader.ts, decision 040); the
 * journey root decides which one the borrower sees. Until the registry has loaded, every catalogued
 * path has a route; once it has, only the folders that exist keep theirs, so a catalogued screen not
 * built yet falls through to the routes below as it always did.
 *
 * Declarative routing (BrowserRouter + <Routes>): the app loads its data with TanStack Query, not
 * route loaders, and the data router would add about 20 kB gzip to the first screen (decision 007).
 */
import { AGENT_CONSOLE_PATH, BASE_PATH, screenCatalogue, screenRoutePath, topLevelUrl } from '@heloc/core';
import { lazy, Suspense, useEffect, useLayoutEffect, useSyncExternalStore, type ReactNode } from 'react';
import {
  Navigate,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useNavigationType,
  type NavigateFunction,
} from 'react-router';
import { Loading } from '../components/loading/loading';
import { NotFound } from '../components/status-page/not-found';
import { RouteErrorBoundary } from '../features/site/route-error';
import { RequireSignIn } from '../features/site/require-sign-in';
import { SiteGate } from '../features/site/site-gate';
import { builtFolders, loadAgentConsole, loadScreen, preloadRegistry, subscribeBuiltFolders } from './screen-loader';
import type { ScreenModule } from './screens';

/** A lazily loaded screen (created once, at module level, so it is never re-created on render). */
function lazyScreen(load: ScreenModule): () => ReactNode {
  const C = lazy(() => load().then((m) => ({ default: m.Component })));
  return function Screen() {
    return (
      <Suspense fallback={<Loading label="Loading the page" />}>
        <C />
      </Suspense>
    );
  };
}

// The application screens render inside the journey root: fetch the registry alongside its chunk.
const HelocRoot = lazyScreen(() => (preloadRegistry(), import('../features/journey/heloc-root')));
// The customer-service agents' console: its own page, outside the borrower's site and shell.
const AgentConsole = lazyScreen(loadAgentConsole);
const StepContinues = lazyScreen(() => import('../components/step-continues/step-continues-route'));
// BAD: `import.meta.glob('../screens/**/route.tsx')` here — one loader per screen in the entry.
// GOOD: the catalogue's paths, each loading its module through the lazily loaded registry.
const SCREENS = screenCatalogue().map((entry) => ({
  entry,
  path: screenRoutePath(entry),
  Screen: lazyScreen(() => loadScreen(entry.folder)),
}));

const SIGNER_HOME = topLevelUrl('heloc-signer/resume');

/**
 * A new screen starts at the top of the page, as a page the browser loads does. Without it a screen
 * reached from the foot of a long one (an upload button, a form's submit) opened scrolled down with
 * the legal footer in view, and the footer jumped away as the screen's content came (complete:
 * layout shift 0.088, decision 078). Back and forward (POP) keep the browser's own restoration; a
 * change of the query or the hash alone is the same screen and keeps its place.
 */
function useTopOfNewScreen() {
  const { pathname } = useLocation();
  const type = useNavigationType();
  useLayoutEffect(() => {
    if (type === 'POP') return;
    const root = document.scrollingElement;
    if (root) root.scrollTop = 0;
  }, [pathname, type]);
}

export function AppRoutes() {
  useTopOfNewScreen();
  const built = useSyncExternalStore(subscribeBuiltFolders, builtFolders);
  const screens = built ? SCREENS.filter((s) => built.has(s.entry.folder)) : SCREENS;
  const appScreens = screens.filter((s) => s.entry.area === 'app');
  const otherScreens = screens.filter((s) => s.entry.area !== 'app');
  return (
    <RouteErrorBoundary>
      <Routes>
        <Route path={AGENT_CONSOLE_PATH} element={<AgentConsole />} />
        <Route element={<SiteGate />}>
          {otherScreens.map(({ path, Screen }) => (
            <Route key={path} path={path} element={<Screen />} />
          ))}
          {/* The signer screens still to come lead to the signer's home meanwhile. */}
          <Route path={`${BASE_PATH}/heloc-signer/*`} element={<Navigate to={SIGNER_HOME} replace />} />
          <Route
            path={`${BASE_PATH}/:uuid`}
            element={
              <RequireSignIn>
                <HelocRoot />
              </RequireSignIn>
            }
          >
            {appScreens.map(({ path, Screen }) => (
              <Route key={path} path={path} element={<Screen />} />
            ))}
            <Route path="*" element={<StepContinues />} />
          </Route>
          <Route path="*" element={<NotFound />} />
        </Route>
      </Routes>
    </RouteErrorBoundary>
  );
}

/** Lets code outside React (the HTTP client's 401 handler) navigate inside the app. */
export function NavigateBridge({ onReady }: { readonly onReady: (navigate: NavigateFunction) => void }) {
  const navigate = useNavigate();
  useEffect(() => onReady(navigate), [navigate, onReady]);
  return null;
}
