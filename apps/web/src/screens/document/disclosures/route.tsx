import { appScreenUrl, closingDocument, vaultGroups, type ClosingDocumentKind } from '@heloc/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { disclosureFileName, downloadDisclosure, fetchDisclosurePdf, fetchDisclosures } from '../../../api/disclosures';
import { queryKeys } from '../../../api/query-keys';
import { useJourney } from '../../../features/journey/journey-context';
import { messageOf } from '../../../lib/http-client';
import { DocumentDisclosures, type DisclosurePreview, type DocumentCopy } from './disclosures';

/** The borrower's own zone, so "Given 10:05 AM PST" reads as their clock does. */
const localZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

export function DocumentDisclosuresRoute() {
  const { uuid, application, decision } = useJourney();
  const queryClient = useQueryClient();
  const vault = useQuery({
    queryKey: queryKeys.disclosures(uuid),
    queryFn: () => fetchDisclosures(uuid),
    refetchOnMount: 'always',
  });
  const groups = useMemo(() => (vault.data ? vaultGroups(vault.data, localZone()) : undefined), [vault.data]);
  const [preview, setPreview] = useState<DisclosurePreview | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  // Opening or downloading a document is recorded by the server: the vault's "Opened" changes.
  const refresh = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: queryKeys.disclosures(uuid) }),
    [queryClient, uuid],
  );

  const onView = useCallback(
    async (kind: ClosingDocumentKind) => {
      const row = closingDocument(kind);
      setError(null);
      setPreview({ kind, title: row.title, regulation: row.regulation, data: null });
      try {
        const data = await fetchDisclosurePdf(uuid, kind);
        setPreview((p) => (p?.kind === kind ? { ...p, data } : p));
        refresh();
      } catch (e) {
        setPreview((p) => (p?.kind === kind ? { ...p, error: messageOf(e) } : p));
      }
    },
    [uuid, refresh],
  );

  const onDownload = useCallback(
    async (kind: ClosingDocumentKind, copy: DocumentCopy) => {
      setBusy(`${kind}:${copy}`);
      setError(null);
      try {
        await downloadDisclosure(
          uuid,
          kind,
          copy,
          disclosureFileName(closingDocument(kind).title, application.loanNumber, copy),
        );
        refresh();
      } catch (e) {
        setError(messageOf(e));
      } finally {
        setBusy(null);
      }
    },
    [uuid, application.loanNumber, refresh],
  );

  const onClosePreview = useCallback(() => setPreview(null), []);

  const back =
    decision && decision.path !== '/' && decision.path !== 'document/disclosures'
      ? appScreenUrl(uuid, decision.path)
      : null;
  return (
    <DocumentDisclosures
      groups={groups}
      loadError={vault.isError ? messageOf(vault.error) : null}
      error={error}
      busy={busy}
      preview={preview}
      backHref={back}
      onView={(k) => void onView(k)}
      onDownload={(k, c) => void onDownload(k, c)}
      onClosePreview={onClosePreview}
      onRetry={() => void vault.refetch()}
    />
  );
}

export const Component = DocumentDisclosuresRoute;
