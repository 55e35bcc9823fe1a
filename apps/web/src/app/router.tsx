/**
 * The route table. Screen paths come from the core's catalogue (AppScreenPattern), one lazily
 * loaded module per screen; the journey root decides which one the borrower sees.
 */
import type { AppScreenPattern } from '@heloc/core';
import { BASE_PATH, LOGIN_PATH, DASHBOARD_PATH } from '@heloc/core';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { RouteError } from '../features/site/route-error';
import { SiteGate } from '../features/site/site-gate';
import { StatusPage } from '../screens/status-page/status-page';

type Lazy = NonNullable<RouteObject['lazy']>;

/** The screens this release has, by catalogued path. */
export const SCREEN_MODULES: Partial<Record<AppScreenPattern, Lazy>> = {
  'start/profile': () => import('../screens/start-profile/start-profile.route'),
  'credit/social': () => import('../screens/credit-social/credit-social.route'),
  'review-app/no-credit': () => import('../screens/review-app-no-credit/review-app-no-credit.route'),
  'review-app/property': () => import('../screens/review-app-property/review-app-property.route'),
  'product/select': () => import('../screens/product-select/product-select.route'),
  'start/contact': () => import('../screens/start-contact/start-contact.route'),
  'start/hmda': () => import('../screens/start-hmda/start-hmda.route'),
  'start/app-summary': () => import('../screens/start-app-summary/start-app-summary.route'),
  'error/decline': () => import('../screens/error-decline/error-decline.route'),
  'error/timeout': () => import('../screens/error-timeout/error-timeout.route'),
};

function NotFound() {
  return <StatusPage title="We can’t find that page" message="The link may be old or mistyped." actions={[{ label: 'Go to dashboard', href: DASHBOARD_PATH }]} />;
}

export const routes: RouteObject[] = [
  {
    Component: SiteGate,
    ErrorBoundary: RouteError,
    children: [
      { path: LOGIN_PATH, lazy: () => import('../screens/login/login.route') },
      { path: DASHBOARD_PATH, lazy: () => import('../screens/dashboard/dashboard.route') },
      { path: `${BASE_PATH}/register`, lazy: () => import('../screens/registration/registration.route') },
      {
        path: `${BASE_PATH}/:uuid`,
        lazy: () => import('../features/journey/heloc-root'),
        children: [
          ...Object.entries(SCREEN_MODULES).map(([path, lazy]) => ({ path, lazy })),
          { path: '*', lazy: () => import('../screens/step-continues/step-continues.route') },
        ],
      },
      { path: '*', Component: NotFound },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);
