/**
 * pdf.js, configured the Vite way: the worker is emitted as its own asset and its URL handed to
 * pdf.js (pdfjs-dist 4+ ships the worker as an ES module that Vite cannot bundle into the page).
 * This module is only ever reached through `import()` from the viewer, so neither the first screen
 * nor signing/intro carries pdf.js (≈ 400 kB) — only a screen that shows a document does.
 */
import { getDocument, GlobalWorkerOptions, TextLayer, type PDFDocumentProxy } from 'pdfjs-dist';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';

GlobalWorkerOptions.workerSrc = workerUrl;

export { TextLayer };
export type { PDFDocumentProxy };

/** Opens a PDF from bytes. The bytes are copied: pdf.js transfers its buffer to the worker, which would empty the caller's. */
export function openPdf(bytes: Uint8Array): Promise<PDFDocumentProxy> {
  return getDocument({ data: bytes.slice(), isEvalSupported: false }).promise;
}
