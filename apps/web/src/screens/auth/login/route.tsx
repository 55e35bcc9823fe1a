import { FORGOT_PASSWORD_PATH, isAllowedRedirectUrl, postLoginTarget, REGISTER_PATH } from '@heloc/core';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { api } from '../../../api/endpoints';
import { tokenStore } from '../../../lib/storage';
import { useWrite } from '../../../lib/use-write';
import { Login } from './login';

export function LoginRoute() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const login = useWrite(
    async (values: Parameters<typeof api.login>[0]) => {
      const { jwt } = await api.login(values);
      tokenStore.set(jwt);
      queryClient.clear();
      // Only a safe in-site path is honoured (the core's rule); without one, the borrower's one
      // active application, else the dashboard (the list is only fetched when it matters).
      const redirectUrl = params.get('redirectUrl');
      const applications = isAllowedRedirectUrl(redirectUrl)
        ? undefined
        : await api.applications().catch(() => undefined);
      return postLoginTarget(redirectUrl, applications);
    },
    { onSuccess: (target) => navigate(target, { replace: true }) },
  );
  return (
    <Login
      registerHref={REGISTER_PATH}
      forgotHref={FORGOT_PASSWORD_PATH}
      // Busy until the page is left: a second press cannot sign in twice.
      submitting={login.submitting || login.succeeded}
      error={login.error}
      onSubmit={login.run}
    />
  );
}

export const Component = LoginRoute;
