import { describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { canonicalPairing, codeCacheRejected, dutchFixtures, fixturePairing } from '../../test/cliShell.js';

/**
 * The shipped command (`bin/arbiter.js` over `dist/`, built by `npm ci` and by `npm test`), run as a process:
 * exit codes and one line on stderr for a user's mistake.
 */
function run(cwd: string, ...args: string[]) {
  const r = spawnSync(process.execPath, [join(process.cwd(), 'bin/arbiter.js'), ...args], { cwd, encoding: 'utf8' });
  return { code: r.status, out: r.stdout, err: r.stderr };
}

describe('the arbiter process', () => {
  it('is built', () => {
    expect(existsSync(join(process.cwd(), 'dist/cli/main.js')), 'run npm run build first').toBe(true);
  });
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

  // `arbiter dutch` runs from its own bundle (scripts/bundle-dutch.mjs): the same answers as the modules.
  it('`arbiter dutch -p` pairs as bbpPairings 6.0.0 does (fixture 2025/small/case49-r5)', () => {
    expect(existsSync(join(process.cwd(), 'dist/cli/dutch.bundle.cjs')), 'run npm run build first').toBe(true);
    const r = run(dir, 'dutch', join(dutchFixtures('2025'), 'case49-r5.trf'), '-p');
    expect(r.err).toBe('');
    expect(r.code).toBe(0);
    expect(canonicalPairing(r.out)).toBe(fixturePairing('2025', 'case49-r5'));
  });

  it('`arbiter dutch` with a file it cannot read: exit 3 and one line naming it', () => {
    const r = run(dir, 'dutch', 'missing.trf', '-p');
    expect(r.code).toBe(3);
    expect(r.err).toMatch(/^arbiter: .*missing\.trf/);
    expect(r.err.trim().split('\n')).toHaveLength(1);
  });

  it('`arbiter dutch --version` prints the version of package.json (the bundle finds it from its own folder)', () => {
    const r = run(dir, 'dutch', '--version');
    expect(r.code).toBe(0);
    expect(r.out.trim()).toBe(JSON.parse(readFileSync(join(process.cwd(), 'package.json'), 'utf8')).version);
  });

  // The build's code cache of the bundle (scripts/bundle-dutch.mjs, bin/dutch.js): V8 takes it under the
  // command's own flags and refuses it under others (V8 checks its version and flags).
  it.each([
    ['with the flags `arbiter dutch` sets', 'dutch.tuneForOneRound();', 'false'],
    ['with another interrupt budget', "require('node:v8').setFlagsFromString('--interrupt-budget=100000');", 'true'],
  ])('V8 takes the code cache of `arbiter dutch`: %s → rejected %s', (_, tune, rejected) => {
    expect(codeCacheRejected(join(process.cwd(), 'bin', 'dutch.js'), tune)).toBe(rejected);
  });

  // Linux keeps a nice value per thread (field 19 of /proc/<pid>/task/<tid>/stat): the command's own thread
  // keeps its priority; node's helper threads get the lowest (19) when the machine is not busy, and keep
  // their own (0) on a busy one, where they would starve (issue 37). ARBITER_DUTCH_HELPERS says which.
  it.runIf(process.platform === 'linux').each([
    ['low', 19],
    ['normal', 0],
  ])("`arbiter dutch` with ARBITER_DUTCH_HELPERS=%s: node's helper threads at nice %i", (helpers, nice) => {
    const code = `require('./bin/dutch.js').tuneForOneRound(); const fs = require('node:fs');
      for (const t of fs.readdirSync('/proc/self/task')) console.log(Number(t) === process.pid ? 'main' : 'helper', fs.readFileSync('/proc/self/task/' + t + '/stat', 'utf8').split(') ')[1].split(' ')[16]);`;
    const r = spawnSync(process.execPath, ['-e', code], { cwd: process.cwd(), encoding: 'utf8', env: { ...process.env, ARBITER_DUTCH_HELPERS: helpers } });
    expect(r.stderr).toBe('');
    const lines = r.stdout.trim().split('\n');
    expect(lines.filter((l) => l.startsWith('helper')).length).toBeGreaterThan(0);
    expect(lines.sort()).toEqual([...lines.filter((l) => l.startsWith('helper')).map(() => `helper ${nice}`), 'main 0'].sort());
  });

  it('without ARBITER_DUTCH_HELPERS, the helpers yield while the load average is below the number of cores', () => {
    const code = `const os = require('node:os'); console.log(require('./bin/dutch.js').helpersYield(), os.loadavg()[0] < os.availableParallelism());`;
    const env = { ...process.env };
    delete env.ARBITER_DUTCH_HELPERS;
    const r = spawnSync(process.execPath, ['-e', code], { cwd: process.cwd(), encoding: 'utf8', env });
    const [asked, idle] = r.stdout.trim().split(' ');
    expect(asked).toBe(idle);
  });

  // A short run's compiles inline no calls (bin/dutch.js tuneForInput); a long run keeps V8's inlining. A hot
  // function calling a small one is compiled with V8 tracing its inlining decisions. The inputs: the TRFs of
  // the bench's 1,000 players in round 9 (170,069 characters) and 5,000 in round 3 (550,069).
  it.runIf(process.versions.v8.startsWith('11.')).each([
    [170_069, false],
    [550_069, true],
  ])('a pairing input of %i characters: TurboFan inlines calls: %s', (characters, inlines) => {
    const code = `require('./bin/dutch.js').tuneForInput(${characters});
      const next = (x) => x + 1;
      const sum = (n) => { let s = 0; for (let i = 0; i < n; i++) s = next(s); return s; };
      let total = 0;
      for (let k = 0; k < 3000; k++) total += sum(1000);
      if (total !== 3000000) throw new Error('wrong sum');`;
    const r = spawnSync(process.execPath, ['--trace-turbo-inlining', '-e', code], { cwd: process.cwd(), encoding: 'utf8' });
    expect(r.status).toBe(0);
    const inlined = r.stdout.split('\n').filter((l) => l.startsWith('Inlining ')).length;
    if (inlines) expect(inlined).toBeGreaterThan(0);
    else expect(inlined).toBe(0);
  });

  it("a code cache is used with the bundle it was made for only (the bundle's first line names its build)", () => {
    const { codeCacheFor } = createRequire(import.meta.url)('../../bin/dutch.js') as { codeCacheFor: (source: string, cache?: Buffer) => Buffer | undefined };
    const source = '// arbiter dutch 1111\nconst x = 1;\n';
    const data = Buffer.from([1, 2, 3]);
    expect(codeCacheFor(source, Buffer.concat([Buffer.from('// arbiter dutch 1111\n'), data]))).toEqual(data);
    expect(codeCacheFor(source, Buffer.concat([Buffer.from('// arbiter dutch 2222\n'), data]))).toBeUndefined();
    expect(codeCacheFor(source, undefined)).toBeUndefined();
    expect(codeCacheFor('no line end', Buffer.from('no line end'))).toBeUndefined();
  });

  it.each([[['dutch', 'in.trf', '-p']], [['--version']]])('%j without dist/ (not built): exit 2 and one line saying so', (args) => {
    const copy = mkdtempSync(join(tmpdir(), 'arbiter-unbuilt-'));
    cpSync(join(process.cwd(), 'bin'), join(copy, 'bin'), { recursive: true });
    const r = spawnSync(process.execPath, [join(copy, 'bin', 'arbiter.js'), ...args], { cwd: copy, encoding: 'utf8' });
    expect(r.status).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toMatch(new RegExp(`^arbiter: the command is not built \\(${join(copy, 'dist', 'cli')}/[a-z.]+ is missing\\): run npm run build\n$`));
  });

  it('prints help and exits 0', () => {
    const r = run(dir, '--help');
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/Usage: arbiter/);
  });
});
