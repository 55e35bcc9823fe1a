/** auth/reset-password?token=…: checks the new password's strength, then resets it with the token. */
import { FORGOT_PASSWORD_PATH, LOGIN_PATH, passwordFieldError } from '@heloc/core';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { api } from '../../../api/endpoints';
import { tokenStore } from '../../../lib/storage';
import { useWrite } from '../../../lib/use-write';
import { ResetPassword } from './reset-password';

export function ResetPasswordRoute() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [passwordError, setPasswordError] = useState<string | null>(null);
  const reset = useWrite(
    async (password: string) => {
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
    {
      onSuccess: (r) => setPasswordError(r.weak),
      onError: (message) => setPasswordError(passwordFieldError(message)),
    },
  );
  const failed = reset.error !== null && !passwordFieldError(reset.error);
  return (
    <ResetPassword
      hasToken={token !== ''}
      done={reset.succeeded && !reset.data?.weak}
      submitting={reset.submitting}
      error={failed ? reset.error : null}
      passwordError={passwordError}
      loginHref={LOGIN_PATH}
      forgotHref={FORGOT_PASSWORD_PATH}
      onSubmit={({ password }) => {
        setPasswordError(null);
        reset.send(password);
      }}
    />
  );
}

export const Component = ResetPasswordRoute;
