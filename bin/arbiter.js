#!/usr/bin/env node
// The `arbiter` command. `npm ci` builds dist/ (the `prepare` script). `arbiter dutch`, which servers start
// once a round, loads its own bundle (bin/dutch.js, scripts/bundle-dutch.mjs); the other commands the modules
// tsc built. CommonJS (bin/package.json), so that node starts it without its ES module loader.
'use strict';

const argv = process.argv.slice(2);

/** Without dist/ (`npm ci` builds it, `npm run build` again) one line says so, not a stack trace. */
function notBuilt(e) {
  if (e?.code !== 'ENOENT' && e?.code !== 'ERR_MODULE_NOT_FOUND') throw e;
  const missing = e.path ?? (e.url ? require('node:url').fileURLToPath(e.url) : 'dist/');
  process.stderr.write(`arbiter: the command is not built (${missing} is missing): run npm run build\n`);
  process.exit(2);
}

if (argv[0] === 'dutch') {
  const dutch = require('./dutch.js');
  dutch.tuneForOneRound();
  let main;
  try {
    main = dutch.loadDutch().main;
  } catch (e) {
    notBuilt(e);
  }
  void main(argv, undefined, { pairingInput: dutch.tuneForInput }).then(async (code) => {
    // `arbiter dutch` is done when main returns, and a server waits for its exit: it exits then, not when
    // node has closed every handle (with the ES module loader node sat idle 10–60 ms more; issue 17). Its
    // files are written synchronously; stdout and stderr are too on Linux, but pipes are not on every
    // system: whatever they still hold is written out first.
    for (const stream of [process.stdout, process.stderr]) if (stream.writableLength > 0) await new Promise((resolve) => stream.once('drain', resolve));
    process.exit(code);
  });
} else {
  void import('../dist/cli/main.js')
    .catch(notBuilt)
    .then(({ main }) => main(argv))
    .then((code) => {
      process.exitCode = code;
    });
}
