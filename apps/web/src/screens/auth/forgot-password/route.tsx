/** auth/forgot-password: sends the reset link (to the sandbox outbox) and shows "check your email". */
import { LOGIN_PATH } from '@heloc/core';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../api/endpoints';
import { messageOf } from '../../../lib/http-client';
import { ForgotPassword } from './forgot-password';

export function ForgotPasswordRoute() {
  const send = useMutation({ mutationFn: api.forgotPassword });
  return (
    <ForgotPassword
      sent={send.isSuccess}
      submitting={send.isPending}
      error={send.isError ? messageOf(send.error) : null}
      loginHref={LOGIN_PATH}
      onSubmit={(values) => send.mutate(values)}
    />
  );
}

export const Component = ForgotPasswordRoute;
