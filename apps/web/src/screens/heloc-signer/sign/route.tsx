/**
 * heloc-signer/sign: the signature (typed or drawn) goes to the server with the consent; the answer's time is the
 * one shown on "You're done". The signer's applications are re-read so heloc-signer/resume and
 * intro show "Signed" at once. "You're done" links to the signer's own notary visit where the
 * property's closing path has them book one (decision 089, amendment 4).
 */
import {
  signerBooksVisit,
  signerNotaryProblem,
  signerSignBody,
  signerVisitDone,
  propertyTimeZone,
  type Signature,
} from '@heloc/core';
import type { CoDeedStatus } from '@heloc/core/contract';
import { queryKeys } from '../../../api/query-keys';
import { signersApi } from '../../../api/signers';
import { SignerApplication, signerScreenUrl } from '../../../features/signer/signer-application';
import { useWrite } from '../../../lib/use-write';
import { LocationNotice } from '../../../components/location-notice/location-notice';
import { useSigningLocation } from '../../../lib/use-signing-location';
import { SignerSign } from './sign';

function SignFor({ application }: { application: CoDeedStatus }) {
  // Asked with its explanation first; shared or not, the signer signs (decision 060).
  const place = useSigningLocation();
  const sign = useWrite(
    (signature: Signature) =>
      signersApi.sign(application.applicationUuid, {
        ...signerSignBody(signature),
        ...(place.location ? { location: place.location } : {}),
      }),
    { invalidates: [queryKeys.coDeedStatus()] },
  );
  const { propertyState, propertyZone, notarySlot } = application;
  // Their own notary visit, where the path has them book one: while it can be booked, or once it is.
  const open = !signerNotaryProblem({
    state: application.state,
    signed: true,
    propertyState,
    visitDone: signerVisitDone(notarySlot, new Date().toISOString()),
  });
  const notary =
    signerBooksVisit(propertyState) && (open || notarySlot)
      ? {
          href: signerScreenUrl('heloc-signer/notary', application.applicationUuid),
          slot: notarySlot,
          zone: propertyTimeZone({ state: propertyState, timeZone: propertyZone }),
        }
      : null;
  return (
    <SignerSign
      application={application}
      notary={notary}
      submitting={sign.submitting}
      error={sign.error}
      // Signed here, or already (a reload, a second tab): both end on "You're done".
      signedAt={sign.data?.signedAt ?? (application.signed ? application.signedAt : null)}
      onSubmit={(values) => sign.send(values.signature)}
      locationNotice={<LocationNotice ask={place.ask} location={place.location} onShare={place.share} />}
    />
  );
}

export function SignerSignRoute() {
  return (
    <SignerApplication screen="heloc-signer/sign">
      {(application) => <SignFor application={application} />}
    </SignerApplication>
  );
}

export const Component = SignerSignRoute;
