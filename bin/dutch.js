// How `arbiter dutch` loads: the command that servers start once a round, so its start counts (issue 17).
// bin/arbiter.js uses this for `arbiter dutch`; scripts/bundle-dutch.mjs for the code cache it makes at build
// time. CommonJS (bin/package.json): node starts a CommonJS entry without its ES module loader (1,000
// players, round 9: 25 ms of 0.42 s, median of 30).
'use strict';
const { setFlagsFromString } = require('node:v8');
const { Script } = require('node:vm');
const { readdirSync, readFileSync } = require('node:fs');
const { availableParallelism, constants, cpus, loadavg, setPriority } = require('node:os');
const { createRequire } = require('node:module');
const { dirname, join } = require('node:path');

/** The command in one minified CommonJS file (scripts/bundle-dutch.mjs); its first line names the build. */
const BUNDLE = join(__dirname, '..', 'dist', 'cli', 'dutch.bundle.cjs');
/**
 * V8's code cache of the bundle, made by the build after pairing sample tournaments: the bytecode of every
 * function they ran, which V8 would otherwise compile from the source when each first runs (1,000 players,
 * round 9: 15 ms). It starts with the bundle's first line: a cache of another build is never used. V8 itself
 * refuses a cache of another V8 version or other flags, and then compiles as without one.
 */
const CODE_CACHE = join(__dirname, '..', 'dist', 'cli', 'dutch.bundle.cache');

/**
 * `arbiter dutch` lives for one round, and the pairing runs before the JIT has compiled it. With V8's
 * default budget, node 20 sends about a hundred functions to its optimizing compiler (TurboFan) within the
 * first half second, compiled on node's four worker threads: on a 2-core machine they take time from the
 * pairing, and most of them come too late to pay back. A budget 9 times V8's lets only the hottest
 * functions through (1,000 players, round 9: 33 compiles instead of 97, 12,600 page faults instead of
 * 17,500; the round through the command 0.86 → 0.70 s on a slow day, 0.59 → 0.48 s on a quick one); long
 * runs lose nothing (5,000 players, rounds 3 and 9, and 9,999, round 2: the same time). Set for the V8 it
 * was measured on (node 20); other versions keep their own tiering. The flag only changes when code is
 * optimized, never what it computes. The code cache is made and read under the same flags (V8 checks).
 */
function tuneForOneRound() {
  if (helpersYield()) yieldHelperThreads();
  if (!process.versions.v8.startsWith('11.')) return;
  // Node compiles its own modules from its code cache, which a flag changed at run time makes V8 refuse:
  // the standard streams (the command writes to them, and drains them before it exits) are made first, or
  // a pipe's modules would compile from source (4 ms more).
  void process.stdout;
  void process.stderr;
  setFlagsFromString('--interrupt-budget=600000');
}

/**
 * The TRFs below this many characters are paired in well under a second (up to some 2,000 players in round
 * 9, 1,000 in round 30): see tuneForInput.
 */
const SHORT_RUN_CHARACTERS = 400_000;

/**
 * Once the TRF of a one-round pairing is read, before anything in it is: a short run gains by optimizing
 * compiles that inline no calls. They take a fraction of the time on the helper threads, so the pairing
 * runs optimized code sooner and the process does not wait at its exit for compiles it will never use
 * (1,000 players, round 9: 11–16 ms less, median of 30–40 in turn with V8's inlining, some 0.37 s; rounds 2
 * and 3: 5–8 ms; 2,000 players, round 9: 0.66 → 0.62 s). Long runs lose by it (5,000 players, round 3:
 * +8%; 9,999, round 2: +22%) and keep V8's inlining. Only a compile's choices change, never what the code
 * computes; nothing is compiled for TurboFan before the TRF is read. Set on V8 11 (node 20) only, as the
 * budget is.
 */
function tuneForInput(characters) {
  if (!process.versions.v8.startsWith('11.') || !(characters < SHORT_RUN_CHARACTERS)) return;
  setFlagsFromString('--no-turbo-inlining');
}

/**
 * Node starts four V8 worker threads (optimizing compiles, the garbage collector's helpers); on a 2-core
 * machine they take the pairing's core from it whenever two of them run. At the lowest priority they have
 * what the pairing leaves (1,000 players, round 9: 0.386 → 0.349 s, median of 30). On Linux a thread's nice
 * value is its own; where /proc/self/task is missing nothing changes. Raising a nice value needs no rights.
 */
function yieldHelperThreads() {
  let threads;
  try {
    threads = readdirSync('/proc/self/task');
  } catch {
    return;
  }
  for (const thread of threads) {
    const id = Number(thread);
    if (id === process.pid) continue;
    try {
      setPriority(id, constants.priority.PRIORITY_LOW);
    } catch (e) {
      // Gone already, or not ours to change (a system error): it keeps its priority.
      if (e?.code !== 'ERR_SYSTEM_ERROR') throw e;
    }
  }
}

/**
 * Whether the helper threads go to the lowest priority (yieldHelperThreads). On a busy machine they then
 * starve: V8's optimizing compiles and the garbage collector's helpers wait behind the other processes
 * while the pairing waits for them (issue 37: 5,000 players, round 2, beside two busy processes: twice the
 * CPU, 4.7 times the wall time), so they keep their priority when the machine has more runnable work than
 * cores (the last minute's load average, `os.loadavg`). ARBITER_DUTCH_HELPERS=low or =normal sets it (the
 * bench compares the two, docs/benchmarks.md).
 */
function helpersYield() {
  const asked = process.env.ARBITER_DUTCH_HELPERS;
  if (asked === 'low') return true;
  if (asked === 'normal') return false;
  const cores = typeof availableParallelism === 'function' ? availableParallelism() : cpus().length;
  return loadavg()[0] < cores;
}

/** The bundle's first line, which names its build. */
const buildLine = (source) => source.slice(0, source.indexOf('\n') + 1);

/**
 * Runs the bundle (as node runs a CommonJS module, in a function of exports, require, module, __filename,
 * __dirname) and returns its main with the script and its source, whose code cache the build makes after a run.
 */
function loadDutch({ withCodeCache = true } = {}) {
  const source = readFileSync(BUNDLE, 'utf8');
  const cachedData = withCodeCache ? codeCacheFor(source, readCodeCache()) : undefined;
  // The wrapper on the bundle's first line keeps its line numbers (the source map's) as they are.
  const script = new Script(`(function (exports, require, module, __filename, __dirname) {${source}\n})`, { filename: BUNDLE, cachedData });
  const module = { exports: {} };
  script.runInThisContext()(module.exports, createRequire(BUNDLE), module, BUNDLE, dirname(BUNDLE));
  return { main: module.exports.main, script, source };
}

/** The code cache file, or nothing when there is none. */
function readCodeCache() {
  try {
    return readFileSync(CODE_CACHE);
  } catch {
    return undefined;
  }
}

/** The cache's V8 data when it was made for this bundle's source, else nothing (none, or another build's). */
function codeCacheFor(source, cache) {
  const head = Buffer.from(buildLine(source));
  return cache !== undefined && head.length > 1 && cache.subarray(0, head.length).equals(head) ? cache.subarray(head.length) : undefined;
}

/** The cache file's contents for a bundle loaded by loadDutch: its first line, then V8's data. */
function makeCodeCache({ script, source }) {
  return Buffer.concat([Buffer.from(buildLine(source)), script.createCachedData()]);
}

module.exports = { BUNDLE, CODE_CACHE, helpersYield, tuneForOneRound, tuneForInput, loadDutch, makeCodeCache, codeCacheFor };
