/** /auth/login: the borrower signs in (or starts an application). */
import { SignInForm, type SignInFormProps } from '../../../components/sign-in-form/sign-in-form';

export type LoginProps = Omit<SignInFormProps, 'variant'>;

export function Login(props: LoginProps) {
  return <SignInForm variant="borrower" {...props} />;
}
