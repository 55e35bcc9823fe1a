/**
 * The PDF judge, run in a worker thread (issue 23, items 4 and 8): pdf-lib parses the upload here,
 * never on the server's event loop, inside the limits the pool sets (inflated bytes, objects; the
 * pool adds a heap limit and a time budget and terminates this thread when either is passed). The
 * verdict comes from the parsed document, not from the bytes: an /Encrypt key however its name is
 * escaped, JavaScript (/JS, a /JavaScript name tree, an action of /S /JavaScript reached from
 * /OpenAction or /AA) and /Launch actions, wherever they sit — in an object stream too.
 *
 * Self-contained on purpose (pdf-lib and node: only): it is started from TypeScript under tsx in
 * tests and from dist/ in production (pdf-check.ts).
 */
import { createRequire } from 'node:module';
import { parentPort, workerData } from 'node:worker_threads';
import { PDFArray, PDFContext, PDFDict, PDFDocument, PDFName, PDFStream, type PDFObject } from 'pdf-lib';

export interface PdfLimits {
  readonly maxInflatedBytes: number;
  readonly maxObjects: number;
}
export type PdfVerdict = 'ok' | 'encrypted' | 'script' | 'inflated' | 'objects' | 'unreadable';
export interface PdfJob {
  readonly id: number;
  readonly bytes: Uint8Array;
}
export interface PdfAnswer {
  readonly id: number;
  readonly verdict: PdfVerdict;
}

const limits = workerData as PdfLimits;

class LimitPassed extends Error {
  constructor(readonly verdict: 'inflated' | 'objects') {
    super(verdict);
  }
}

// Per job: what has been inflated and assigned so far, and the first limit passed. pdf-lib recovers
// from an error inside one object by skipping it, so the limit is remembered here, not only thrown.
let inflated = 0;
let objects = 0;
let passed: LimitPassed | null = null;
/** The limit this job passed, if any (a function: the patches below set it behind the parser's back). */
const limitPassed = (): LimitPassed | null => passed;
const pass = (verdict: 'inflated' | 'objects') => {
  passed ??= new LimitPassed(verdict);
  throw passed;
};

// Every decoder pdf-lib has (Flate, LZW, ASCII85, ASCIIHex, RunLength) grows its output through
// DecodeStream.ensureBuffer: counting the growth there bounds the inflated bytes before they exist.
// pdf-lib has no "exports" map, so its CommonJS build — the one Node loads for `import 'pdf-lib'` — is reachable.
const require = createRequire(import.meta.url);
const DecodeStream = (
  require('pdf-lib/cjs/core/streams/DecodeStream.js') as {
    default: { prototype: { ensureBuffer(requested: number): Uint8Array } };
  }
).default;
const ensureBuffer = DecodeStream.prototype.ensureBuffer;
const grown = new WeakMap<object, number>();
DecodeStream.prototype.ensureBuffer = function (this: object, requested: number) {
  if (passed) throw passed;
  const before = grown.get(this) ?? 0;
  if (requested > before) {
    inflated += requested - before;
    grown.set(this, requested);
    if (inflated > limits.maxInflatedBytes) pass('inflated');
  }
  return ensureBuffer.call(this, requested);
};

const assign = PDFContext.prototype.assign;
PDFContext.prototype.assign = function (this: PDFContext, ...args: Parameters<PDFContext['assign']>) {
  if (passed) throw passed;
  if (++objects > limits.maxObjects) pass('objects');
  return assign.apply(this, args);
};

// pdf-lib decodes #xx escapes in names only in upper case (/E#6Ecrypt); a name may use either case
// (PDF 32000-1 §7.3.5), so every name is decoded in full before pdf-lib pools it.
const nameOf = PDFName.of.bind(PDFName);
const unescape = (name: string) =>
  name.replace(/#([0-9a-fA-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
PDFName.of = (name: string) => nameOf(unescape(name));

const keyText = (name: PDFName) => unescape(name.asString().slice(1));
const SCRIPT_KEYS = new Set(['JS', 'JavaScript']);
const SCRIPT_ACTIONS = new Set(['JavaScript', 'Launch']);

/** Every dictionary reachable in the document, indirect objects and the direct ones inside them. */
function judgeObjects(context: PDFContext): PdfVerdict {
  let verdict: PdfVerdict = 'ok';
  const visit = (object: PDFObject, depth: number): void => {
    if (verdict !== 'ok' || depth > 64) return;
    const dict = object instanceof PDFStream ? object.dict : object instanceof PDFDict ? object : null;
    if (dict) {
      for (const [key, value] of dict.entries()) {
        const k = keyText(key);
        if (k === 'Encrypt') verdict = 'encrypted';
        else if (SCRIPT_KEYS.has(k) || (k === 'S' && value instanceof PDFName && SCRIPT_ACTIONS.has(keyText(value))))
          verdict = 'script';
        else visit(value, depth + 1);
        if (verdict !== 'ok') return;
      }
    } else if (object instanceof PDFArray) {
      for (const item of object.asArray()) visit(item, depth + 1);
    }
  };
  for (const [, object] of context.enumerateIndirectObjects()) visit(object, 0);
  return verdict;
}

export async function judge(bytes: Uint8Array): Promise<PdfVerdict> {
  inflated = 0;
  objects = 0;
  passed = null;
  let doc: PDFDocument;
  try {
    doc = await PDFDocument.load(bytes, { ignoreEncryption: true, updateMetadata: false, throwOnInvalidObject: false });
  } catch (error) {
    return limitPassed()?.verdict ?? (error instanceof LimitPassed ? error.verdict : 'unreadable');
  }
  const limit = limitPassed();
  if (limit) return limit.verdict;
  // The classic trailer is not an object: pdf-lib keeps only its Root, Encrypt, Info and ID.
  if (doc.context.trailerInfo.Encrypt !== undefined) return 'encrypted';
  return judgeObjects(doc.context);
}

parentPort?.on('message', (job: PdfJob) => {
  void judge(job.bytes).then(
    (verdict) => parentPort?.postMessage({ id: job.id, verdict } satisfies PdfAnswer),
    () => parentPort?.postMessage({ id: job.id, verdict: 'unreadable' } satisfies PdfAnswer),
  );
});
parentPort?.postMessage('ready');
