/**
 * A PDF shown in the page: one page at a time on a canvas, with pdf.js's text layer over it (the
 * words can be selected and read out), fitted to the width of its column (a phone shows the whole
 * page width), with page and zoom buttons, Page Up / Page Down on the focused page, and a
 * "Download PDF" fallback that always works, even where the page cannot be drawn.
 *
 * pdf.js is loaded with `import()` on first use (./pdfjs.ts), so no screen pays for it until it
 * shows a document.
 */
import './pdf-viewer.css';
import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { useElementWidth } from '../../lib/use-element-width';
import { useEffect, useEffectEvent, useRef, useState, type KeyboardEvent } from 'react';
import type { PDFDocumentProxy } from './pdfjs';

export interface PdfViewerProps {
  /** The document's bytes; null while they are being fetched. */
  readonly data: Uint8Array | null;
  /** The document's title, for the page's label ("Note, page 1 of 3"). */
  readonly title: string;
  /** The name the downloaded file gets. */
  readonly fileName: string;
  /** A failure to fetch the bytes (shown instead of the page). */
  readonly error?: string | null;
  /** Saves the PDF (bytes → Blob → object URL → <a download>). */
  readonly onDownload: () => void;
  /** Called once with the number of pages when the document has opened. */
  readonly onOpened?: (pageCount: number) => void;
}

const ZOOMS = [0.5, 0.75, 1, 1.25, 1.5, 2] as const;
const FIT = 2; // index of 1 (fit the width)

export function PdfViewer({ data, title, fileName, error, onDownload, onOpened }: PdfViewerProps) {
  // What was opened, and from which bytes: new bytes make the old document (or failure) stale at
  // once, without a render that still shows the previous document.
  const [opened, setOpened] = useState<{ readonly from: Uint8Array; readonly doc: PDFDocumentProxy | null } | null>(
    null,
  );
  const doc = opened && opened.from === data ? opened.doc : null;
  const failed = opened !== null && opened.from === data && opened.doc === null;
  const [paging, setPaging] = useState<{ readonly of: Uint8Array | null; readonly page: number }>({
    of: data,
    page: 1,
  });
  const page = paging.of === data ? paging.page : 1;
  const setPage = (to: number) => setPaging({ of: data, page: to });
  const [zoom, setZoom] = useState<number>(FIT);
  const { ref: sizeRef, width } = useElementWidth<HTMLDivElement>();
  const pageRef = useRef<HTMLDivElement>(null);
  const reportOpened = useEffectEvent((pages: number) => onOpened?.(pages));

  // Open the document whenever new bytes arrive.
  useEffect(() => {
    if (!data) return;
    let cancelled = false;
    let loaded: PDFDocumentProxy | null = null;
    void import('./pdfjs')
      .then(({ openPdf }) => openPdf(data))
      .then((d) => {
        loaded = d;
        if (cancelled) return void d.destroy();
        setOpened({ from: data, doc: d });
        reportOpened(d.numPages);
      })
      .catch(() => !cancelled && setOpened({ from: data, doc: null }));
    return () => {
      cancelled = true;
      void loaded?.destroy();
    };
  }, [data]);

  // Draw the current page at the width of the column × the zoom.
  useEffect(() => {
    const host = pageRef.current;
    if (!doc || !host || width <= 0) return;
    let cancelled = false;
    let cancelRender: (() => void) | undefined;
    void (async () => {
      try {
        const [{ TextLayer }, pdfPage] = await Promise.all([import('./pdfjs'), doc.getPage(page)]);
        if (cancelled) return;
        const base = pdfPage.getViewport({ scale: 1 });
        const scale = (width / base.width) * (ZOOMS[zoom] ?? 1);
        const viewport = pdfPage.getViewport({ scale });
        const ratio = window.devicePixelRatio || 1;
        const canvas = document.createElement('canvas');
        canvas.width = Math.floor(viewport.width * ratio);
        canvas.height = Math.floor(viewport.height * ratio);
        canvas.style.width = `${Math.floor(viewport.width)}px`;
        canvas.style.height = `${Math.floor(viewport.height)}px`;
        // The canvas is a picture of the text the text layer carries: hide it from screen readers.
        canvas.setAttribute('aria-hidden', 'true');
        const task = pdfPage.render({
          canvas,
          viewport,
          transform: ratio !== 1 ? [ratio, 0, 0, ratio, 0, 0] : undefined,
        });
        cancelRender = () => task.cancel();
        await task.promise;
        if (cancelled) return;
        const textLayer = document.createElement('div');
        textLayer.className = 'textLayer';
        host.style.setProperty('--total-scale-factor', String(scale));
        host.style.width = `${Math.floor(viewport.width)}px`;
        host.style.height = `${Math.floor(viewport.height)}px`;
        host.replaceChildren(canvas, textLayer);
        await new TextLayer({
          textContentSource: pdfPage.streamTextContent(),
          container: textLayer,
          viewport,
        }).render();
      } catch (e) {
        // A cancelled render (the page or size changed) is not a failure.
        if (!cancelled && !(e instanceof Error && e.name === 'RenderingCancelledException') && data)
          setOpened({ from: data, doc: null });
      }
    })();
    return () => {
      cancelled = true;
      cancelRender?.();
    };
  }, [doc, page, zoom, width, data]);

  const pages = doc?.numPages ?? 0;
  const go = (to: number) => setPage(Math.min(Math.max(to, 1), Math.max(pages, 1)));
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.key === 'PageDown') {
      e.preventDefault();
      go(page + 1);
    } else if (e.key === 'PageUp') {
      e.preventDefault();
      go(page - 1);
    }
  };
  const pageLabel = pages > 0 ? `Page ${page} of ${pages}` : 'Opening the document…';
  const problem = error ?? (failed ? 'We could not show this document here. Download it to read it.' : null);

  return (
    <Stack gap="xs">
      {/* Every row of controls wraps: four buttons in a row are wider than a 390 px phone (WCAG 1.4.10 reflow). */}
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Group gap="xs" wrap="wrap">
          <Button variant="default" size="xs" onClick={() => go(page - 1)} disabled={!doc || page <= 1}>
            Previous page
          </Button>
          {/* One width, that of its longest words: the buttons beside it, and how the row wraps, stay put
              when the page count replaces "Opening the document…" (decision 078). */}
          <Text size="sm" aria-live="polite" w="12rem" ta="center">
            {pageLabel}
          </Text>
          <Button variant="default" size="xs" onClick={() => go(page + 1)} disabled={!doc || page >= pages}>
            Next page
          </Button>
        </Group>
        <Group gap="xs" wrap="wrap">
          <Button
            variant="default"
            size="xs"
            onClick={() => setZoom((z) => Math.max(z - 1, 0))}
            disabled={!doc || zoom === 0}
          >
            Zoom out
          </Button>
          <Button variant="default" size="xs" onClick={() => setZoom(FIT)} disabled={!doc || zoom === FIT}>
            Fit width
          </Button>
          <Button
            variant="default"
            size="xs"
            onClick={() => setZoom((z) => Math.min(z + 1, ZOOMS.length - 1))}
            disabled={!doc || zoom === ZOOMS.length - 1}
          >
            Zoom in
          </Button>
          <Button
            variant="light"
            size="xs"
            onClick={onDownload}
            disabled={!data}
            aria-label={`Download PDF: ${fileName}`}
          >
            Download PDF
          </Button>
        </Group>
      </Group>
      {problem ? (
        <Alert color="red" title="Document not shown">
          {problem}
        </Alert>
      ) : (
        <div
          ref={sizeRef}
          className="heloc-pdf-scroller"
          role="region"
          aria-label={`${title}, ${pageLabel.toLowerCase()}`}
          // Focusable so Page Up / Page Down and the arrow keys scroll and turn pages without a mouse.
          tabIndex={0}
          onKeyDown={onKeyDown}
        >
          {!doc && (
            <Group justify="center" p="xl">
              <Loader size="sm" aria-hidden />
              <Text size="sm">Opening the document…</Text>
            </Group>
          )}
          <div ref={pageRef} className="heloc-pdf-page" hidden={!doc} />
        </div>
      )}
    </Stack>
  );
}
