// `npm run build`, after tsc: the `arbiter dutch` command bundled into one file (dist/cli/dutch.bundle.js).
// Servers start the stand-in pairing engine once a round; loading some forty modules one by one (and
// commander's CommonJS through the loader) was a tenth of pairing 1,000 players (issue 17). bin/arbiter.js
// loads this file for `arbiter dutch` only; every other command loads dist/cli/main.js as built by tsc.
// The other commands' module (./commands.js) stays outside the bundle: `arbiter dutch` never loads it.
import { build } from 'esbuild';

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
  sourcemap: true,
  logLevel: 'warning',
});
