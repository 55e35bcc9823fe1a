/**
 * The route table. Screen paths come from the core's catalogue (AppScreenPattern), one lazily
 * loaded module per screen; the journey root decides which one the borrower sees.
 */
import type { AppScreenPattern } from '@heloc/core';
import { BASE_PATH, LOGIN_PATH, DASHBOARD_PATH, SIGNER_LOGIN_PATH } from '@heloc/core';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { RouteError } from '../features/site/route-error';
import { SiteGate } from '../features/site/site-gate';
import { NotFound } from '../screens/status-page/not-found';

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

export const routes: RouteObject[] = [
  {
    Component: SiteGate,
    ErrorBoundary: RouteError,
    children: [
      { path: LOGIN_PATH, lazy: () => import('../routes/login') },
      { path: DASHBOARD_PATH, lazy: () => import('../routes/dashboard') },
      { path: `${BASE_PATH}/register`, lazy: () => import('../routes/registration') },
      // The additional signer's area: its own sign-in and home (the other signer screens come later).
      { path: SIGNER_LOGIN_PATH, lazy: () => import('../routes/signer-login') },
      { path: `${BASE_PATH}/heloc-signer/resume`, lazy: () => import('../routes/signer-resume') },
      { path: `${BASE_PATH}/heloc-signer/*`, Component: () => <Navigate to={`${BASE_PATH}/heloc-signer/resume`} replace /> },
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
