#!/usr/bin/env node
// The `arbiter` command. `npm ci` builds dist/ (the `prepare` script). `arbiter dutch`, which servers start
// once a round, loads its own bundle (scripts/bundle-dutch.mjs); the other commands the modules tsc built.
const entry = process.argv[2] === 'dutch' ? '../dist/cli/dutch.bundle.js' : '../dist/cli/main.js';
const { main } = await import(entry);

process.exitCode = await main(process.argv.slice(2));
