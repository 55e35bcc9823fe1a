/** Multipart uploads: size limit, type by magic bytes (never the file name), stored in the database. */
import { createHash } from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import type { Context } from 'hono';
import type { AppEnv } from '../http/context.js';
import { apiError } from '../http/errors.js';

export const ACCEPTED_UPLOAD_TYPES = { pdf: 'application/pdf', jpg: 'image/jpeg', png: 'image/png' } as const;

export interface UploadedFile {
  readonly name: string;
  readonly mime: string;
  readonly size: number;
  readonly sha256: string;
  readonly content: Buffer;
}

// eslint-disable-next-line no-control-regex -- control characters are what is being removed
const cleanName = (name: string) => name.replace(/[\\/\u0000-\u001f\u007f]+/g, '_').slice(0, 200) || 'upload';

/** Reads the multipart body's files (field `file`, repeatable) and its text fields. */
export async function readUpload(c: Context<AppEnv>, options: { min?: number; max?: number } = {}): Promise<{ files: UploadedFile[]; fields: Record<string, string> }> {
  const limit = c.get('deps').env.UPLOAD_MAX_BYTES;
  if (!(c.req.header('content-type') ?? '').startsWith('multipart/form-data')) throw apiError(415, 'Send the file as multipart/form-data.');
  const body = await c.req.parseBody({ all: true });
  const raw = body.file;
  const entries = (Array.isArray(raw) ? raw : raw === undefined ? [] : [raw]).filter((f): f is File => typeof f === 'object' && f !== null && 'arrayBuffer' in f);
  const min = options.min ?? 1;
  if (entries.length < min) throw apiError(400, min > 1 ? `Upload at least ${min} files.` : 'file: Required');
  if (options.max && entries.length > options.max) throw apiError(400, `Upload at most ${options.max} files.`);
  const files: UploadedFile[] = [];
  for (const f of entries) {
    if (f.size > limit) throw apiError(413, `${cleanName(f.name)} is larger than ${Math.round(limit / 1024 / 1024)} MB.`);
    const content = Buffer.from(await f.arrayBuffer());
    const detected = await fileTypeFromBuffer(content);
    if (!detected || !(Object.values(ACCEPTED_UPLOAD_TYPES) as string[]).includes(detected.mime)) {
      throw apiError(415, `${cleanName(f.name)} is not a PDF, JPG or PNG file.`);
    }
    files.push({ name: cleanName(f.name), mime: detected.mime, size: content.length, sha256: createHash('sha256').update(content).digest('hex'), content });
  }
  const fields = Object.fromEntries(Object.entries(body).filter((e): e is [string, string] => typeof e[1] === 'string'));
  return { files, fields };
}
