/**
 * heloc-signer/intro: the signer's application (SignerApplication guards and loads it), explained; it
 * leads to the ID (intro → identity → documents → sign). With the signer-conditions flag on, a
 * condition opened for this signer is announced here with the way to clear it.
 */
import { signerNextScreen, visibleConditions } from '@heloc/core';
import type { CoDeedStatus } from '@heloc/core/contract';
import { SignerApplication, signerScreenUrl } from '../../../features/signer/signer-application';
import { Loading } from '../../../components/loading/loading';
import { useSignerConditions } from '../../../features/signer/signer-conditions';
import { SignerIntro } from './intro';

function IntroFor({ application }: { application: CoDeedStatus }) {
  const uuid = application.applicationUuid;
  const { conditions, loading } = useSignerConditions(uuid);
  const needed = visibleConditions(conditions ?? []).filter((c) => c.actionNeeded !== false).length;
  // The notice sits above the intro: drawn after it, it pushed the page down 135 px (layout shift
  // 0.045, decision 078). The screen waits for the conditions and appears whole.
  if (loading) return <Loading label="Loading your application" />;
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
