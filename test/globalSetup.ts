// vitest's global setup (vitest.config.ts): one folder for the run, shared by its workers (which run test
// files side by side) and removed after it. The browser tests build the web app there once for the whole
// run (test/web/harness.ts) instead of once per file, the PostgreSQL tests keep a new database's data
// folder there (test/pglite.ts), and files that must not overlap take a lock there (lockRun). The folder is
// new for each run: every run tests the code as it is now.
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

/** The variable naming the run's folder (read by the workers, which inherit the environment). */
export const RUN_FOLDER = 'ARBITER_TEST_RUN_DIR';

export default function setup(): () => void {
  const dir = mkdtempSync(join(tmpdir(), 'arbiter-test-run-'));
  process.env[RUN_FOLDER] = dir;
  return () => {
    rmSync(dir, { recursive: true, force: true });
  };
}

/**
 * Waits until no other test file of the run holds the lock `name`, takes it, and returns how to let it go
 * (a folder made in the run's folder is the lock). Outside vitest's run (no run folder): nothing to wait for.
 */
export async function lockRun(name: string): Promise<() => void> {
  const run = process.env[RUN_FOLDER];
  if (run === undefined) return () => undefined;
  const lock = join(run, `${name}.lock`);
  const until = Date.now() + 110_000;
  for (;;) {
    try {
      mkdirSync(lock);
      return () => {
        rmSync(lock, { recursive: true, force: true });
      };
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
      if (Date.now() > until) throw new Error(`the lock ${lock} was not let go in 110 s`);
      await sleep(100);
    }
  }
}
