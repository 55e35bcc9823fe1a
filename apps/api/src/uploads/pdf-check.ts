/**
 * Uploaded PDFs are parsed off the event loop (issue 23, item 4): a small pool of worker threads
 * runs pdf-worker.ts, each with a heap limit (resourceLimits), and every job has a time budget —
 * a worker that passes either is terminated and replaced, and the upload is refused with a 4xx
 * naming the limit. One borrower's object-stream bomb therefore never delays another borrower's
 * request; at worst it waits for a free worker itself.
 *
 * The worker file is dist/uploads/pdf-worker.js in a build; run from source (tsx, vitest) it is
 * pdf-worker.ts, started with tsx's loader.
 */
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { PdfAnswer, PdfLimits, PdfVerdict } from './pdf-worker.js';

export const PDF_LIMITS = {
  /** Bytes pdf-lib may inflate while parsing (object and cross-reference streams). */
  maxInflatedBytes: 16 * 1024 * 1024,
  /** Objects a PDF may hold: a long scanned statement has a few thousand. */
  maxObjects: 100_000,
  /** Wall-clock budget for one PDF, from the moment a ready worker takes it. */
  timeBudgetMs: 5_000,
  /** The worker's JavaScript heap. */
  heapMb: 192,
} as const;

/** How many PDFs are parsed at once; the rest wait their turn (never on the event loop). */
const POOL_SIZE = Math.max(1, Math.min(2, availableParallelism() - 1));
/** How many may wait; past that the upload is answered 503 with Retry-After. */
const MAX_WAITING = 64;

export type PdfJudgement = PdfVerdict | 'timeout' | 'memory' | 'busy';

const MB = 1024 * 1024;
/** What each judgement tells the uploader (null: accepted). The status is the caller's (files.ts). */
export const PDF_MESSAGES = {
  script: (name: string) =>
    `${name} contains JavaScript or an action that opens another program, so it cannot be accepted. Print it to a new PDF, then upload that file.`,
  inflated: (name: string) =>
    `${name} inflates to more than ${PDF_LIMITS.maxInflatedBytes / MB} MB when read, so it cannot be accepted. Print it to a new PDF or scan it again, then upload that file.`,
  objects: (name: string) =>
    `${name} has more than ${PDF_LIMITS.maxObjects} objects, so it cannot be accepted. Print it to a new PDF or scan it again, then upload that file.`,
  timeout: (name: string) =>
    `${name} took more than ${PDF_LIMITS.timeBudgetMs / 1000} seconds to read, so it cannot be accepted. Print it to a new PDF or scan it again, then upload that file.`,
  memory: (name: string) =>
    `${name} needs more than ${PDF_LIMITS.heapMb} MB of memory to read, so it cannot be accepted. Print it to a new PDF or scan it again, then upload that file.`,
  unreadable: (name: string) =>
    `${name} could not be read as a PDF. Print it to a new PDF or scan it again, then upload that file.`,
  busy: () => 'Too many documents are being checked right now. Try again in a minute.',
} as const;

interface Job {
  readonly bytes: Uint8Array;
  readonly done: (judgement: PdfJudgement) => void;
  readonly fail: (error: Error) => void;
}

/**
 * How to start the worker: the built .js beside this file, or — run from source — a one-line
 * bootstrap that loads pdf-worker.ts through tsx's API (Node 20 does not apply `--import tsx` to a
 * worker's own entry file).
 */
function workerEntry(): { entry: URL | string; eval: boolean } {
  const built = new URL('./pdf-worker.js', import.meta.url);
  if (existsSync(fileURLToPath(built))) return { entry: built, eval: false };
  const source = new URL('./pdf-worker.ts', import.meta.url).href;
  const tsxApi = pathToFileURL(
    createRequire(import.meta.url)
      .resolve('tsx/package.json')
      .replace(/package\.json$/, 'dist/esm/api/index.mjs'),
  ).href;
  return {
    entry: `import(${JSON.stringify(tsxApi)}).then((tsx) => tsx.tsImport(${JSON.stringify(source)}, ${JSON.stringify(source)}))`,
    eval: true,
  };
}

export class WorkerUnavailable extends Error {}

/** One thread, started on demand, replaced after a timeout or a crash. */
class Slot {
  private worker: Worker | null = null;
  private ready: Promise<Worker> | null = null;
  private nextId = 1;
  busy = false;

  private start(): Promise<Worker> {
    const { entry, eval: isCode } = workerEntry();
    const worker = new Worker(entry, {
      eval: isCode,
      execArgv: [],
      workerData: {
        maxInflatedBytes: PDF_LIMITS.maxInflatedBytes,
        maxObjects: PDF_LIMITS.maxObjects,
      } satisfies PdfLimits,
      resourceLimits: { maxOldGenerationSizeMb: PDF_LIMITS.heapMb, maxYoungGenerationSizeMb: 32, stackSizeMb: 4 },
      // pdf-lib logs every object it cannot parse: a hostile file would fill the server's log.
      stdout: true,
      stderr: true,
    });
    worker.stdout.resume();
    worker.stderr.resume();
    // An idle worker never keeps the process (or a test run) alive.
    worker.unref();
    this.worker = worker;
    return new Promise<Worker>((resolve, reject) => {
      const early = (error: unknown) => {
        this.discard(worker);
        reject(
          new WorkerUnavailable(
            `The PDF checker did not start: ${error instanceof Error ? error.message : String(error)}`,
          ),
        );
      };
      worker.once('error', early);
      worker.once('exit', early);
      worker.once('message', (message) => {
        worker.off('error', early);
        worker.off('exit', early);
        if (message === 'ready') resolve(worker);
        else early(new Error('unexpected first message'));
      });
    });
  }

  private discard(worker: Worker) {
    if (this.worker === worker) {
      this.worker = null;
      this.ready = null;
    }
    worker.removeAllListeners();
    // Later errors of a thread being ended are of no interest; it is gone either way.
    worker.on('error', () => undefined);
    void worker.terminate().catch(() => undefined);
  }

  async run(bytes: Uint8Array): Promise<PdfJudgement> {
    this.ready ??= this.start();
    const worker = await this.ready;
    const id = this.nextId++;
    return new Promise<PdfJudgement>((resolve) => {
      const finish = (judgement: PdfJudgement, keep: boolean) => {
        clearTimeout(timer);
        worker.off('message', onMessage);
        worker.off('error', onError);
        worker.off('exit', onExit);
        if (!keep) this.discard(worker);
        resolve(judgement);
      };
      const onMessage = (answer: PdfAnswer) => {
        if (answer.id === id) finish(answer.verdict, true);
      };
      const onError = (error: Error & { code?: string }) =>
        finish(error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? 'memory' : 'unreadable', false);
      const onExit = () => finish('memory', false);
      const timer = setTimeout(() => finish('timeout', false), PDF_LIMITS.timeBudgetMs);
      worker.on('message', onMessage);
      worker.on('error', onError);
      worker.on('exit', onExit);
      worker.postMessage({ id, bytes }, [bytes.buffer as ArrayBuffer]);
    });
  }
}

const slots = Array.from({ length: POOL_SIZE }, () => new Slot());
const waiting: Job[] = [];

function pump() {
  for (const slot of slots) {
    if (slot.busy) continue;
    const job = waiting.shift();
    if (!job) return;
    slot.busy = true;
    slot
      .run(job.bytes)
      .then(job.done, job.fail)
      .finally(() => {
        slot.busy = false;
        pump();
      });
  }
}

/**
 * Parses a PDF in a worker and judges it: 'ok', or why it cannot be accepted. Rejects with
 * WorkerUnavailable only when no worker can be started at all.
 */
export function judgePdf(content: Uint8Array): Promise<PdfJudgement> {
  if (waiting.length >= MAX_WAITING) return Promise.resolve('busy');
  // The worker gets its own copy (transferred, not cloned again); the caller keeps the original to store.
  const bytes = new Uint8Array(content);
  return new Promise((done, fail) => {
    waiting.push({ bytes, done, fail });
    pump();
  });
}
