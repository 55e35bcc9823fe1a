/** auth/forgot-password: sends the reset link (to the sandbox outbox) and shows "check your email". */
import { LOGIN_PATH } from '@heloc/core';
import { api } from '../../../api/endpoints';
import { useWrite } from '../../../lib/use-write';
import { ForgotPassword } from './forgot-password';

export function ForgotPasswordRoute() {
  const send = useWrite(api.forgotPassword);
  return (
    <ForgotPassword
      sent={send.succeeded}
      submitting={send.submitting}
      error={send.error}
      loginHref={LOGIN_PATH}
      onSubmit={send.send}
    />
  );
}

export const Component = ForgotPasswordRoute;
