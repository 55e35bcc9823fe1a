/**
 * heloc-signer/login: an additional signer signs in, or — with the invitation's token and email in
 * the link (?invite=…&email=…) — chooses a password first. Then their home, heloc-signer/resume.
 */
import { postLoginTarget, topLevelUrl } from '@heloc/core';
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
  const inviteToken = params.get('invite');
  return (
    <SignerLogin
      invited={Boolean(inviteToken)}
      email={params.get('email') ?? ''}
      submitting={submitting}
      error={error}
      onSubmit={async (values) => {
        setSubmitting(true);
        setError(null);
        try {
          const { jwt } = inviteToken ? await api.register({ ...values, inviteToken }) : await api.login(values);
          tokenStore.set(jwt);
          queryClient.clear();
          const redirectUrl = params.get('redirectUrl');
          navigate(redirectUrl ? postLoginTarget(redirectUrl) : topLevelUrl('heloc-signer/resume'), { replace: true });
        } catch (e) {
          setError(messageOf(e));
          setSubmitting(false);
        }
      }}
    />
  );
}

export const Component = SignerLoginRoute;
