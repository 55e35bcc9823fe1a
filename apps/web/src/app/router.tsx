/**
 * The route table. Screen paths come from the core's catalogue (AppScreenPattern), one lazily
 * loaded module per screen; the journey root decides which one the borrower sees.
 *
 * Declarative routing (BrowserRouter + <Routes>): the app loads its data with TanStack Query, not
 * route loaders, and the data router would add about 20 kB gzip to the first screen (decision 007).
 */
import type { AppScreenPattern } from '@heloc/core';
import { BASE_PATH, LOGIN_PATH, DASHBOARD_PATH, FORGOT_PASSWORD_PATH, RESET_PASSWORD_PATH, SIGNER_LOGIN_PATH } from '@heloc/core';
import { LoadingOverlay } from '@mantine/core';
import { lazy, Suspense, useEffect, type ComponentType, type ReactNode } from 'react';
import { Navigate, Route, Routes, useNavigate, type NavigateFunction } from 'react-router';
import { RouteErrorBoundary } from '../features/site/route-error';
import { SiteGate } from '../features/site/site-gate';
import { NotFound } from '../screens/status-page/not-found';

/** A route module: it exports its screen container as `Component`. */
export type ScreenModule = () => Promise<{ Component: ComponentType }>;

/** The screens this release has, by catalogued path. */
export const SCREEN_MODULES: Partial<Record<AppScreenPattern, ScreenModule>> = {
  'start/profile': () => import('../routes/start-profile'),
  'credit/social': () => import('../routes/credit-social'),
  'review-app/no-credit': () => import('../routes/review-app-no-credit'),
  'review-app/property': () => import('../routes/review-app-property'),
  'product/select': () => import('../routes/product-select'),
  'start/contact': () => import('../routes/start-contact'),
  'start/hmda': () => import('../routes/start-hmda'),
  'start/app-summary': () => import('../routes/start-app-summary'),
  'error/decline': () => import('../routes/error-decline'),
  'error/timeout': () => import('../routes/error-timeout'),
};

/** A lazily loaded screen (created once, at module level, so it is never re-created on render). */
function lazyScreen(load: ScreenModule): () => ReactNode {
  const C = lazy(() => load().then((m) => ({ default: m.Component })));
  return function Screen() {
    return (
      <Suspense fallback={<LoadingOverlay visible aria-label="Loading" />}>
        <C />
      </Suspense>
    );
  };
}

const Login = lazyScreen(() => import('../routes/login'));
const ForgotPassword = lazyScreen(() => import('../screens/auth/forgot-password/route'));
const ResetPassword = lazyScreen(() => import('../screens/auth/reset-password/route'));
const Dashboard = lazyScreen(() => import('../routes/dashboard'));
const Registration = lazyScreen(() => import('../routes/registration'));
const SignerLogin = lazyScreen(() => import('../routes/signer-login'));
const SignerResume = lazyScreen(() => import('../routes/signer-resume'));
const HelocRoot = lazyScreen(() => import('../features/journey/heloc-root'));
const StepContinues = lazyScreen(() => import('../routes/step-continues'));
const SCREENS = Object.entries(SCREEN_MODULES).map(([path, load]) => ({ path, Screen: lazyScreen(load) }));

const SIGNER_HOME = `${BASE_PATH}/heloc-signer/resume`;

export function AppRoutes() {
  return (
    <RouteErrorBoundary>
      <Routes>
        <Route element={<SiteGate />}>
          <Route path={LOGIN_PATH} element={<Login />} />
          <Route path={FORGOT_PASSWORD_PATH} element={<ForgotPassword />} />
          <Route path={RESET_PASSWORD_PATH} element={<ResetPassword />} />
          <Route path={DASHBOARD_PATH} element={<Dashboard />} />
          <Route path={`${BASE_PATH}/register`} element={<Registration />} />
          {/* The additional signer's area: its own sign-in and home (the other signer screens come later). */}
          <Route path={SIGNER_LOGIN_PATH} element={<SignerLogin />} />
          <Route path={SIGNER_HOME} element={<SignerResume />} />
          <Route path={`${BASE_PATH}/heloc-signer/*`} element={<Navigate to={SIGNER_HOME} replace />} />
          <Route path={`${BASE_PATH}/:uuid`} element={<HelocRoot />}>
            {SCREENS.map(({ path, Screen }) => (
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
