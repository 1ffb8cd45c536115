// `npm run build`, after tsc: the `arbiter dutch` command bundled into one file (dist/cli/dutch.bundle.js).
// Servers start the stand-in pairing engine once a round; loading some forty modules one by one (and
// commander's CommonJS through the loader) was a tenth of pairing 1,000 players (issue 17). bin/arbiter.js
// loads this file for `arbiter dutch` only; every other command loads dist/cli/main.js as built by tsc.
// The other commands' module (./commands.js) stays outside the bundle: `arbiter dutch` never loads it.
import { build } from 'esbuild';

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

await build({
  entryPoints: ['dist/cli/main.js'],
  outfile: 'dist/cli/dutch.bundle.js',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  external: ['./commands.js'],
  // commander is CommonJS: its require() calls of node's own modules need a require in the ES module.
  banner: { js: "import { createRequire as __arbiterRequire } from 'node:module'; const require = __arbiterRequire(import.meta.url);" },
  plugins: [childProcessWhenUsed],
  sourcemap: true,
  logLevel: 'warning',
});
