/**
 * heloc-signer/login: an additional signer signs in, or — with the invitation's token and email in
 * the link (?invite=…&email=…) — chooses a password first. Then their home, heloc-signer/resume.
 */
import { FORGOT_PASSWORD_PATH, passwordFieldError, postLoginTarget, topLevelUrl } from '@heloc/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { api } from '../../../api/endpoints';
import { messageOf } from '../../../lib/http-client';
import { tokenStore } from '../../../lib/storage';
import { SignerLogin } from './login';

export function SignerLoginRoute() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [passwordError, setPasswordError] = useState<string | null>(null);
  const inviteToken = params.get('invite');
  return (
    <SignerLogin
      invited={Boolean(inviteToken)}
      email={params.get('email') ?? ''}
      submitting={submitting}
      error={error}
      passwordError={passwordError}
      forgotHref={inviteToken ? undefined : FORGOT_PASSWORD_PATH}
      onSubmit={async (values) => {
        setSubmitting(true);
        setError(null);
        setPasswordError(null);
        try {
          // A new password gets the same strength check as on the server, before the request.
          const weak = inviteToken
            ? await import('../../../lib/password-estimator').then(
                (m) => m.problem(values.password, values.email, []),
                () => null,
              )
            : null;
          if (weak) {
            setPasswordError(weak);
            setSubmitting(false);
            return;
          }
          const { jwt } = inviteToken ? await api.register({ ...values, inviteToken }) : await api.login(values);
          tokenStore.set(jwt);
          queryClient.clear();
          const redirectUrl = params.get('redirectUrl');
          navigate(redirectUrl ? postLoginTarget(redirectUrl) : topLevelUrl('heloc-signer/resume'), { replace: true });
        } catch (e) {
          const message = messageOf(e);
          const field = passwordFieldError(message);
          if (field) setPasswordError(field);
          else setError(message);
          setSubmitting(false);
        }
      }}
    />
  );
}

export const Component = SignerLoginRoute;
