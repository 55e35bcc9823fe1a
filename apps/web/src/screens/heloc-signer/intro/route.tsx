/**
 * heloc-signer/intro: the signer's application (SignerApplication guards and loads it), explained; it
 * leads to the ID (intro → identity → documents → sign). With the signer-conditions flag on, a
 * condition opened for this signer is announced here with the way to clear it.
 */
import { signerNextScreen, visibleConditions, type CoDeedStatusEntry } from '@heloc/core';
import { SignerApplication, signerScreenUrl } from '../../../features/signer/signer-application';
import { useSignerConditions } from '../../../features/signer/signer-conditions';
import { SignerIntro } from './intro';

function IntroFor({ application }: { application: CoDeedStatusEntry }) {
  const uuid = application.applicationUuid;
  const { conditions } = useSignerConditions(uuid);
  const needed = visibleConditions(conditions ?? []).filter((c) => c.actionNeeded !== false).length;
  return (
    <SignerIntro
      application={application}
      signHref={signerScreenUrl(signerNextScreen('heloc-signer/intro'), uuid)}
      conditions={{ needed, href: signerScreenUrl('heloc-signer/conditions', uuid) }}
    />
  );
}

export function SignerIntroRoute() {
  return (
    <SignerApplication screen="heloc-signer/intro">
      {(application) => <IntroFor application={application} />}
    </SignerApplication>
  );
}

export const Component = SignerIntroRoute;
