/**
 * heloc-signer/login: an additional signer signs in, or — with the invitation's token and email in
 * the link (?invite=…&email=…) — chooses a password first. Then their home, heloc-signer/resume.
 */
import { FORGOT_PASSWORD_PATH, passwordFieldError, postLoginTarget, topLevelUrl } from '@heloc/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { api } from '../../../api/endpoints';
import { tokenStore } from '../../../lib/storage';
import { useWrite } from '../../../lib/use-write';
import { SignerLogin } from './login';

export function SignerLoginRoute() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [passwordError, setPasswordError] = useState<string | null>(null);
  const inviteToken = params.get('invite');
  const signIn = useWrite(
    async (values: { email: string; password: string }) => {
      // A new password gets the same strength check as on the server, before the request.
      const weak = inviteToken
        ? await import('../../../lib/password-estimator').then(
            (m) => m.problem(values.password, values.email, []),
            () => null,
          )
        : null;
      if (weak) return { weak };
      const { jwt } = inviteToken ? await api.register({ ...values, inviteToken }) : await api.login(values);
      tokenStore.set(jwt);
      queryClient.clear();
      return { weak: null };
    },
    {
      onSuccess: ({ weak }) => {
        if (weak) return setPasswordError(weak);
        const redirectUrl = params.get('redirectUrl');
        navigate(redirectUrl ? postLoginTarget(redirectUrl) : topLevelUrl('heloc-signer/resume'), { replace: true });
      },
      onError: (message) => setPasswordError(passwordFieldError(message)),
    },
  );
  // A refusal of the password is said at the password field; any other, above the form.
  const error = signIn.error !== null && !passwordFieldError(signIn.error) ? signIn.error : null;
  return (
    <SignerLogin
      invited={Boolean(inviteToken)}
      email={params.get('email') ?? ''}
      // Busy until the page is left (a weak password leaves the form open).
      submitting={signIn.submitting || (signIn.succeeded && !signIn.data?.weak)}
      error={error}
      passwordError={passwordError}
      forgotHref={inviteToken ? undefined : FORGOT_PASSWORD_PATH}
      onSubmit={(values) => {
        setPasswordError(null);
        return signIn.run(values);
      }}
    />
  );
}

export const Component = SignerLoginRoute;
