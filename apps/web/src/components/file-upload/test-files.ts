/** Files for tests and stories: what a borrower might pick, good and bad. */
const PDF_BODY = '%PDF-1.7\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n';

export const pdfFile = (name = 'paystub-march.pdf') => new File([PDF_BODY], name, { type: 'application/pdf' });
/** A PDF whose trailer names an /Encrypt dictionary: opening it needs a password. */
export const encryptedPdfFile = (name = 'locked-paystub.pdf') =>
  new File(['%PDF-1.7\n1 0 obj<<>>endobj\ntrailer<</Encrypt 5 0 R>>\n%%EOF\n'], name, { type: 'application/pdf' });
export const wordFile = (name = 'paystub.docx') =>
  new File(['PK\u0003\u0004 not a pdf'], name, {
    type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  });
/** Claims 12 MB without holding it: the size is checked before a byte is read. */
export function oversizedFile(name = 'scan-600dpi.pdf'): File {
  const file = new File([PDF_BODY], name, { type: 'application/pdf' });
  Object.defineProperty(file, 'size', { value: 12 * 1024 * 1024 });
  return file;
}

/**
 * Puts files in a file input as the browser's picker does (stories run in Chromium, which has
 * DataTransfer): the picker's `accept` filter is a convenience a person can switch off, so a story
 * may choose any file.
 */
export function chooseFiles(input: HTMLInputElement, files: readonly File[]) {
  const transfer = new DataTransfer();
  for (const file of files) transfer.items.add(file);
  input.files = transfer.files;
  input.dispatchEvent(new Event('change', { bubbles: true }));
}
/** The picker input of a FileUpload inside `root`. */
export const pickerIn = (root: HTMLElement) =>
  root.querySelector<HTMLInputElement>('input[type="file"][name="file"]') as HTMLInputElement;
