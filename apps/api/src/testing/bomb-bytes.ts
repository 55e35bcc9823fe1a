/** Bytes for the bomb tests and load:bombs: PNG chunks with their CRC, a PNG of given IHDR and IDAT, and a PDF object-stream bomb. */
import { crc32, deflateSync } from 'node:zlib';

export const PNG_SIGNATURE = Buffer.from('89504e470d0a1a0a', 'hex');

/** One PNG chunk: length, type, data, CRC-32 of type and data. */
export function pngChunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A PNG of these IHDR and (already deflated) IDAT bytes, ending at IEND. */
export const pngOf = (ihdr: Buffer, idat: Buffer) =>
  Buffer.concat([PNG_SIGNATURE, pngChunk('IHDR', ihdr), pngChunk('IDAT', idat), pngChunk('IEND', Buffer.alloc(0))]);

/** A PDF whose one object stream inflates to `inflated` bytes (blanks after one object). */
export function objectStreamBomb(inflated: number): Buffer {
  const head = Buffer.from('4 0 << /Bomb true >>');
  const body = Buffer.alloc(inflated, 0x20);
  body.set(head, 0);
  const packed = deflateSync(body, { level: 9 });
  return Buffer.concat([
    Buffer.from(
      '%PDF-1.7\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n2 0 obj\n<< /Type /Pages /Kids [] /Count 0 >>\nendobj\n',
    ),
    Buffer.from(`3 0 obj\n<< /Type /ObjStm /N 1 /First 4 /Filter /FlateDecode /Length ${packed.length} >>\nstream\n`),
    packed,
    Buffer.from('\nendstream\nendobj\ntrailer\n<< /Root 1 0 R /Size 5 >>\n%%EOF\n'),
  ]);
}
