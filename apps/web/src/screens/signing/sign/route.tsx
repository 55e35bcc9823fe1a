import { appScreenUrl, canSignNote, closingDocument, DOCUMENTS_TO_SIGN, type ClosingDocumentKind } from '@heloc/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { queryKeys } from '../../../api/query-keys';
import { fetchDisclosurePdf, fetchDisclosures, saveBytes } from '../../../api/disclosures';
import { useStep } from '../../../features/journey/use-step';
import { messageOf } from '../../../lib/http-client';
import { draftStore } from '../../../lib/storage';
import { useSigningLocation } from '../../../lib/use-signing-location';
import { LocationNotice } from '../../../components/location-notice/location-notice';
import { SigningSign } from './sign';

export function SigningSignRoute() {
  const queryClient = useQueryClient();
  const { run, submitting, error, journey } = useStep();
  const { uuid, application: app } = journey;
  const draftKey = `signing-sign:${uuid}`;
  // Asked with its explanation first; shared or not, the borrower signs (decision 060).
  const place = useSigningLocation();
  // The vault says which documents this user opened before (on an earlier visit or device).
  const vault = useQuery({ queryKey: queryKeys.disclosures(uuid), queryFn: () => fetchDisclosures(uuid) });
  const [activeKind, setActiveKind] = useState<ClosingDocumentKind | null>(null);
  // Signed (or being signed) in this visit: the state moves past NOTE_SIGNING before the journey routes on, and the
  // screen must not fall back to "not ready to sign" meanwhile — that short message shrank the page
  // under a reader scrolled to the Sign button (layout shift 0.23 on arrival at signing/additional,
  // decision 078) and said something untrue for a moment.
  const [signed, setSigned] = useState(false);
  // A document's bytes do not change while it is unsigned: fetched once per visit and kept (the
  // server records the fetch as the borrower opening it, so the vault is read again after it).
  const pdf = useQuery({
    queryKey: queryKeys.disclosurePdf(uuid, activeKind ?? ''),
    queryFn: async () => {
      const bytes = await fetchDisclosurePdf(uuid, activeKind as ClosingDocumentKind);
      void queryClient.invalidateQueries({ queryKey: queryKeys.disclosures(uuid) });
      return bytes;
    },
    enabled: activeKind !== null,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });
  // Opened in this visit: its bytes arrived (the vault says so too once read again).
  const openedHere = (kind: ClosingDocumentKind) =>
    queryClient.getQueryData(queryKeys.disclosurePdf(uuid, kind)) !== undefined;

  const viewed = new Set((vault.data ?? []).filter((d) => d.viewedAt !== null).map((d) => d.kind));
  const documents = DOCUMENTS_TO_SIGN.map((kind) => {
    const row = closingDocument(kind);
    return { kind, title: row.title, regulation: row.regulation, opened: viewed.has(kind) || openedHere(kind) };
  });
  const fullName = app.name ? `${app.name.firstName} ${app.name.lastName}` : '';
  // Only the typed name is kept as a draft: the drawing and the adopted signature stay in memory.
  const initialName = draftStore.load<{ name: string }>(draftKey).name ?? fullName;

  return (
    <SigningSign
      documents={documents}
      canSign={signed || canSignNote(journey.status.state)}
      activeKind={activeKind}
      pdf={{ data: pdf.data ?? null, error: pdf.error ? messageOf(pdf.error) : null }}
      onOpenDocument={setActiveKind}
      onDownload={() => pdf.data && activeKind && saveBytes(pdf.data, `${activeKind.toLowerCase()}.pdf`)}
      initialName={initialName}
      onNameChange={(name) => draftStore.save(draftKey, { name })}
      introHref={appScreenUrl(uuid, 'signing/intro')}
      supportHref={appScreenUrl(uuid, 'signing/support')}
      submitting={submitting}
      error={error}
      locationNotice={<LocationNotice ask={place.ask} location={place.location} onShare={place.share} />}
      onSign={({ signature, initials }) => {
        setSigned(true);
        void run('signNote', {
          esignConsent: true,
          signature,
          initials,
          documents: [...DOCUMENTS_TO_SIGN],
          ...(place.location ? { location: place.location } : {}),
        }).then((ok) => {
          setSigned(ok);
          if (ok) draftStore.clear(draftKey);
        });
      }}
    />
  );
}

export const Component = SigningSignRoute;
