/** heloc-signer/cancelled: shown (by SignerApplication's redirect) for a withdrawn application only. */
import { topLevelUrl } from '@heloc/core';
import { SignerApplication } from '../../../features/signer/signer-application';
import { SignerCancelled } from './cancelled';

export function SignerCancelledRoute() {
  return (
    <SignerApplication screen="heloc-signer/cancelled">
      {(application) => <SignerCancelled application={application} resumeHref={topLevelUrl('heloc-signer/resume')} />}
    </SignerApplication>
  );
}

export const Component = SignerCancelledRoute;
