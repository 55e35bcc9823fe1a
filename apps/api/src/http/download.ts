/**
 * Headers for sending a file back, one helper for every download route (issue 23, item 8): an
 * attachment (only the closing PDFs the site's viewer shows go inline), never sniffed, typed only
 * as one of the types its upload accepts, and named by RFC 6266 `filename*` so any name — résumé😀.pdf
 * — is a valid header.
 */
import { ACCEPTED_UPLOAD_TYPES } from '../uploads/files.js';

const SAFE_TYPES: readonly string[] = Object.values(ACCEPTED_UPLOAD_TYPES);

// RFC 8187 attr-chars stay as they are; everything else is percent-encoded (encodeURIComponent
// leaves ' ( ) * ! unescaped, which the grammar does not allow).
const rfc8187 = (name: string) =>
  encodeURIComponent(name).replace(/['()*!]/g, (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`);

/**
 * `attachment; filename="<ASCII fallback>"; filename*=UTF-8''<exact name>` (RFC 6266), or `inline; …`
 * for a PDF the site's viewer shows. The fallback keeps printable ASCII but quotes, backslashes and
 * semicolons, so no name can end the parameter or add one; a header value outside Latin-1 would
 * make the download a 500. Every Content-Disposition the API sends is built here (issue 23, item 8).
 */
export function contentDisposition(name: string, disposition: 'attachment' | 'inline' = 'attachment'): string {
  const wellFormed = name.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD');
  // Accents come off (résumé → resume); what has no ASCII form (emoji) is dropped.
  const ascii = wellFormed
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]/g, '');
  const fallback = ascii.replace(/["\\;]/g, '_').trim() || 'download';
  return `${disposition}; filename="${fallback}"; filename*=UTF-8''${rfc8187(wellFormed)}`;
}

export interface DownloadOptions {
  /** The types this kind of file may be sent as; anything else goes as application/octet-stream. */
  readonly types?: readonly string[];
  /** `inline` for a PDF the site's own viewer opens; otherwise always an attachment. */
  readonly inline?: boolean;
}

/** The headers of every stored or generated file the API sends back. */
export function downloadHeaders(
  file: { name: string; mime: string; size: number },
  options: DownloadOptions = {},
): Record<string, string> {
  return {
    'Content-Type': (options.types ?? SAFE_TYPES).includes(file.mime) ? file.mime : 'application/octet-stream',
    'Content-Disposition': contentDisposition(file.name, options.inline ? 'inline' : 'attachment'),
    'Content-Length': String(file.size),
    'X-Content-Type-Options': 'nosniff',
  };
}
