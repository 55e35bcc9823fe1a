/**
 * What an uploaded document may be, and the message that says how to fix it when it is not — one
 * rule for the browser (checked before a byte is sent) and the server (checked again on arrival).
 * Detecting a file's type from its bytes is a library's job in each place (file-type); this module
 * only decides, from what was detected, whether the file is acceptable.
 */

export const ACCEPTED_UPLOAD_TYPES = { pdf: 'application/pdf', jpg: 'image/jpeg', png: 'image/png' } as const;
type AcceptedUploadMime = (typeof ACCEPTED_UPLOAD_TYPES)[keyof typeof ACCEPTED_UPLOAD_TYPES];
/** The `accept` attribute of a file input that takes documents. */
export const UPLOAD_ACCEPT = 'application/pdf,image/jpeg,image/png,.pdf,.jpg,.jpeg,.png';
/** The most files one request may carry (a step may ask for fewer). */
export const MAX_UPLOAD_FILES = 10;
/** The server's default per-file limit (`UPLOAD_MAX_BYTES`). */
export const UPLOAD_MAX_BYTES_DEFAULT = 10 * 1024 * 1024;

/** The names a file of each detected type may carry; a mismatch is how a polyglot gets opened as something else. */
const UPLOAD_EXTENSIONS: Record<AcceptedUploadMime, readonly string[]> = {
  'application/pdf': ['pdf'],
  'image/jpeg': ['jpg', 'jpeg'],
  'image/png': ['png'],
};
/** The declared (browser-sent) types each detected type may arrive labelled as. */
const UPLOAD_DECLARED_ALIASES: Record<AcceptedUploadMime, readonly string[]> = {
  'application/pdf': ['application/pdf', 'application/x-pdf'],
  'image/jpeg': ['image/jpeg', 'image/jpg', 'image/pjpeg'],
  'image/png': ['image/png'],
};
const KIND: Record<AcceptedUploadMime, string> = { 'application/pdf': 'PDF', 'image/jpeg': 'JPG', 'image/png': 'PNG' };

/**
 * Markup a browser or a script host would act on. None of it belongs in a scan or a photo; found
 * anywhere in the bytes, the file is also a web page (an HTML/PDF or PNG/script polyglot).
 */
export const ACTIVE_CONTENT = /<(script|html|!doctype\s+html|svg|iframe|object|embed|body|head|meta|\?php)[\s>/]/i;
/** The trailer and cross-reference stream dictionaries are never compressed, so an encrypted PDF shows the key in its bytes. */
export const PDF_ENCRYPT_KEY = /\/Encrypt[\s/<[\d]/;

/** A limit in words: '10 MB', '2 KB'. */
const sizeLimit = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${Math.round(bytes / 1024 / 1024)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;

export const UPLOAD_MESSAGES = {
  encryptedPdf:
    'This PDF is protected with a password. Open it, print it to a new PDF without a password, and upload that file.',
  notAccepted: (name: string) => `${name} is not a PDF, JPG or PNG file.`,
  misnamed: (name: string, kind: string, ext: string) =>
    `${name} is a ${kind} file but is named or labelled as something else. Upload it with a name ending in .${ext}.`,
  activeContent: (name: string) =>
    `${name} contains web page or script code, so it cannot be accepted. Upload a plain scan or photo as a PDF, JPG or PNG file.`,
  tooLarge: (name: string, maxBytes: number) =>
    `${name} is larger than ${sizeLimit(maxBytes)}. Scan it at a lower resolution or split it, then upload it again.`,
  empty: (name: string) => `${name} is empty. Choose the file again, or scan the document again.`,
  tooMany: (max: number) => `Upload at most ${max} files.`,
  tooFew: (min: number) => (min > 1 ? `Upload at least ${min} files.` : 'file: Required'),
} as const;

/** What was learned about one file: its name and label as sent, its size, and what its bytes are. */
export interface UploadFacts {
  readonly name: string;
  /** The type the browser declared ('' when none). */
  readonly declared: string;
  readonly size: number;
  /** The type detected from the bytes (undefined when unrecognised). */
  readonly detected: string | undefined;
  readonly hasActiveContent: boolean;
  /** Only meaningful for PDFs. */
  readonly encrypted: boolean;
}

type UploadProblemKind = 'empty' | 'tooLarge' | 'notAccepted' | 'misnamed' | 'activeContent' | 'encryptedPdf';
export interface UploadProblem {
  readonly kind: UploadProblemKind;
  readonly message: string;
}

const isAccepted = (mime: string | undefined): mime is AcceptedUploadMime =>
  (Object.values(ACCEPTED_UPLOAD_TYPES) as string[]).includes(mime ?? '');

/** Why a file cannot be accepted, first problem first; null when it can. Pure. */
export function uploadProblem(file: UploadFacts, maxBytes: number = UPLOAD_MAX_BYTES_DEFAULT): UploadProblem | null {
  const { name } = file;
  if (file.size === 0) return { kind: 'empty', message: UPLOAD_MESSAGES.empty(name) };
  if (file.size > maxBytes) return { kind: 'tooLarge', message: UPLOAD_MESSAGES.tooLarge(name, maxBytes) };
  if (!isAccepted(file.detected)) return { kind: 'notAccepted', message: UPLOAD_MESSAGES.notAccepted(name) };
  const detected = file.detected;
  const ext = /\.([^.]+)$/.exec(name)?.[1]?.toLowerCase();
  const declared = file.declared.split(';')[0]?.trim().toLowerCase() ?? '';
  const declaredOk =
    declared === '' || declared === 'application/octet-stream' || UPLOAD_DECLARED_ALIASES[detected].includes(declared);
  if ((ext !== undefined && !UPLOAD_EXTENSIONS[detected].includes(ext)) || !declaredOk) {
    return {
      kind: 'misnamed',
      message: UPLOAD_MESSAGES.misnamed(name, KIND[detected], UPLOAD_EXTENSIONS[detected][0] ?? ''),
    };
  }
  if (file.hasActiveContent) return { kind: 'activeContent', message: UPLOAD_MESSAGES.activeContent(name) };
  if (detected === 'application/pdf' && file.encrypted)
    return { kind: 'encryptedPdf', message: UPLOAD_MESSAGES.encryptedPdf };
  return null;
}

/** Why a set of chosen files cannot be sent yet (each file's own problem is shown beside it); null when it can. */
export const SELECTION_MESSAGES = {
  none: 'Choose a file to upload.',
  checking: 'Wait a moment: the files are still being checked.',
  problems: 'Remove or replace the files marked above, then upload again.',
} as const;
export function selectionProblem(
  chosen: readonly { readonly checking: boolean; readonly problem: string | null }[],
  required = 1,
  max: number = MAX_UPLOAD_FILES,
): string | null {
  if (chosen.length === 0) return required > 1 ? UPLOAD_MESSAGES.tooFew(required) : SELECTION_MESSAGES.none;
  if (chosen.some((c) => c.checking)) return SELECTION_MESSAGES.checking;
  if (chosen.some((c) => c.problem !== null)) return SELECTION_MESSAGES.problems;
  if (chosen.length < required) return UPLOAD_MESSAGES.tooFew(required);
  if (chosen.length > max) return UPLOAD_MESSAGES.tooMany(max);
  return null;
}
