// `npm test`'s first step: the build and the checks that do not depend on each other (typecheck, lint,
// format:check, deps), run side by side instead of one after the other. Each is a single-threaded program
// (tsc, ESLint, Prettier, dependency-cruiser): one after the other they left one of CI's two cores idle.
//
//   node scripts/run-side-by-side.mjs build typecheck lint format:check deps
//
// Each npm script's output is printed whole when it ends (not mixed with the others'), with its time; the
// exit code is 1 if any failed, after all have ended (so that one run shows every problem), and the last
// lines name the ones that failed.
import { spawn } from 'node:child_process';

const names = process.argv.slice(2);
if (names.length === 0) {
  process.stderr.write('usage: node scripts/run-side-by-side.mjs NPM-SCRIPT…\n');
  process.exit(2);
}

/** Runs `npm run NAME`; resolves to its exit code, its output and its time in seconds. */
function run(name) {
  const start = performance.now();
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', name], { stdio: ['ignore', 'pipe', 'pipe'] });
    const output = [];
    child.stdout.on('data', (d) => output.push(d));
    child.stderr.on('data', (d) => output.push(d));
    let ended = false;
    const end = (code, text) => {
      if (ended) return; // 'error' may come before 'close'
      ended = true;
      const seconds = ((performance.now() - start) / 1000).toFixed(1);
      const result = { name, code, seconds, output: Buffer.concat(output).toString() + (text ?? '') };
      process.stdout.write(`\n── npm run ${name}: ${code === 0 ? 'passed' : `FAILED (exit code ${code})`} in ${seconds} s\n${result.output}`);
      resolve(result);
    };
    child.on('error', (e) => end(1, `could not start npm: ${e.message}\n`));
    child.on('close', (code, signal) => end(code ?? 1, signal ? `ended by ${signal}\n` : undefined));
  });
}

const results = await Promise.all(names.map(run));
const failed = results.filter((r) => r.code !== 0);
if (failed.length > 0) {
  process.stderr.write(`\nfailed: ${failed.map((r) => `npm run ${r.name}`).join(', ')}\n`);
  process.exitCode = 1;
}
