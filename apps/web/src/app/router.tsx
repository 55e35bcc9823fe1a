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

function NotFound() {
  return <StatusPage title="We can’t find that page" message="The link may be old or mistyped." actions={[{ label: 'Go to dashboard', href: DASHBOARD_PATH }]} />;
}

export const routes: RouteObject[] = [
  {
    Component: SiteGate,
    ErrorBoundary: RouteError,
    children: [
      { path: LOGIN_PATH, lazy: () => import('../routes/login') },
      { path: DASHBOARD_PATH, lazy: () => import('../routes/dashboard') },
      { path: `${BASE_PATH}/register`, lazy: () => import('../routes/registration') },
      {
        path: `${BASE_PATH}/:uuid`,
        lazy: () => import('../features/journey/heloc-root'),
        children: [
          ...Object.entries(SCREEN_MODULES).map(([path, lazy]) => ({ path, lazy })),
          { path: '*', lazy: () => import('../routes/step-continues') },
        ],
      },
      { path: '*', Component: NotFound },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);
