/**
 * document/disclosures: the disclosure vault. Every closing document in three groups (consents you
 * gave, disclosures you received, documents you signed), each with the rule that asks for it, when
 * it was given, opened and signed, and the ways to read and keep it; documents still to come say
 * when they will. The rows come from the core's vaultGroups; this view only lays them out.
 *
 * The preview is the product's one PDF viewer (components/pdf-viewer, the same as signing/sign):
 * pages drawn by pdf.js with a text layer, on a phone too, and always "Download PDF".
 */
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/CloseButton.css';
import { Alert, Anchor, Badge, Box, Button, Group, Paper, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { Link } from 'react-router';
import type { ClosingDocumentKind, VaultGroup, VaultRow } from '@heloc/core';
import { FormError } from '../../../components/form-error/form-error';
import { PdfPreviewModal } from '../../../components/pdf-preview-modal/pdf-preview-modal';
import { Loading } from '../../../components/loading/loading';

export type DocumentCopy = 'blank' | 'signed';

export interface DisclosurePreview {
  readonly kind: ClosingDocumentKind;
  readonly title: string;
  readonly regulation: string;
  /** The PDF's bytes; null while they load. */
  readonly data: Uint8Array | null;
  readonly error?: string | null;
}

export interface DocumentDisclosuresProps {
  /** The vault's groups; undefined while they load. */
  readonly groups: readonly VaultGroup[] | undefined;
  /** The vault could not be loaded. */
  readonly loadError?: string | null;
  /** A view or download failed. */
  readonly error?: string | null;
  /** The action in progress, `${kind}:${copy}`. */
  readonly busy?: string | null;
  readonly preview?: DisclosurePreview | null;
  /** Where the journey continues (the screen the application's state decides). */
  readonly backHref?: string | null;
  readonly onView: (kind: ClosingDocumentKind) => void;
  readonly onDownload: (kind: ClosingDocumentKind, copy: DocumentCopy) => void;
  readonly onClosePreview: () => void;
  readonly onRetry?: () => void;
}

function Row({
  row,
  busy,
  onView,
  onDownload,
}: {
  row: VaultRow;
  busy?: string | null;
  onView: DocumentDisclosuresProps['onView'];
  onDownload: DocumentDisclosuresProps['onDownload'];
}) {
  const headingId = `doc-${row.kind}`;
  return (
    <Paper withBorder p="md" component="li" aria-labelledby={headingId} style={{ listStyle: 'none' }}>
      <Stack gap={6}>
        <Group justify="space-between" align="flex-start" gap="xs">
          <Title order={3} size="h5" id={headingId} style={{ flex: '1 1 16rem' }}>
            {row.title}
          </Title>
          {!row.available && (
            <Badge variant="light" color="gray">
              Not yet available
            </Badge>
          )}
          {row.canDownloadSigned && (
            <Badge variant="light" color="green">
              Signed
            </Badge>
          )}
        </Group>
        <Text size="xs" c="dimmed">
          {row.regulation}
        </Text>
        <Stack gap={0}>
          <Text size="sm">{row.given}</Text>
          {row.opened && <Text size="sm">{row.opened}</Text>}
          {row.signed && <Text size="sm">{row.signed}</Text>}
          {row.demonstrated && <Text size="sm">{row.demonstrated}</Text>}
          {row.timing && (
            <Text size="sm" fw={row.late ? 600 : undefined}>
              {row.timing}
            </Text>
          )}
        </Stack>
        {(row.canView || row.canDownloadSigned || row.externalUrl) && (
          <Group gap="xs" mt={4}>
            {row.canView && (
              <>
                <Button
                  size="xs"
                  onClick={() => onView(row.kind)}
                  loading={busy === `${row.kind}:view`}
                  aria-describedby={headingId}
                >
                  View
                </Button>
                <Button
                  size="xs"
                  variant="default"
                  onClick={() => onDownload(row.kind, 'blank')}
                  loading={busy === `${row.kind}:blank`}
                  aria-describedby={headingId}
                >
                  Download PDF
                </Button>
              </>
            )}
            {row.canDownloadSigned && (
              <Button
                size="xs"
                variant="default"
                onClick={() => onDownload(row.kind, 'signed')}
                loading={busy === `${row.kind}:signed`}
                aria-describedby={headingId}
              >
                Download signed copy
              </Button>
            )}
            {row.externalUrl && row.available && (
              <Anchor href={row.externalUrl} target="_blank" rel="noopener noreferrer" size="sm">
                Read the CFPB booklet<VisuallyHidden> (PDF, opens in a new tab)</VisuallyHidden>
              </Anchor>
            )}
          </Group>
        )}
      </Stack>
    </Paper>
  );
}

export function DocumentDisclosures({
  groups,
  loadError,
  error,
  busy,
  preview,
  backHref,
  onView,
  onDownload,
  onClosePreview,
  onRetry,
}: DocumentDisclosuresProps) {
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1}>Your documents</Title>
        <Text>
          Every disclosure, consent and agreement of your application, when you were given it and when you signed it.
          Download any of them to keep.
        </Text>
        {backHref && (
          <Anchor component={Link} to={backHref} size="sm">
            Back to your application
          </Anchor>
        )}
      </Stack>
      <FormError message={error} />
      {loadError ? (
        <Alert color="red" variant="light" role="alert" title="We could not load your documents">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{loadError}</Text>
            {onRetry && (
              <Button size="xs" variant="default" onClick={onRetry}>
                Try again
              </Button>
            )}
          </Stack>
        </Alert>
      ) : !groups ? (
        <Box pos="relative" mih={200}>
          <Loading label="Loading your documents" />
        </Box>
      ) : (
        groups.map((g) => (
          <Stack gap="sm" key={g.id} component="section" aria-labelledby={`group-${g.id}`}>
            <Title order={2} size="h3" id={`group-${g.id}`}>
              {g.title}
            </Title>
            <Stack gap="sm" component="ul" p={0} m={0}>
              {g.rows.map((row) => (
                <Row key={row.kind} row={row} busy={busy} onView={onView} onDownload={onDownload} />
              ))}
            </Stack>
          </Stack>
        ))
      )}
      {preview && (
        <PdfPreviewModal
          title={preview.title}
          regulation={preview.regulation}
          data={preview.data}
          error={preview.error}
          fileName={`${preview.kind.toLowerCase()}.pdf`}
          onDownload={() => onDownload(preview.kind, 'blank')}
          onClose={onClosePreview}
        />
      )}
    </Stack>
  );
}
