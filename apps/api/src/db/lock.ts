/**
 * One server per PGlite data directory. PGlite is a single-process database: two servers on one
 * DATA_DIR each keep their own copy in memory and the last to write its pages wins, so every write
 * the other acknowledged is lost. The running server therefore holds a lock file in the directory.
 *
 * The lock is a pid file created with O_EXCL (atomic on local file systems). A lock whose process
 * is gone (kill -9, power loss) is stale and is taken over, so a crash never blocks the next start.
 * No library: `proper-lockfile` refreshes an mtime on a timer and counts a busy server as dead if
 * the event loop stalls past its window; a pid check has no timer and no such false positive.
 */
import { closeSync, openSync, readFileSync, rmSync, unlinkSync, writeSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';

export const LOCK_FILE = 'heloc-sandbox.lock';

export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `Another sandbox server (pid ${pid}) is using DATA_DIR ${dataDir}; stop it or set DATA_DIR to another directory.`,
    );
    this.name = 'DataDirLockedError';
  }
}

export interface DataDirLock {
  readonly path: string;
  readonly release: () => void;
}

interface LockContent {
  pid: number;
  host: string;
  startedAt: string;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else — still a live holder.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readHolder(path: string): LockContent | undefined {
  try {
    const parsed = JSON.parse(readFileSync(path, 'utf8')) as Partial<LockContent>;
    return typeof parsed.pid === 'number'
      ? { pid: parsed.pid, host: String(parsed.host ?? ''), startedAt: String(parsed.startedAt ?? '') }
      : undefined;
  } catch {
    // Unreadable or half-written (a crash between create and write): nobody can be proven to hold it.
    return undefined;
  }
}

/** Takes the directory's lock or throws DataDirLockedError naming the live holder. */
export function lockDataDir(dataDir: string): DataDirLock {
  const path = join(dataDir, LOCK_FILE);
  for (let attempt = 0; attempt < 3; attempt++) {
    let fd: number;
    try {
      fd = openSync(path, 'wx', 0o600);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = readHolder(path);
      // A pid from another host cannot be checked here; treat it as live rather than risk two writers.
      if (holder && holder.pid !== process.pid && (holder.host !== hostname() || isAlive(holder.pid)))
        throw new DataDirLockedError(dataDir, holder.pid);
      // Stale (dead holder, or our own pid reused after a crash): remove it and race for it again.
      // Two servers starting in the same instant after a crash could both remove it; the window is
      // a few microseconds and needs a crash first, which a sandbox accepts.
      rmSync(path, { force: true });
      continue;
    }
    const content: LockContent = { pid: process.pid, host: hostname(), startedAt: new Date().toISOString() };
    writeSync(fd, JSON.stringify(content));
    closeSync(fd);
    let released = false;
    const release = () => {
      if (released) return;
      released = true;
      process.off('exit', release);
      // Only remove our own lock: never one a later server took over.
      if (readHolder(path)?.pid === process.pid) {
        try {
          unlinkSync(path);
        } catch {
          /* already gone */
        }
      }
    };
    // A normal exit (including process.exit after SIGTERM) frees the directory; kill -9 leaves a stale lock.
    process.on('exit', release);
    return { path, release };
  }
  throw new Error(`Could not lock DATA_DIR ${dataDir}: the lock file ${path} keeps changing.`);
}
