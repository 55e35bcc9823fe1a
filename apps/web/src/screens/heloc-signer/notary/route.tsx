/**
 * heloc-signer/notary: the signer's own notary visit read with the slots near the day asked for
 * (one query per day; the days shown stay while the next ones load), booked, moved or given up
 * through the one way to write. The co-deed status is read again after each, so heloc-signer/sign's
 * "You're done" shows the visit.
 */
import { topLevelUrl, type SignerNotaryBody } from '@heloc/core';
import type { CoDeedStatus } from '@heloc/core/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { queryKeys } from '../../../api/query-keys';
import { signerAreaApi } from '../../../api/signer-area';
import { SignerApplication } from '../../../features/signer/signer-application';
import { messageOf } from '../../../lib/http-client';
import { useWrite } from '../../../lib/use-write';
import { SignerNotary } from './notary';

function NotaryFor({ application }: { application: CoDeedStatus }) {
  const uuid = application.applicationUuid;
  const [around, setAround] = useState<string | null>(null);
  const [done, setDone] = useState<'booked' | 'cancelled' | null>(null);
  const visit = useQuery({
    queryKey: queryKeys.signerNotary(uuid, around),
    queryFn: () => signerAreaApi.notary(uuid, around),
    placeholderData: keepPreviousData,
  });
  const changed = [queryKeys.signerNotary(uuid), queryKeys.coDeedStatus()];
  const book = useWrite((body: SignerNotaryBody) => signerAreaApi.bookNotary(uuid, body), {
    invalidates: changed,
    onSuccess: () => setDone('booked'),
  });
  const cancel = useWrite(() => signerAreaApi.cancelNotary(uuid), {
    invalidates: changed,
    onSuccess: () => setDone('cancelled'),
  });
  return (
    <SignerNotary
      borrowerName={application.borrowerName}
      view={visit.data ?? null}
      loadError={visit.error ? messageOf(visit.error) : null}
      onRetry={() => void visit.refetch()}
      onDays={setAround}
      loadingDays={visit.isPlaceholderData}
      submitting={book.submitting || cancel.submitting}
      error={book.error ?? cancel.error}
      onBook={(body) => {
        setDone(null);
        book.send(body);
      }}
      onCancel={() => {
        setDone(null);
        cancel.send();
      }}
      done={done}
      homeHref={topLevelUrl('heloc-signer/resume')}
    />
  );
}

export function SignerNotaryRoute() {
  return (
    <SignerApplication screen="heloc-signer/notary">
      {(application) => <NotaryFor application={application} />}
    </SignerApplication>
  );
}

export const Component = SignerNotaryRoute;
