// `npm run build`, after tsc: the `arbiter dutch` command bundled into one file (dist/cli/dutch.bundle.cjs),
// then V8's code cache of it (dist/cli/dutch.bundle.cache). Servers start the stand-in pairing engine once a
// round; loading some forty modules one by one (and commander's CommonJS through the loader) was a tenth of
// pairing 1,000 players (issue 17). bin/dutch.js loads this file for `arbiter dutch` only; every other
// command loads dist/cli/main.js as built by tsc. The other commands' module (./commands.js) stays outside
// the bundle: `arbiter dutch` never loads it. To debug the command with the names of the source, run the
// modules instead: `node dist/cli/main.js dutch …` (or `npm run arbiter -- dutch …`).
import { build } from 'esbuild';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const dutch = createRequire(import.meta.url)('../bin/dutch.js');

/**
 * commander loads node:child_process when it starts (for subcommands that are programs of their own, which
 * arbiter has none of), and loading it costs a tenth of the command's start: here it is loaded only if used.
 */
const childProcessWhenUsed = {
  name: 'child-process-when-used',
  setup(b) {
    b.onResolve({ filter: /^(node:)?child_process$/ }, (args) =>
      args.namespace === 'when-used' ? { path: 'node:child_process', external: true } : { path: 'child_process', namespace: 'when-used' },
    );
    b.onLoad({ filter: /.*/, namespace: 'when-used' }, () => ({
      contents: "let m; module.exports = new Proxy({}, { get: (_, key) => (m ??= require('node:child_process'))[key] });",
      loader: 'js',
    }));
  },
};

// A cache of an earlier bundle must not outlive it (bin/dutch.js also checks the build line); nor the ES
// module bundle that builds before this one made.
rmSync(dutch.CODE_CACHE, { force: true });
rmSync('dist/cli/dutch.bundle.js', { force: true });
rmSync('dist/cli/dutch.bundle.js.map', { force: true });

await build({
  entryPoints: ['dist/cli/main.js'],
  outfile: dutch.BUNDLE,
  bundle: true,
  platform: 'node',
  // CommonJS, run by bin/dutch.js in the wrapper node gives a CommonJS module (require, __filename).
  format: 'cjs',
  target: 'node20',
  external: ['./commands.js'],
  // The first line names this build: its code cache is used with it and no other (bin/dutch.js).
  banner: { js: `// arbiter dutch ${randomUUID()}\nconst __arbiterUrl = require('node:url').pathToFileURL(__filename).href;` },
  define: { 'import.meta.url': '__arbiterUrl' },
  plugins: [childProcessWhenUsed],
  // Minified: V8 parses the whole file when it loads and each function again when it first runs, and a
  // file of a third of the size parses in a third of the time (1,000 players, round 9: 0.45 → 0.41 s through
  // the command, median of 20, issue 17). No code reads a function's name; the source map names the source.
  minify: true,
  sourcemap: true,
  logLevel: 'warning',
});

// The code cache: the bundle run as the command runs it (same V8 flags, which V8 checks), on sample
// tournaments that take every edition through the engine, then V8's bytecode of all it compiled.
dutch.tuneForOneRound();
const loaded = dutch.loadDutch({ withCodeCache: false });
const quiet = { out: () => {}, err: (t) => process.stderr.write(t), readStdin: async () => '', readSecret: async () => '', cwd: process.cwd() };
// The sample tournaments go beside the bundle (dist/ is written by the build anyway), then away.
const work = mkdtempSync(join(dirname(dutch.BUNDLE), '.code-cache-'));
try {
  const runs = [];
  for (const rules of ['2025', '2017', '2012']) {
    const trf = join(work, `sample${rules}.trf`);
    runs.push(['dutch', '-g', 'players=300,rounds=9', '-s', '17', '--rules', rules, '-o', trf], ['dutch', trf, '-c', '--rules', rules]);
  }
  for (const argv of runs) {
    const code = await loaded.main(argv, quiet);
    if (code !== 0) throw new Error(`bundle-dutch: \`arbiter ${argv.join(' ')}\` ended with ${code}`);
  }
  writeFileSync(join(work, 'cache'), dutch.makeCodeCache(loaded));
  renameSync(join(work, 'cache'), dutch.CODE_CACHE);
} finally {
  rmSync(work, { recursive: true, force: true });
}
