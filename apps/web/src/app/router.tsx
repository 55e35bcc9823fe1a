/**
 * The route table, derived from the screen folders (app/screens.ts) and the core's catalogue: one
 * lazily loaded module per screen; the journey root decides which one the borrower sees.
 *
 * Declarative routing (BrowserRouter + <Routes>): the app loads its data with TanStack Query, not
 * route loaders, and the data router would add about 20 kB gzip to the first screen (decision 007).
 */
import { BASE_PATH, screenRoutePath, topLevelUrl } from '@heloc/core';
import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { Navigate, Route, Routes, useNavigate, type NavigateFunction } from 'react-router';
import { Loading } from '../components/loading/loading';
import { NotFound } from '../components/status-page/not-found';
import { RouteErrorBoundary } from '../features/site/route-error';
import { SiteGate } from '../features/site/site-gate';
import { SCREEN_MODULES, screenRoutes, type ScreenModule } from './screens';

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

const HelocRoot = lazyScreen(() => import('../features/journey/heloc-root'));
const StepContinues = lazyScreen(() => import('../components/step-continues/step-continues-route'));
const SCREENS = screenRoutes(SCREEN_MODULES).routes.map(({ entry, load }) => ({ entry, path: screenRoutePath(entry), Screen: lazyScreen(load) }));
const APP_SCREENS = SCREENS.filter((s) => s.entry.area === 'app');
const OTHER_SCREENS = SCREENS.filter((s) => s.entry.area !== 'app');

const SIGNER_HOME = topLevelUrl('heloc-signer/resume');

export function AppRoutes() {
  return (
    <RouteErrorBoundary>
      <Routes>
        <Route element={<SiteGate />}>
          {OTHER_SCREENS.map(({ path, Screen }) => (
            <Route key={path} path={path} element={<Screen />} />
          ))}
          {/* The signer screens still to come lead to the signer's home meanwhile. */}
          <Route path={`${BASE_PATH}/heloc-signer/*`} element={<Navigate to={SIGNER_HOME} replace />} />
          <Route path={`${BASE_PATH}/:uuid`} element={<HelocRoot />}>
            {APP_SCREENS.map(({ path, Screen }) => (
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
