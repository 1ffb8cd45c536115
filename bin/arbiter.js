#!/usr/bin/env node
// The `arbiter` command. `npm ci` builds dist/ (the `prepare` script). `arbiter dutch`, which servers start
// once a round, loads its own bundle (scripts/bundle-dutch.mjs); the other commands the modules tsc built.
import { setFlagsFromString } from 'node:v8';

const dutch = process.argv[2] === 'dutch';
// `arbiter dutch` lives for one round, and the pairing runs before the JIT has compiled it. With V8's
// default budget, node 20 sends about a hundred functions to its optimizing compiler (TurboFan) within the
// first half second, compiled on node's four worker threads: on a 2-core machine they take time from the
// pairing, and most of them come too late to pay back. A budget 9 times V8's lets only the hottest
// functions through (1,000 players, round 9: 33 compiles instead of 97, 12,600 page faults instead of
// 17,500; the round through the command 0.86 → 0.70 s on a slow day, 0.59 → 0.48 s on a quick one; issue
// 17); long runs lose nothing (5,000 players, rounds 3 and 9, and 9,999, round 2: the same time). Set for
// the V8 it was measured on (node 20); other versions keep their own tiering. The flag only changes when
// code is optimized, never what it computes.
if (dutch && process.versions.v8.startsWith('11.')) setFlagsFromString('--interrupt-budget=600000');

const { main } = await import(dutch ? '../dist/cli/dutch.bundle.js' : '../dist/cli/main.js');

const code = await main(process.argv.slice(2));
// `arbiter dutch` is done when main returns, and a server waits for its exit: node would otherwise sit idle
// for 10–60 ms more until the ES module loader's file handles are closed on its thread pool (1,000 players,
// round 9: about 15 ms of 0.45 s, median of 25; issue 17). Its files are written synchronously; stdout and stderr are too on
// Linux, but pipes are not on every system: whatever they still hold is written out first.
if (dutch) {
  for (const stream of [process.stdout, process.stderr]) if (stream.writableLength > 0) await new Promise((resolve) => stream.once('drain', resolve));
  process.exit(code);
}
process.exitCode = code;
