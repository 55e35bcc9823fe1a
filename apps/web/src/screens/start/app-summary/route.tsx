import { closingDocument, formatAddress, formatDateTime, isScreenWaitingState } from '@heloc/core';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import {
  demonstrateEsign,
  disclosureFileName,
  fetchDisclosurePdf,
  fetchEsignSample,
  giveApplicationDisclosures,
  saveBytes,
} from '../../../api/disclosures';
import { queryKeys } from '../../../api/query-keys';
import { useOrg } from '../../../app/org-context';
import { useStep } from '../../../features/journey/use-step';
import { messageOf } from '../../../lib/http-client';
import { StartAppSummary, type EsignCheck, type SummaryDocument, type SummaryPreview } from './app-summary';

/** The borrower's own zone, so "Given 10:05 AM PST" reads as their clock does. */
const localZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
const SAMPLE_TITLE = 'Sample document: can you open PDF files?';

export function StartAppSummaryRoute() {
  const org = useOrg();
  const { run, submitting, error, journey } = useStep();
  const { application: app, status, uuid } = journey;
  // The disclosures are still being prepared: the journey's one polling loop waits for them (core).
  const preparing = isScreenWaitingState(status.state);

  // Showing the screen gives the program disclosures and the booklet: the server records the first
  // time (Reg Z §1026.40(b)) and answers their rows. Asked once per visit, never polled.
  const given = useQuery({
    queryKey: queryKeys.applicationDisclosures(uuid),
    queryFn: () => giveApplicationDisclosures(uuid),
    enabled: !preparing,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const program = given.data?.find((d) => d.kind === 'HELOC_PROGRAM_DISCLOSURE');
  const booklet = given.data?.find((d) => d.kind === 'CFPB_HELOC_BOOKLET');

  const [esign, setEsign] = useState<EsignCheck>({ demonstrated: null });
  const [preview, setPreview] = useState<SummaryPreview | null>(null);

  const bytesOf = useCallback(
    (document: SummaryDocument) =>
      document === 'sample' ? fetchEsignSample(uuid) : fetchDisclosurePdf(uuid, 'HELOC_PROGRAM_DISCLOSURE'),
    [uuid],
  );
  const titleOf = (document: SummaryDocument) =>
    document === 'sample' ? SAMPLE_TITLE : closingDocument('HELOC_PROGRAM_DISCLOSURE').title;

  const onView = useCallback(
    async (document: SummaryDocument) => {
      setPreview({ document, title: titleOf(document), data: null });
      try {
        const data = await bytesOf(document);
        setPreview((p) => (p?.document === document ? { ...p, data } : p));
      } catch (e) {
        setPreview((p) => (p?.document === document ? { ...p, error: messageOf(e) } : p));
      }
    },
    [bytesOf],
  );
  const onDownload = useCallback(
    async (document: SummaryDocument) => {
      try {
        saveBytes(await bytesOf(document), disclosureFileName(titleOf(document), app.loanNumber, 'blank'));
      } catch (e) {
        setEsign((s) => (document === 'sample' ? { ...s, error: messageOf(e) } : s));
      }
    },
    [bytesOf, app.loanNumber],
  );
  const onCode = useCallback(
    async (code: string) => {
      setEsign({ demonstrated: null, checking: true });
      try {
        const { demonstratedAt } = await demonstrateEsign(uuid, code);
        setEsign({
          demonstrated: `You showed you can open PDF documents ${formatDateTime(demonstratedAt, localZone())}`,
        });
      } catch (e) {
        setEsign({ demonstrated: null, error: messageOf(e) });
      }
    },
    [uuid],
  );

  return (
    <StartAppSummary
      preparing={preparing}
      submitting={submitting}
      error={error}
      disclosures={{
        given: program?.givenAt ? `Given to you ${formatDateTime(program.givenAt, localZone())}` : null,
        bookletUrl: booklet?.externalUrl ?? closingDocument('CFPB_HELOC_BOOKLET').externalUrl ?? '',
        error: given.isError ? messageOf(given.error) : null,
      }}
      esign={esign}
      preview={preview}
      onView={(d) => void onView(d)}
      onDownload={(d) => void onDownload(d)}
      onClosePreview={() => setPreview(null)}
      onCode={(c) => void onCode(c)}
      onSubmit={() =>
        void run('submit', { esignConsent: true, disclosuresAcknowledged: true, hardCreditConsent: true })
      }
      view={{
        name: app.name ? `${app.name.firstName} ${app.name.lastName}` : '',
        address: formatAddress(app.property ?? undefined),
        email: app.contact?.email ?? '',
        phone: app.contact?.phone ?? '',
        annualIncome: app.statedIncome?.annualIncome ?? 0,
        lineAmount: app.amount ?? 0,
        initialDraw: app.uwCalculatedDrawAmount ?? 0,
        aprPercent: app.rate ?? 0,
        termYears: app.term ?? 0,
        disclosures: org.footer.disclosureCopy,
        companyName: org.footer.companyNameShort ?? org.orgBrand.name,
      }}
    />
  );
}

export const Component = StartAppSummaryRoute;
