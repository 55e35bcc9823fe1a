import { FORGOT_PASSWORD_PATH, isAllowedRedirectUrl, postLoginTarget, REGISTER_PATH } from '@heloc/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { api } from '../../../api/endpoints';
import { messageOf } from '../../../lib/http-client';
import { tokenStore } from '../../../lib/storage';
import { Login } from './login';

export function LoginRoute() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  return (
    <Login
      registerHref={REGISTER_PATH}
      forgotHref={FORGOT_PASSWORD_PATH}
      submitting={submitting}
      error={error}
      onSubmit={async (values) => {
        setSubmitting(true);
        setError(null);
        try {
          const { jwt } = await api.login(values);
          tokenStore.set(jwt);
          queryClient.clear();
          // Only a safe in-site path is honoured (the core's rule); without one, the borrower's one
          // active application, else the dashboard (the list is only fetched when it matters).
          const redirectUrl = params.get('redirectUrl');
          const applications = isAllowedRedirectUrl(redirectUrl)
            ? undefined
            : await api.applications().catch(() => undefined);
          navigate(postLoginTarget(redirectUrl, applications), { replace: true });
        } catch (e) {
          setError(messageOf(e));
          setSubmitting(false);
        }
      }}
    />
  );
}

export const Component = LoginRoute;
