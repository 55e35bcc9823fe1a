/**
 * Issue 23, items 4 and 8: sizes come from headers alone, and a file's own end is found by walking
 * its structure (PNG chunks, JPEG segments and scan data), so markup after it is seen and bytes
 * inside it are not mistaken for it.
 */
import { describe, expect, it } from 'vitest';
import {
  describeLimits,
  hasMarkupAfterEnd,
  imageDimensions,
  SIGNATURE_IMAGE_LIMITS,
  UPLOAD_IMAGE_LIMITS,
  withinLimits,
} from './image-limits.js';
import { pngOf } from '../testing/bomb-bytes.js';

/** A PNG's header and chunks only: the IDAT holds whatever is given (never decoded here). */
const png = (width: number, height: number, idat = Buffer.alloc(0)) => {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 6, 0, 0, 0], 8);
  return pngOf(ihdr, idat);
};
/** A JPEG skeleton of width × height whose scan data is `scan`. */
const jpeg = (width: number, height: number, scan: Buffer) => {
  const sof = Buffer.from('ffc0000b080000000001011100', 'hex');
  sof.writeUInt16BE(height, 5);
  sof.writeUInt16BE(width, 7);
  return Buffer.concat([
    Buffer.from('ffd8ffe000104a46494600010100000100010000', 'hex'),
    sof,
    Buffer.from('ffda0008010100003f00', 'hex'),
    scan,
    Buffer.from('ffd9', 'hex'),
  ]);
};

describe('imageDimensions and the limits', () => {
  it('reads a PNG’s and a JPEG’s size from the header without decoding', () => {
    expect(imageDimensions(png(7000, 7000))).toEqual({ width: 7000, height: 7000 });
    expect(imageDimensions(jpeg(640, 480, Buffer.from('00', 'hex')))).toEqual({ width: 640, height: 480 });
    expect(imageDimensions(Buffer.from('not an image'))).toBeNull();
  });

  it('caps a signature and an upload by side and by pixels', () => {
    expect(withinLimits({ width: 1800, height: 600 }, SIGNATURE_IMAGE_LIMITS)).toBe(true);
    expect(withinLimits({ width: 4001, height: 10 }, SIGNATURE_IMAGE_LIMITS)).toBe(false);
    expect(withinLimits({ width: 3000, height: 2000 }, SIGNATURE_IMAGE_LIMITS)).toBe(false); // 6 MP
    expect(withinLimits({ width: 8064, height: 6048 }, UPLOAD_IMAGE_LIMITS)).toBe(true); // a 48 MP phone photo
    expect(withinLimits({ width: 7500, height: 7500 }, UPLOAD_IMAGE_LIMITS)).toBe(false);
    expect(describeLimits(SIGNATURE_IMAGE_LIMITS)).toBe('at most 4000 × 2000 pixels and 4 megapixels');
    expect(describeLimits(UPLOAD_IMAGE_LIMITS)).toBe('at most 12000 pixels on a side and 50 megapixels');
  });
});

describe('hasMarkupAfterEnd', () => {
  const markup = Buffer.from('<img src=x onerror=alert(1)>');

  it('finds markup after a PNG’s IEND, not inside its chunks', () => {
    expect(hasMarkupAfterEnd(Buffer.concat([png(1, 1), markup]), 'image/png')).toBe(true);
    expect(hasMarkupAfterEnd(png(1, 1, markup), 'image/png')).toBe(false);
  });

  it('finds markup after a JPEG’s EOI, skipping stuffed bytes and restart markers in the scan', () => {
    const scan = Buffer.concat([Buffer.from('12ff00ffd034', 'hex'), markup]);
    expect(hasMarkupAfterEnd(jpeg(1, 1, scan), 'image/jpeg')).toBe(false);
    expect(
      hasMarkupAfterEnd(Buffer.concat([jpeg(1, 1, scan), Buffer.from('<a href="javascript:x()">')]), 'image/jpeg'),
    ).toBe(true);
    // Padding or a camera's binary trailer after EOI is not markup.
    expect(hasMarkupAfterEnd(Buffer.concat([jpeg(1, 1, scan), Buffer.alloc(64)]), 'image/jpeg')).toBe(false);
  });

  it('finds markup after a PDF’s last %%EOF; an incremental update’s earlier %%EOF does not end it', () => {
    const pdf = Buffer.from(
      '%PDF-1.7\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n2 0 obj(<html>)endobj\ntrailer<<>>\n%%EOF\n',
    );
    expect(hasMarkupAfterEnd(pdf, 'application/pdf')).toBe(false);
    expect(hasMarkupAfterEnd(Buffer.concat([pdf, Buffer.from('<svg onload=alert(1)>')]), 'application/pdf')).toBe(true);
  });
});
