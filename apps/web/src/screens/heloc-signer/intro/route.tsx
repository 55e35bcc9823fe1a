/** heloc-signer/intro: the signer's application (SignerApplication guards and loads it), explained; it leads to the ID (intro → identity → documents → sign). */
import { signerNextScreen } from '@heloc/core';
import { SignerApplication, signerScreenUrl } from '../../../features/signer/signer-application';
import { SignerIntro } from './intro';

export function SignerIntroRoute() {
  return <SignerApplication screen="heloc-signer/intro">{(application) => <SignerIntro application={application} signHref={signerScreenUrl(signerNextScreen('heloc-signer/intro'), application.applicationUuid)} />}</SignerApplication>;
}

export const Component = SignerIntroRoute;
