/**
 * A migrated, empty PGlite data directory kept as a file (PGLITE_TEMPLATE, decision 093): a server
 * that starts on an in-memory database, or on a DATA_DIR that holds none yet, loads it instead of
 * running initdb and every migration (about 7 of a start's 10 CPU seconds). The first in-memory
 * server of a run finds no file, migrates, and writes it before it seeds anything, so the file
 * never holds a row; the servers after it load it. A file that is there is read as it is: whoever
 * names it names a template made by this code (the test runs and the end-to-end config make a new
 * one per run).
 */
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { Db } from './client.js';

/** The template named by PGLITE_TEMPLATE, if it has been written. */
export function readPgliteTemplate(file: string | undefined): Blob | undefined {
  return file && existsSync(file) ? new Blob([readFileSync(file)]) : undefined;
}

/**
 * Writes the template from a database that has only been migrated (call it before the seed). A
 * second server writing at the same moment replaces the file whole: each writes its own and renames.
 */
export async function writePgliteTemplate(file: string, db: Db): Promise<void> {
  const dump = await db.$client.dumpDataDir('gzip');
  const partial = `${file}.${process.pid}.partial`;
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
  renameSync(partial, file);
}
