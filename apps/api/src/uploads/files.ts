/**
 * Multipart uploads, read on the stream: the number of files and each file's size are enforced
 * while the body arrives (the 11th file or the first byte over the limit stops the reading), then
 * each file's content is checked — type by magic bytes matching its name, no web-page or script
 * markers (polyglots), no password-protected PDFs — and it is stored in the database.
 */
import { createHash } from 'node:crypto';
import busboy from 'busboy';
import { fileTypeFromBuffer } from 'file-type';
import type { Context } from 'hono';
import { EncryptedPDFError, PDFDocument } from 'pdf-lib';
import { BAD_TEXT, BodyTooLargeError, isCleanText } from '../http/body.js';
import type { AppEnv } from '../http/context.js';
import { apiError } from '../http/errors.js';

export const ACCEPTED_UPLOAD_TYPES = { pdf: 'application/pdf', jpg: 'image/jpeg', png: 'image/png' } as const;
/** The most files one request may carry (routes may ask for fewer). */
export const MAX_UPLOAD_FILES = 10;

export const ENCRYPTED_PDF = 'This PDF is protected with a password. Open it, print it to a new PDF without a password, and upload that file.';

export interface UploadedFile {
  readonly name: string;
  readonly mime: string;
  readonly size: number;
  readonly sha256: string;
  readonly content: Buffer;
}

// eslint-disable-next-line no-control-regex -- control characters are what is being removed
const cleanName = (name: string) => name.replace(/[\\/\u0000-\u001f\u007f]+/g, '_').replace(/[\ud800-\udfff]/gu, '_').slice(0, 200) || 'upload';

/** The names a file of each detected type may carry; a mismatch is how a polyglot gets opened as something else. */
const EXTENSIONS: Record<string, readonly string[]> = { 'application/pdf': ['pdf'], 'image/jpeg': ['jpg', 'jpeg'], 'image/png': ['png'] };
const DECLARED_ALIASES: Record<string, readonly string[]> = { 'application/pdf': ['application/pdf', 'application/x-pdf'], 'image/jpeg': ['image/jpeg', 'image/jpg', 'image/pjpeg'], 'image/png': ['image/png'] };
const KIND: Record<string, string> = { 'application/pdf': 'PDF', 'image/jpeg': 'JPG', 'image/png': 'PNG' };

/**
 * Markup a browser or a script host would act on. None of it belongs in a scan or a photo; found
 * anywhere in the bytes, the file is also a web page (an HTML/PDF or PNG/script polyglot).
 */
const ACTIVE_CONTENT = /<(script|html|!doctype\s+html|svg|iframe|object|embed|body|head|meta|\?php)[\s>/]/i;

interface RawFile {
  readonly field: string;
  readonly filename: string;
  readonly declared: string;
  readonly content: Buffer;
}

/** Streams the multipart body through busboy with the limits in force; rejects as soon as one is passed. */
function parseMultipart(c: Context<AppEnv>, max: number, limit: number): Promise<{ files: RawFile[]; fields: Record<string, string> }> {
  const type = c.req.header('content-type') ?? '';
  const body = c.req.raw.body;
  if (!body) throw apiError(400, 'file: Required');
  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: { 'content-type': type },
      // Browsers send file names as raw UTF-8 (résumé😀.pdf), not RFC 2231-encoded.
      defParamCharset: 'utf8',
      limits: { files: max, fileSize: limit, fields: 20, fieldSize: 10_000, fieldNameSize: 100, parts: max + 20, headerPairs: 20 },
    });
  } catch {
    throw apiError(400, 'The multipart body has no boundary: send it as multipart/form-data with its boundary.');
  }

  return new Promise((resolve, reject) => {
    const files: RawFile[] = [];
    const fields: Record<string, string> = {};
    let failed = false;
    const reader = body.getReader();
    const fail = (error: unknown) => {
      if (failed) return;
      failed = true;
      // Stop reading: the rest of the body is never parsed or kept.
      reader.cancel().catch(() => undefined);
      parser.removeAllListeners();
      parser.on('error', () => undefined);
      parser.destroy();
      reject(error);
    };

    parser.on('file', (field, stream, info) => {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('limit', () => fail(apiError(413, `${cleanName(info.filename ?? '')} is larger than ${Math.round(limit / 1024 / 1024)} MB.`)));
      stream.on('end', () => {
        if (!failed && field === 'file') files.push({ field, filename: info.filename ?? '', declared: info.mimeType ?? '', content: Buffer.concat(chunks) });
      });
      stream.on('error', fail);
    });
    parser.on('field', (name, value) => {
      if (!isCleanText(name) || !isCleanText(value)) fail(apiError(400, `${isCleanText(name) ? name : 'field'}: ${BAD_TEXT}`));
      fields[name] = value;
    });
    parser.on('filesLimit', () => fail(apiError(400, `Upload at most ${max} files.`)));
    parser.on('fieldsLimit', () => fail(apiError(400, 'The upload has too many fields.')));
    parser.on('partsLimit', () => fail(apiError(400, 'The upload has too many parts.')));
    parser.on('error', () => fail(apiError(400, 'The multipart body is not valid.')));
    parser.on('close', () => {
      if (!failed) resolve({ files, fields });
    });

    void (async () => {
      try {
        for (;;) {
          const { done, value } = await reader.read();
          if (failed) return;
          if (done) {
            parser.end();
            return;
          }
          if (!parser.write(value)) await new Promise((r) => parser.once('drain', r));
        }
      } catch (error) {
        fail(error instanceof BodyTooLargeError ? apiError(413, 'The request is too large.') : apiError(400, 'The request body could not be read.'));
      }
    })();
  });
}

/** Whether a PDF is encrypted: pdf-lib reads the trailer's /Encrypt; a PDF it cannot parse is scanned for the key. */
async function isEncryptedPdf(content: Buffer): Promise<boolean> {
  try {
    await PDFDocument.load(content, { updateMetadata: false, throwOnInvalidObject: false });
    return false;
  } catch (error) {
    if (error instanceof EncryptedPDFError) return true;
    // The trailer and cross-reference stream dictionaries are never compressed, so the key shows in the bytes.
    return /\/Encrypt[\s/<[\d]/.test(content.toString('latin1'));
  }
}

async function checkContent(raw: RawFile): Promise<UploadedFile> {
  const name = cleanName(raw.filename);
  const content = raw.content;
  const detected = await fileTypeFromBuffer(content);
  if (!detected || !(Object.values(ACCEPTED_UPLOAD_TYPES) as string[]).includes(detected.mime)) {
    throw apiError(415, `${name} is not a PDF, JPG or PNG file.`);
  }
  const kind = KIND[detected.mime] ?? detected.mime;
  const ext = /\.([^.]+)$/.exec(name)?.[1]?.toLowerCase();
  const declared = raw.declared.split(';')[0]?.trim().toLowerCase() ?? '';
  const declaredOk = declared === '' || declared === 'application/octet-stream' || (DECLARED_ALIASES[detected.mime] ?? []).includes(declared);
  if ((ext !== undefined && !(EXTENSIONS[detected.mime] ?? []).includes(ext)) || !declaredOk) {
    throw apiError(415, `${name} is a ${kind} file but is named or labelled as something else. Upload it with a name ending in .${EXTENSIONS[detected.mime]?.[0] ?? ''}.`);
  }
  if (ACTIVE_CONTENT.test(content.toString('latin1'))) {
    throw apiError(415, `${name} contains web page or script code, so it cannot be accepted. Upload a plain scan or photo as a PDF, JPG or PNG file.`);
  }
  if (detected.mime === 'application/pdf' && (await isEncryptedPdf(content))) throw apiError(400, ENCRYPTED_PDF);
  return { name, mime: detected.mime, size: content.length, sha256: createHash('sha256').update(content).digest('hex'), content };
}

/** Reads the multipart body's files (field `file`, repeatable) and its text fields. */
export async function readUpload(c: Context<AppEnv>, options: { min?: number; max?: number } = {}): Promise<{ files: UploadedFile[]; fields: Record<string, string> }> {
  const limit = c.get('deps').env.UPLOAD_MAX_BYTES;
  if (!/^multipart\/form-data/i.test(c.req.header('content-type') ?? '')) throw apiError(415, 'Send the file as multipart/form-data.');
  const max = Math.min(options.max ?? MAX_UPLOAD_FILES, MAX_UPLOAD_FILES);
  const { files: raw, fields } = await parseMultipart(c, max, limit);
  const min = options.min ?? 1;
  if (raw.length < min) throw apiError(400, min > 1 ? `Upload at least ${min} files.` : 'file: Required');
  const files: UploadedFile[] = [];
  for (const f of raw) files.push(await checkContent(f));
  return { files, fields };
}
