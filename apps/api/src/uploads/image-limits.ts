/**
 * Images are measured from their headers before anything decodes them (issue 23, item 4): a PNG's
 * IHDR or a JPEG's SOF says how many pixels it will become, so a 250 KB file that would inflate to
 * 7000 × 7000 is refused in microseconds instead of stalling the server while it decodes. Also
 * where each file type ends (PNG's IEND chunk, JPEG's EOI marker, a PDF's last %%EOF), so markup
 * hidden after the end — where viewers never look but a browser sniffing the bytes might — is
 * found (item 8).
 */
import { imageSize } from 'image-size';

export interface ImageLimits {
  readonly maxWidth: number;
  readonly maxHeight: number;
  readonly maxPixels: number;
}
export interface Dimensions {
  readonly width: number;
  readonly height: number;
}

/** A signature pad's drawing: a wide, short canvas even at a 3× device pixel ratio is well inside this. */
export const SIGNATURE_IMAGE_LIMITS: ImageLimits = { maxWidth: 4000, maxHeight: 2000, maxPixels: 4_000_000 };
/** An uploaded scan or photo: a 48-megapixel phone photo or a 600 dpi legal-size scan fits; a bomb does not. */
export const UPLOAD_IMAGE_LIMITS: ImageLimits = { maxWidth: 12_000, maxHeight: 12_000, maxPixels: 50_000_000 };

const megapixels = (pixels: number) => `${Math.round(pixels / 1_000_000)} megapixels`;

/** The limits in words: 'at most 4000 × 2000 pixels and 4 megapixels'. */
export const describeLimits = (l: ImageLimits) =>
  l.maxWidth === l.maxHeight
    ? `at most ${l.maxWidth} pixels on a side and ${megapixels(l.maxPixels)}`
    : `at most ${l.maxWidth} × ${l.maxHeight} pixels and ${megapixels(l.maxPixels)}`;

/** Width and height from the header alone (no pixel is decoded); null when the header cannot be read. */
export function imageDimensions(bytes: Uint8Array): Dimensions | null {
  try {
    const { width, height } = imageSize(bytes);
    return width > 0 && height > 0 ? { width, height } : null;
  } catch {
    return null;
  }
}

export const withinLimits = (d: Dimensions, l: ImageLimits) =>
  d.width <= l.maxWidth && d.height <= l.maxHeight && d.width * d.height <= l.maxPixels;

/** Where a PNG ends: just after its IEND chunk, walking the chunks from the signature. Null when it has none. */
function pngEnd(bytes: Uint8Array): number | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let at = 8;
  while (at + 12 <= bytes.length) {
    const length = view.getUint32(at);
    const type = String.fromCharCode(bytes[at + 4]!, bytes[at + 5]!, bytes[at + 6]!, bytes[at + 7]!);
    at += 12 + length;
    if (type === 'IEND') return at <= bytes.length ? at : null;
  }
  return null;
}

/**
 * Where a JPEG ends: just after the EOI marker that closes its frame, walking the segments from
 * SOI (each marker's length is skipped; entropy-coded scan data runs to the next marker that is
 * not a stuffed 0xFF00 or a restart marker). Null when it has none.
 */
function jpegEnd(bytes: Uint8Array): number | null {
  let at = 2;
  while (at + 1 < bytes.length) {
    if (bytes[at] !== 0xff) return null;
    const marker = bytes[at + 1]!;
    if (marker === 0xff) {
      at += 1; // fill byte
      continue;
    }
    if (marker === 0xd9) return at + 2;
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      at += 2;
      continue;
    }
    if (at + 3 >= bytes.length) return null;
    const length = (bytes[at + 2]! << 8) | bytes[at + 3]!;
    at += 2 + length;
    if (marker === 0xda) {
      // Scan data: stop at the next real marker.
      while (
        at + 1 < bytes.length &&
        !(bytes[at] === 0xff && bytes[at + 1] !== 0x00 && !(bytes[at + 1]! >= 0xd0 && bytes[at + 1]! <= 0xd7))
      )
        at++;
    }
  }
  return null;
}

/** Where a PDF ends: after its last %%EOF (an incremental update appends another, so the last one counts). */
function pdfEnd(bytes: Uint8Array): number | null {
  const at = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).lastIndexOf('%%EOF', undefined, 'latin1');
  return at < 0 ? null : at + 5;
}

/**
 * Markup a browser would act on. Broader than the whole-file rule the browser also runs
 * (ACTIVE_CONTENT in @heloc/core): after a file's end there is no image or page data for an
 * ordinary tag name to collide with, so any HTML element, event handler or javascript: URL counts.
 */
const TRAILING_MARKUP =
  /<(?:!doctype|\?xml|\?php|script|html|body|head|meta|iframe|frame|frameset|object|embed|applet|svg|math|img|image|a|form|input|button|link|style|base|video|audio|source|details|marquee|xmp|template)[\s>/]|javascript:|vbscript:|\bon[a-z]{3,}\s*=/i;

/** Whether bytes after the file's own end (IEND, EOI, the last %%EOF) carry markup. */
export function hasMarkupAfterEnd(bytes: Uint8Array, mime: string): boolean {
  const end =
    mime === 'image/png'
      ? pngEnd(bytes)
      : mime === 'image/jpeg'
        ? jpegEnd(bytes)
        : mime === 'application/pdf'
          ? pdfEnd(bytes)
          : null;
  if (end === null || end >= bytes.length) return false;
  return TRAILING_MARKUP.test(
    Buffer.from(bytes.buffer, bytes.byteOffset + end, bytes.byteLength - end).toString('latin1'),
  );
}
