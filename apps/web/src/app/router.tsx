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
import {
  AGENT_CONSOLE_PATH,
  BASE_PATH,
  screenAtPath,
  screenCatalogue,
  screenRoutePath,
  topLevelUrl,
} from '@heloc/core';
import {
  lazy,
  Suspense,
  useEffect,
  useLayoutEffect,
  useState,
  useSyncExternalStore,
  type ComponentType,
  type ReactNode,
} from 'react';
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

/** A lazily loaded screen, and the way to load its chunk before it is first drawn. */
interface LazyScreen {
  (): ReactNode;
  /** Loads the chunk; a screen drawn after it has loaded renders at once, without its loader. */
  preload(): Promise<void>;
}

/**
 * A lazily loaded screen (created once, at module level, so it is never re-created on render). When
 * its chunk is already there (`preload`, the entry's first route) it renders the component itself:
 * no suspension, so the first paint holds the screen rather than its loader, and the screen is not
 * held back by React's 300 ms throttle on revealing suspended content (decision 096). Which of the
 * two a mounted screen uses is fixed when it mounts, so a chunk arriving later never remounts it.
 */
function lazyScreen(load: ScreenModule): LazyScreen {
  let chunk: Promise<ComponentType> | undefined;
  let loaded: ComponentType | undefined;
  const fetchOnce = () =>
    (chunk ??= load().then(
      (m) => (loaded = m.Component),
      (error: unknown) => {
        // A failed load must not stick: the route error boundary's retry loads it again.
        chunk = undefined;
        throw error;
      },
    ));
  const C = lazy(() => fetchOnce().then((Component) => ({ default: Component })));
  function Screen() {
    const [Ready] = useState(() => loaded);
    return <Suspense fallback={<Loading label="Loading the page" />}>{Ready ? <Ready /> : <C />}</Suspense>;
  }
  Screen.preload = () => fetchOnce().then(() => undefined);
  return Screen;
}

// The application screens render inside the journey root: fetch the registry alongside its chunk, and
// the screen the page's path names, so its chunk comes while the journey reads the application rather
// than after it (a first visit's LCP; decision 097).
const HelocRoot = lazyScreen(
  () => (preloadRegistry(), preloadAppScreen(window.location.pathname), import('../features/journey/heloc-root')),
);
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

/** The lazily loaded screen a full path shows, by the core's rule (a literal path before a pattern). */
function screenFor(pathname: string) {
  const entry = screenAtPath(pathname);
  return entry && SCREENS.find((screen) => screen.entry.folder === entry.folder);
}

/** Starts loading the application screen `pathname` shows, without waiting; a failure is the route's to report. */
function preloadAppScreen(pathname: string): void {
  const screen = screenFor(pathname);
  if (screen?.entry.area === 'app') screen.Screen.preload().catch(() => undefined);
}

/**
 * The chunk of the page's own screen, loaded before the first render (main.tsx) for the pages a
 * visitor opens without a session — registration, the signer's pages, the site's pages — whose
 * chunks the server also names in the page (apps/api route-preloads.ts). Not the application
 * screens: their first render shows the journey's loader while the session's reads are answered,
 * and holding it for the journey's chunks made the signed-in pages' first render one long task
 * (measured: total blocking time 350–400 → 570–580 ms on a return visit). Resolves once the chunk
 * is there, or after `maxWaitMs` whatever it does: a chunk that is slow, or never comes, leaves the
 * page as it was before — the shell and the screen's loader, then the screen. One that fails is
 * loaded again, and reported, when its route renders.
 */
export function preloadRoute(pathname: string, maxWaitMs: number): Promise<void> {
  const screen = screenFor(pathname);
  if (!screen || screen.entry.area === 'app') return Promise.resolve();
  return Promise.race([
    screen.Screen.preload().catch(() => undefined),
    new Promise<void>((resolve) => setTimeout(resolve, maxWaitMs)),
  ]);
}

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
