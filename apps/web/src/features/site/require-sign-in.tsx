/**
 * The application area needs a session. Without a token — a signed-out deep link, or a 401 that
 * just cleared it — this sends the borrower to sign in with the current path kept
 * (loginRedirectFor), before the application screens can bounce to the dashboard and lose it.
 */
import { isUuid, LOGIN_PATH, loginRedirectFor } from '@heloc/core';
import { useSyncExternalStore, type ReactNode } from 'react';
import { Navigate, useLocation, useParams } from 'react-router';
import { tokenStore } from '../../lib/storage';

export function RequireSignIn({ children }: { readonly children: ReactNode }) {
  const location = useLocation();
  const { uuid = '' } = useParams();
  const token = useSyncExternalStore(tokenStore.subscribe, tokenStore.get);
  // A path that is not an application id is a page that does not exist, signed in or not.
  // A deliberate sign-out goes to plain sign-in: the next person at this computer must not be sent
  // back into the borrower's application. A session that ran out keeps the page to return to.
  if (!token && isUuid(uuid))
    return (
      <Navigate
        to={
          tokenStore.signedOut()
            ? LOGIN_PATH
            : loginRedirectFor({ pathname: location.pathname, search: location.search })
        }
        replace
      />
    );
  return children;
}
