/**
 * heloc-signer/login: an additional signer signs in, or — arriving from the invitation's link —
 * creates the password of the account the invitation made for their email.
 */
import { SignInForm, type SignInFormProps } from '../../../components/sign-in-form/sign-in-form';

export interface SignerLoginProps extends Omit<SignInFormProps, 'variant' | 'registerHref'> {
  /** True when the page was opened from the invitation link (it carries the invitation). */
  readonly invited: boolean;
}

export function SignerLogin({ invited, ...props }: SignerLoginProps) {
  return <SignInForm variant={invited ? 'signer-invite' : 'signer'} {...props} />;
}
