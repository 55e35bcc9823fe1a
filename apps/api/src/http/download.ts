/**
 * Headers for sending a stored file back: always a download (never rendered in the site's origin),
 * never sniffed, and typed only as one of the types uploads accept.
 */
import { ACCEPTED_UPLOAD_TYPES } from '../uploads/files.js';

const SAFE_TYPES: readonly string[] = Object.values(ACCEPTED_UPLOAD_TYPES);

// RFC 8187 attr-chars stay as they are; everything else is percent-encoded (encodeURIComponent
// leaves ' ( ) * ! unescaped, which the grammar does not allow).
const rfc8187 = (name: string) => encodeURIComponent(name).replace(/['()*!]/g, (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`);

/**
 * `attachment; filename="<ASCII fallback>"; filename*=UTF-8''<exact name>` (RFC 6266). The fallback
 * keeps printable ASCII but quotes, backslashes and semicolons, so no name can end the parameter
 * or add one; a header value outside Latin-1 would make the download a 500.
 */
export function attachmentDisposition(name: string): string {
  const wellFormed = name.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD');
  // Accents come off (résumé → resume); what has no ASCII form (emoji) is dropped.
  const ascii = wellFormed.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').replace(/[^\x20-\x7e]/g, '');
  const fallback = ascii.replace(/["\\;]/g, '_').trim() || 'download';
  return `attachment; filename="${fallback}"; filename*=UTF-8''${rfc8187(wellFormed)}`;
}

export function downloadHeaders(file: { name: string; mime: string; size: number }): Record<string, string> {
  return {
    'Content-Type': SAFE_TYPES.includes(file.mime) ? file.mime : 'application/octet-stream',
    'Content-Disposition': attachmentDisposition(file.name),
    'Content-Length': String(file.size),
    'X-Content-Type-Options': 'nosniff',
  };
}
