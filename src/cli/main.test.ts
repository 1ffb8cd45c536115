import { describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * The shipped command (`bin/arbiter.js` over `dist/`, built by `npm ci` and by `npm test`), run as a process:
 * exit codes and one line on stderr for a user's mistake.
 */
function run(cwd: string, ...args: string[]) {
  const r = spawnSync(process.execPath, [join(process.cwd(), 'bin/arbiter.js'), ...args], { cwd, encoding: 'utf8' });
  return { code: r.status, out: r.stdout, err: r.stderr };
}

describe('the arbiter process', () => {
  it('is built', () => expect(existsSync(join(process.cwd(), 'dist/cli/main.js')), 'run npm run build first').toBe(true));
  const dir = mkdtempSync(join(tmpdir(), 'arbiter-proc-'));
  it.each([
    [['bogus'], /^arbiter: unknown command 'bogus'\n$/],
    [['pair'], /^arbiter: required option '-f, --file <path>' not specified\n$/],
    [['standings', '--file', 'missing.txt'], /^arbiter: .*missing\.txt: no such tournament file/],
    [['standings', '--file', 'broken.txt'], /^arbiter: .*broken\.txt line 2: expected "arbiter-tournament 3"/],
  ])('%j exits 2 with one line', (args, message) => {
    writeFileSync(join(dir, 'broken.txt'), '# comment\nname oops\n');
    const r = run(dir, ...args);
    expect(r.code, r.err).toBe(2);
    expect(r.err).toMatch(message);
    expect(r.err.trim().split('\n')).toHaveLength(1);
  });

  it('prints its version', () => {
    const r = run(dir, '--version');
    expect(r.code).toBe(0);
    expect(r.out.trim()).toBe(JSON.parse(readFileSync(join(process.cwd(), 'package.json'), 'utf8')).version);
  });

  it('prints help and exits 0', () => {
    const r = run(dir, '--help');
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/Usage: arbiter/);
  });
});
