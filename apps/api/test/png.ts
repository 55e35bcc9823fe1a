/** PNG bytes for tests and the bomb script: chunks with their CRC, and a PNG of given IHDR, IDAT and tail. */
import { crc32 } from 'node:zlib';

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
export const pngOf = (ihdr: Buffer, idat: Buffer) => Buffer.concat([PNG_SIGNATURE, pngChunk('IHDR', ihdr), pngChunk('IDAT', idat), pngChunk('IEND', Buffer.alloc(0))]);
