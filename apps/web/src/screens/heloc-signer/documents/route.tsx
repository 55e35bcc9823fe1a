/**
 * heloc-signer/documents: the signer's documents and their openings from the server; opening one
 * fetches its bytes (recorded there as this signer's view), so the list is read again after it.
 */
import { signerNextScreen, type SignerDocumentKind } from '@heloc/core';
import type { CoDeedStatus } from '@heloc/core/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { saveBytes } from '../../../api/disclosures';
import { queryKeys } from '../../../api/query-keys';
import { signerAreaApi } from '../../../api/signer-area';
import { Loading } from '../../../components/loading/loading';
import { StatusPage } from '../../../components/status-page/status-page';
import { SignerApplication, signerScreenUrl } from '../../../features/signer/signer-application';
import { messageOf } from '../../../lib/http-client';
import { SignerDocuments } from './documents';

function DocumentsFor({ application }: { application: CoDeedStatus }) {
  const uuid = application.applicationUuid;
  const queryClient = useQueryClient();
  const [kind, setKind] = useState<SignerDocumentKind | null>(null);
  const list = useQuery({ queryKey: queryKeys.signerDocuments(uuid), queryFn: () => signerAreaApi.documents(uuid) });
  // An unsigned document's bytes do not change during a visit: fetched once and kept.
  const pdf = useQuery({
    queryKey: queryKeys.signerDocumentPdf(uuid, kind ?? ''),
    queryFn: async () => {
      const bytes = await signerAreaApi.documentPdf(uuid, kind as SignerDocumentKind);
      void queryClient.invalidateQueries({ queryKey: queryKeys.signerDocuments(uuid) });
      return bytes;
    },
    enabled: kind !== null,
    staleTime: Number.POSITIVE_INFINITY,
  });
  if (list.error) return <StatusPage title="We could not load your documents" message={messageOf(list.error)} />;
  if (!list.data) return <Loading label="Loading your documents" />;
  return (
    <SignerDocuments
      documents={list.data.documents}
      open={kind ? { kind, data: pdf.data ?? null, error: pdf.error ? messageOf(pdf.error) : null } : null}
      onOpen={setKind}
      onDownload={() => pdf.data && kind && saveBytes(pdf.data, `${kind.toLowerCase()}.pdf`)}
      signHref={application.canSign ? signerScreenUrl(signerNextScreen('heloc-signer/documents'), uuid) : null}
    />
  );
}

export function SignerDocumentsRoute() {
  return (
    <SignerApplication screen="heloc-signer/documents">
      {(application) => <DocumentsFor application={application} />}
    </SignerApplication>
  );
}

export const Component = SignerDocumentsRoute;
