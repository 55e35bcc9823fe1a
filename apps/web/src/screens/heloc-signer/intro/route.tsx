/** heloc-signer/intro: the signer's application (SignerApplication guards and loads it), explained. */
import { SignerApplication, signerScreenUrl } from '../../../features/signer/signer-application';
import { SignerIntro } from './intro';

export function SignerIntroRoute() {
  return <SignerApplication>{(application) => <SignerIntro application={application} signHref={signerScreenUrl('heloc-signer/sign', application.applicationUuid)} />}</SignerApplication>;
}

export const Component = SignerIntroRoute;
