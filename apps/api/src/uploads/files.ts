/**
 * Multipart uploads, read on the stream: the number of files and each file's size are enforced
 * while the body arrives (the 11th file or the first byte over the limit stops the reading), then
 * each file's content is checked — type by magic bytes matching its name, no web-page or script
 * markers (polyglots), no markup after the file's own end, images within a pixel limit read from
 * their headers, and PDFs parsed in a worker within limits and judged by the parsed document (no
 * JavaScript or launch actions, no encryption) (issue 23, items 4 and 8) — and it is stored in
 * the database.
 */
import { createHash } from 'node:crypto';
import busboy from 'busboy';
import { fileTypeFromBuffer } from 'file-type';
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { ACCEPTED_UPLOAD_TYPES, ACTIVE_CONTENT, MAX_UPLOAD_FILES, UPLOAD_MESSAGES, uploadProblem } from '@heloc/core';
import { BAD_TEXT, BodyTooLargeError, isCleanText } from '../http/body.js';
import type { AppEnv } from '../http/context.js';
import { apiError } from '../http/errors.js';
import {
  describeLimits,
  hasMarkupAfterEnd,
  imageDimensions,
  UPLOAD_IMAGE_LIMITS,
  withinLimits,
} from './image-limits.js';
import { checkQuota } from './quota.js';
import { judgePdf, PDF_MESSAGES, WorkerUnavailable, type PdfJudgement } from './pdf-check.js';
import {
  countStrike,
  pdfSender,
  refuseIfStruckOut,
  startsLikePdf,
  struckOutRefusal,
  type PdfSender,
} from './pdf-strikes.js';

export { ACCEPTED_UPLOAD_TYPES, MAX_UPLOAD_FILES };
export const ENCRYPTED_PDF = UPLOAD_MESSAGES.encryptedPdf;
export const TRUNCATED_MULTIPART = 'The multipart body ended before its closing boundary: send the whole form again.';

export interface UploadedFile {
  readonly name: string;
  readonly mime: string;
  readonly size: number;
  readonly sha256: string;
  readonly content: Buffer;
}

export const cleanName = (name: string) =>
  name
    // eslint-disable-next-line no-control-regex -- control characters are what is being removed
    .replace(/[\\/\u0000-\u001f\u007f]+/g, '_')
    .replace(/[\ud800-\udfff]/gu, '_')
    .slice(0, 200) || 'upload';

export interface RawFile {
  readonly field: string;
  readonly filename: string;
  readonly declared: string;
  readonly content: Buffer;
}

/**
 * Streams the multipart body through busboy with the limits in force; rejects as soon as one is
 * passed. `refusePdf` (a struck-out sender's 429) rejects at the first chunk of a PDF part.
 */
export function parseMultipart(
  c: Context<AppEnv>,
  max: number,
  limit: number,
  refusePdf?: HTTPException,
): Promise<{ files: RawFile[]; fields: Record<string, string> }> {
  const type = c.req.header('content-type') ?? '';
  const body = c.req.raw.body;
  if (!body) throw apiError(400, 'file: Required');
  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: { 'content-type': type },
      // Browsers send file names as raw UTF-8 (résumé😀.pdf), not RFC 2231-encoded.
      defParamCharset: 'utf8',
      limits: {
        files: max,
        fileSize: limit,
        fields: 20,
        fieldSize: 10_000,
        fieldNameSize: 100,
        parts: max + 20,
        headerPairs: 20,
      },
    });
  } catch {
    throw apiError(400, 'The multipart body has no boundary: send it as multipart/form-data with its boundary.');
  }

  return new Promise((resolve, reject) => {
    const files: RawFile[] = [];
    const fields: Record<string, string> = {};
    let failed = false;
    const reader = body.getReader();
    let wake: (() => void) | undefined;
    const fail = (error: unknown) => {
      if (failed) return;
      failed = true;
      // Stop parsing: the rest of the body is received and dropped (within the body's byte limit),
      // never parsed or kept. Received, not cut off: a socket closed mid-upload would reach the
      // sender as a network error instead of this answer.
      parser.removeAllListeners();
      parser.on('error', () => undefined);
      parser.destroy();
      wake?.();
      reject(error);
    };

    parser.on('file', (field, stream, info) => {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => {
        if (refusePdf && chunks.length === 0 && startsLikePdf(info.mimeType ?? '', info.filename ?? '', chunk))
          fail(refusePdf);
        chunks.push(chunk);
      });
      stream.on('limit', () => fail(apiError(413, UPLOAD_MESSAGES.tooLarge(cleanName(info.filename ?? ''), limit))));
      stream.on('end', () => {
        if (!failed && field === 'file')
          files.push({
            field,
            filename: info.filename ?? '',
            declared: info.mimeType ?? '',
            content: Buffer.concat(chunks),
          });
      });
      // busboy ends a file cut off before its closing boundary with an error on the file's stream.
      stream.on('error', () => fail(apiError(400, TRUNCATED_MULTIPART)));
    });
    parser.on('field', (name, value) => {
      if (!isCleanText(name) || !isCleanText(value))
        fail(apiError(400, `${isCleanText(name) ? name : 'field'}: ${BAD_TEXT}`));
      fields[name] = value;
    });
    parser.on('filesLimit', () => fail(apiError(400, UPLOAD_MESSAGES.tooMany(max))));
    parser.on('fieldsLimit', () => fail(apiError(400, 'The upload has too many fields.')));
    parser.on('partsLimit', () => fail(apiError(400, 'The upload has too many parts.')));
    parser.on('error', (error: Error) =>
      fail(
        apiError(400, /unexpected end/i.test(error.message) ? TRUNCATED_MULTIPART : 'The multipart body is not valid.'),
      ),
    );
    parser.on('close', () => {
      if (!failed) resolve({ files, fields });
    });

    void (async () => {
      try {
        for (;;) {
          const { done, value } = await reader.read();
          if (done) {
            if (!failed) parser.end();
            return;
          }
          if (failed) continue;
          if (!parser.write(value))
            await new Promise<void>((r) => {
              wake = r;
              parser.once('drain', r);
            });
        }
      } catch (error) {
        if (failed) {
          reader.cancel().catch(() => undefined);
          return;
        }
        fail(
          error instanceof BodyTooLargeError
            ? apiError(413, 'The request is too large.')
            : apiError(400, 'The request body could not be read.'),
        );
      }
    })();
  });
}

/** 503 with `{ errors }` and a Retry-After: the PDF checker is busy or could not start. */
const unavailable = (message: string) =>
  new HTTPException(503, {
    res: new Response(JSON.stringify({ errors: [message] }), {
      status: 503,
      headers: { 'content-type': 'application/json; charset=utf-8', 'retry-after': '30' },
    }),
  });

/** The answer to a PDF the worker refused: the status for its kind and the message naming the limit or the problem. */
function pdfRefusal(judgement: Exclude<PdfJudgement, 'ok'>, name: string) {
  switch (judgement) {
    case 'encrypted':
      return apiError(400, UPLOAD_MESSAGES.encryptedPdf);
    case 'script':
      return apiError(415, PDF_MESSAGES.script(name));
    case 'unreadable':
      return apiError(415, PDF_MESSAGES.unreadable(name));
    case 'busy':
      return unavailable(PDF_MESSAGES.busy());
    default:
      return apiError(422, PDF_MESSAGES[judgement](name));
  }
}

/**
 * Parses a PDF off the event loop and judges it: 'ok' or why not (503 when no worker can start).
 * A sender who has used its strikes is refused (429) before any parsing, and a refusal for a
 * resource limit counts a strike (pdf-strikes.ts).
 */
export async function readPdf(content: Uint8Array, sender: PdfSender): Promise<PdfJudgement> {
  await refuseIfStruckOut(sender);
  let judgement: PdfJudgement;
  try {
    judgement = await judgePdf(content);
  } catch (error) {
    if (error instanceof WorkerUnavailable)
      throw unavailable('Documents cannot be checked right now. Try again in a minute.');
    throw error;
  }
  await countStrike(sender, judgement);
  return judgement;
}

/**
 * What the browser cannot judge, for every stored upload (documents and chat attachments alike):
 * markup after the file's own end, an image's size from its header (before anything decodes it),
 * and a PDF's parsed document (in a worker, within limits: no JavaScript, no launch action, not
 * encrypted however its names are spelled). A caller that has already read the PDF passes its
 * judgement, so no PDF is parsed twice.
 */
export async function checkParsedContent(
  content: Buffer,
  mime: string,
  name: string,
  sender: PdfSender,
  judged?: PdfJudgement,
): Promise<void> {
  if (hasMarkupAfterEnd(content, mime)) throw apiError(415, UPLOAD_MESSAGES.activeContent(name));
  if (mime === 'application/pdf') {
    const judgement = judged ?? (await readPdf(content, sender));
    if (judgement !== 'ok') throw pdfRefusal(judgement, name);
    return;
  }
  if (!mime.startsWith('image/')) return;
  const size = imageDimensions(content);
  if (!size)
    throw apiError(
      415,
      `${name} could not be read as an image. Save or scan it again as a JPG or PNG file, then upload it.`,
    );
  if (!withinLimits(size, UPLOAD_IMAGE_LIMITS))
    throw apiError(
      422,
      `${name} is ${size.width} × ${size.height} pixels; an uploaded image may be ${describeLimits(UPLOAD_IMAGE_LIMITS)}. Scan it at a lower resolution, then upload it again.`,
    );
}

async function checkContent(raw: RawFile, limit: number, sender: PdfSender): Promise<UploadedFile> {
  const name = cleanName(raw.filename);
  const content = raw.content;
  const detected = (await fileTypeFromBuffer(content))?.mime;
  const text = content.toString('latin1');
  // The same rule the browser ran before sending (@heloc/core uploads): only the detection is the server's.
  const problem = uploadProblem(
    {
      name,
      declared: raw.declared,
      size: content.length,
      detected,
      hasActiveContent: ACTIVE_CONTENT.test(text),
      encrypted: false,
    },
    limit,
  );
  if (problem)
    throw apiError(problem.kind === 'empty' ? 400 : problem.kind === 'tooLarge' ? 413 : 415, problem.message);
  const mime = detected as string;
  await checkParsedContent(content, mime, name, sender);
  return { name, mime, size: content.length, sha256: createHash('sha256').update(content).digest('hex'), content };
}

/** Reads the multipart body's files (field `file`, repeatable) and its text fields. */
export async function readUpload(
  c: Context<AppEnv>,
  options: { min?: number; max?: number } = {},
): Promise<{ files: UploadedFile[]; fields: Record<string, string> }> {
  const limit = c.get('deps').env.UPLOAD_MAX_BYTES;
  if (!/^multipart\/form-data/i.test(c.req.header('content-type') ?? ''))
    throw apiError(415, 'Send the file as multipart/form-data.');
  const max = Math.min(options.max ?? MAX_UPLOAD_FILES, MAX_UPLOAD_FILES);
  const sender = pdfSender(c);
  const { files: raw, fields } = await parseMultipart(c, max, limit, await struckOutRefusal(sender));
  const min = options.min ?? 1;
  if (raw.length < min) throw apiError(400, UPLOAD_MESSAGES.tooFew(min));
  const files: UploadedFile[] = [];
  for (const f of raw) files.push(await checkContent(f, limit, sender));
  // Every upload endpoint is signed in: the account's stored documents count against its quota.
  const user = c.get('user');
  if (user)
    await checkQuota(
      c.get('deps').db,
      user.uuid,
      files.reduce((n, f) => n + f.size, 0),
      c.get('deps').env.UPLOAD_QUOTA_BYTES,
    );
  return { files, fields };
}
