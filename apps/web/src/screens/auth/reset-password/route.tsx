/** auth/reset-password?token=…: checks the new password's strength, then resets it with the token. */
import { FORGOT_PASSWORD_PATH, LOGIN_PATH, passwordFieldError } from '@heloc/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { api } from '../../../api/endpoints';
import { messageOf } from '../../../lib/http-client';
import { tokenStore } from '../../../lib/storage';
import { ResetPassword } from './reset-password';

export function ResetPasswordRoute() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [passwordError, setPasswordError] = useState<string | null>(null);
  const reset = useMutation({
    mutationFn: async (password: string) => {
      // The same rule as the server, answered before the request (zxcvbn loads only now).
      const weak = await import('../../../lib/password-estimator').then(
        (m) => m.problem(password, undefined, []),
        () => null,
      );
      if (weak) return { weak };
      await api.resetPassword({ token, password });
      // Every session of the account has ended on the server; drop this browser's copy too.
      tokenStore.clear();
      return { weak: null };
    },
    onSuccess: (r) => setPasswordError(r.weak),
    onError: (e) => setPasswordError(passwordFieldError(messageOf(e))),
  });
  const failed = reset.isError && !passwordFieldError(messageOf(reset.error));
  return (
    <ResetPassword
      hasToken={token !== ''}
      done={reset.isSuccess && !reset.data.weak}
      submitting={reset.isPending}
      error={failed ? messageOf(reset.error) : null}
      passwordError={passwordError}
      loginHref={LOGIN_PATH}
      forgotHref={FORGOT_PASSWORD_PATH}
      onSubmit={({ password }) => {
        setPasswordError(null);
        reset.mutate(password);
      }}
    />
  );
}

export const Component = ResetPasswordRoute;
