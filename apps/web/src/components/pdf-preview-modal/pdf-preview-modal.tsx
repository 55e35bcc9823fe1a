/**
 * A document opened over the screen: the product's one PDF viewer in a modal, full screen on a
 * phone. The application screen's disclosures and the disclosure vault open their documents here,
 * so the two never drift apart.
 */
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import { Modal, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { PdfViewer } from '../pdf-viewer/pdf-viewer';

export interface PdfPreviewModalProps {
  readonly title: string;
  /** The rule the document answers to, shown above it (the vault's documents). */
  readonly regulation?: string;
  /** The PDF's bytes; null while they load. */
  readonly data: Uint8Array | null;
  readonly error?: string | null;
  readonly fileName: string;
  readonly onDownload: () => void;
  readonly onClose: () => void;
}

export function PdfPreviewModal({
  title,
  regulation,
  data,
  error,
  fileName,
  onDownload,
  onClose,
}: PdfPreviewModalProps) {
  const phone = useMediaQuery('(max-width: 48em)');
  return (
    <Modal
      opened
      onClose={onClose}
      title={title}
      size="xl"
      fullScreen={phone === true}
      closeButtonProps={{ 'aria-label': 'Close the document' }}
    >
      <Stack gap="sm">
        {regulation && (
          <Text size="xs" c="dimmed">
            {regulation}
          </Text>
        )}
        {/* The product's one viewer (pdf.js, loaded lazily): pages with a text layer, page by page by keyboard, and Download PDF. */}
        <PdfViewer data={data} error={error} title={title} fileName={fileName} onDownload={onDownload} />
      </Stack>
    </Modal>
  );
}
