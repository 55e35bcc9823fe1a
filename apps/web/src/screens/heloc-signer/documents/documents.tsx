/**
 * heloc-signer/documents: the documents the additional signer is given — the notice of their right to
 * cancel and the closing summary it refers to (Regulation Z §1026.15(a)(3), (b): each owner gets
 * them) — read in the same viewer as the borrower's. Signing is offered once each was opened.
 */
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Card.css';
import { Alert, Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import {
  SIGNER_AREA_MESSAGES,
  signerDocumentsRead,
  type SignerDocumentEntry,
  type SignerDocumentKind,
} from '@heloc/core';
import { Link } from 'react-router';
import { PdfViewer } from '../../../components/pdf-viewer/pdf-viewer';

export interface SignerDocumentsProps {
  readonly documents: readonly SignerDocumentEntry[];
  /** The document open in the viewer, with its bytes once they arrived. */
  readonly open: {
    readonly kind: SignerDocumentKind;
    readonly data: Uint8Array | null;
    readonly error: string | null;
  } | null;
  readonly onOpen: (kind: SignerDocumentKind) => void;
  readonly onDownload: () => void;
  /** heloc-signer/sign; null when signing is not open (not ready yet, or already signed). */
  readonly signHref: string | null;
}

export function SignerDocuments({ documents, open, onOpen, onDownload, signHref }: SignerDocumentsProps) {
  const read = signerDocumentsRead(documents);
  const active = open ? documents.find((d) => d.kind === open.kind) : undefined;
  return (
    <Stack gap="lg" maw={880} mx="auto" py="xl" px="md">
      <div>
        <Title order={1} size="h2">
          Read your documents
        </Title>
        <Text c="dimmed" mt={4}>
          As an owner of the home you receive these documents yourself. Open each one; you can download a copy to keep.
        </Text>
      </div>
      <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Your documents">
        {documents.map((d) => (
          <Card key={d.kind} withBorder component="li" padding="md">
            <Group justify="space-between" wrap="wrap" gap="sm">
              <div style={{ minWidth: 0 }}>
                <Text fw={600}>{d.title}</Text>
                <Text size="sm" c="dimmed">
                  {d.regulation}
                </Text>
              </div>
              <Group gap="sm">
                <Badge color={d.viewedAt ? 'green' : 'gray'} variant="light">
                  {d.viewedAt ? 'Opened' : 'Not opened yet'}
                </Badge>
                <Button variant="light" onClick={() => onOpen(d.kind)} aria-label={`Open ${d.title}`}>
                  Open
                </Button>
              </Group>
            </Group>
          </Card>
        ))}
      </Stack>
      {open && active ? (
        <PdfViewer
          data={open.data}
          error={open.error}
          title={active.title}
          fileName={`${active.kind.toLowerCase()}.pdf`}
          onDownload={onDownload}
        />
      ) : null}
      {signHref === null ? null : read ? (
        <Button component={Link} to={signHref} style={{ alignSelf: 'flex-start' }}>
          Continue to sign
        </Button>
      ) : (
        <Alert color="gray" variant="light" title="Before you sign">
          {SIGNER_AREA_MESSAGES.openEachFirst}
        </Alert>
      )}
    </Stack>
  );
}
