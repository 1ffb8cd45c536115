// PGlite (PostgreSQL compiled to WebAssembly, in the test's process) for the PostgreSQL store's tests.
import { PGlite } from '@electric-sql/pglite';
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { RUN_FOLDER } from './globalSetup.js';

let template: Promise<Blob> | undefined;

/** The data folder of a new PGlite database (as PGlite.create() makes it with initdb), as a tar file. */
async function newDataFolder(): Promise<Blob> {
  const run = process.env[RUN_FOLDER];
  const file = run === undefined ? undefined : join(run, 'pglite-initdb.tar');
  if (file !== undefined && existsSync(file)) return new Blob([readFileSync(file)]);
  const db = await PGlite.create();
  const tar = await db.dumpDataDir('none');
  await db.close();
  if (file !== undefined) {
    // Written whole under another name first: a file of another worker never reads half of it.
    const part = `${file}.${process.pid}`;
    writeFileSync(part, Buffer.from(await tar.arrayBuffer()));
    renameSync(part, file);
  }
  return tar;
}

/**
 * A new, empty PGlite database, as `PGlite.create()` makes it. initdb runs once per test run (seconds of
 * WebAssembly); each database starts from a copy of that data folder (a fraction of it).
 */
export async function freshPGlite(): Promise<PGlite> {
  template ??= newDataFolder();
  return PGlite.create({ loadDataDir: await template });
}
