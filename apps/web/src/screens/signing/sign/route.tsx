import { appScreenUrl, canSignNote, closingDocument, DOCUMENTS_TO_SIGN, type ClosingDocumentKind } from '@heloc/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { queryKeys } from '../../../api/query-keys';
import { downloadPdf, fetchDisclosurePdf, fetchDisclosures } from '../../../api/signing';
import { useStep } from '../../../features/journey/use-step';
import { messageOf } from '../../../lib/http-client';
import { draftStore } from '../../../lib/storage';
import { SigningSign } from './sign';

export function SigningSignRoute() {
  const queryClient = useQueryClient();
  const { run, submitting, error, journey } = useStep();
  const { uuid, application: app } = journey;
  const draftKey = `signing-sign:${uuid}`;
  // The vault says which documents this user opened before (on an earlier visit or device).
  const vault = useQuery({ queryKey: queryKeys.disclosures(uuid), queryFn: () => fetchDisclosures(uuid) });
  const [activeKind, setActiveKind] = useState<ClosingDocumentKind | null>(null);
  const [openedHere, setOpenedHere] = useState<ReadonlySet<ClosingDocumentKind>>(new Set());
  // A document's bytes do not change while it is unsigned: fetched once per visit (the server records the view).
  const pdf = useQuery({ queryKey: queryKeys.disclosurePdf(uuid, activeKind ?? ''), queryFn: () => fetchDisclosurePdf(uuid, activeKind as ClosingDocumentKind), enabled: activeKind !== null, staleTime: Number.POSITIVE_INFINITY });

  const fetched = pdf.data !== undefined && activeKind !== null;
  useEffect(() => {
    if (!fetched || !activeKind || openedHere.has(activeKind)) return;
    setOpenedHere((s) => new Set(s).add(activeKind));
    void queryClient.invalidateQueries({ queryKey: queryKeys.disclosures(uuid) });
  }, [fetched, activeKind, openedHere, queryClient, uuid]);

  const viewed = new Set((vault.data ?? []).filter((d) => d.viewedAt !== null).map((d) => d.kind));
  const documents = DOCUMENTS_TO_SIGN.map((kind) => {
    const row = closingDocument(kind);
    return { kind, title: row.title, regulation: row.regulation, opened: viewed.has(kind) || openedHere.has(kind) };
  });
  const fullName = app.name ? `${app.name.firstName} ${app.name.lastName}` : '';
  // Only the typed name is kept as a draft: the drawing and the adopted signature stay in memory.
  const initialName = draftStore.load<{ name: string }>(draftKey).name ?? fullName;

  return (
    <SigningSign
      documents={documents}
      canSign={canSignNote(journey.status.state)}
      activeKind={activeKind}
      pdf={{ data: pdf.data ?? null, error: pdf.error ? messageOf(pdf.error) : null }}
      onOpenDocument={setActiveKind}
      onDownload={() => pdf.data && activeKind && downloadPdf(pdf.data, `${activeKind.toLowerCase()}.pdf`)}
      initialName={initialName}
      onNameChange={(name) => draftStore.save(draftKey, { name })}
      introHref={appScreenUrl(uuid, 'signing/intro')}
      supportHref={appScreenUrl(uuid, 'signing/support')}
      submitting={submitting}
      error={error}
      onSign={({ signature, initials }) =>
        void run('signNote', { esignConsent: true, signature, initials, documents: [...DOCUMENTS_TO_SIGN] }).then((ok) => ok && draftStore.clear(draftKey))
      }
    />
  );
}

export const Component = SigningSignRoute;
