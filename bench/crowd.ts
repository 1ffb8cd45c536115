/**
 * Reads for a crowd (issue 31, item 4): a weekend open with parents refreshing the public page.
 *
 * 1. Standings at 10 readers at once: a 10-player club against a 2,000-player open (median of each; the
 *    target is the open within 3× of the club).
 * 2. Round 2 of a 5,000-player Swiss paired and saved with no reader: the longest stop of the server's
 *    thread (its event-loop delay) is the longest piece of that work done there (the target: none over
 *    about 10 ms of the thread's time; on a loaded machine its wall time is longer).
 * 3. 50 readers at once of the open's public data (the tournament and its standings, by turns, as the public
 *    page asks them) while round 2 of another 5,000-player Swiss is paired in the same server: p50 and p99
 *    of every read (the target is p99 under 100 ms). Each reader sends 10 requests, and more (40 at most)
 *    until the pairing is done. With the server's event-loop delay and CPU time (its workers' too), and the
 *    machine's load average: on a shared machine the figures are the other work's as well.
 *
 * Loopback only, bounded: each reader stops after its requests, the pairing after one round. Plain GETs
 * without If-None-Match (a first visit), so the figures are of full answers, not of 304s; taking gzip, as
 * browsers do.
 * The server runs in a process of its own (bench/crowdServer.ts). `npx tsx bench/crowd.ts` runs this part alone.
 */
import { spawn } from 'node:child_process';
import { Agent, get } from 'node:http';
import { availableParallelism, loadavg } from 'node:os';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import type { ServerStats } from './crowdServer.js';

const agent = new Agent({ keepAlive: true, maxSockets: 100 });

/**
 * Sends one GET as a browser does (taking gzip) and reads its whole body, without unpacking it (the
 * browser's work, not the server's); its time in ms, or Infinity after a 60 s time-out.
 */
function timedGet(url: string): Promise<number> {
  const s = performance.now();
  return new Promise((resolve, reject) => {
    const req = get(url, { agent, headers: { 'Accept-Encoding': 'gzip' }, timeout: 60_000 }, (res) => {
      res.on('data', () => undefined);
      res.on('end', () => {
        if (res.statusCode === 200) resolve(performance.now() - s);
        else reject(new Error(`${url}: ${res.statusCode}`));
      });
    });
    req.on('timeout', () => {
      req.destroy();
      resolve(Infinity);
    });
    req.on('error', reject);
  });
}

/**
 * `readers` at once, each sending GETs one after another (the i-th to `urls[(reader + i) % urls.length]`):
 * at least `each`, and more while `busy()` holds, `most` at most.
 */
async function crowd(urls: readonly string[], readers: number, each: number, busy = () => false, most = each): Promise<number[]> {
  const times: number[] = [];
  await Promise.all(
    Array.from({ length: readers }, async (_, r) => {
      for (let i = 0; i < most && (i < each || busy()); i++) times.push(await timedGet(urls[(r + i) % urls.length]!));
    }),
  );
  return times;
}

function quantile(times: readonly number[], p: number): number {
  const sorted = [...times].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;
}

const ms = (x: number) => (Number.isFinite(x) ? `${x.toFixed(1)} ms` : 'time-out');

/** The bench's server: its address, and a question to it (a line on its standard input) answered by its next line. */
async function startServer(): Promise<{ url: string; ask: (line: string) => Promise<string>; stop: () => void }> {
  const server = spawn(process.execPath, ['--import', 'tsx', fileURLToPath(new URL('./crowdServer.ts', import.meta.url))], { stdio: ['pipe', 'pipe', 'inherit'] });
  const waiting: ((line: string) => void)[] = [];
  createInterface({ input: server.stdout }).on('line', (line) => waiting.shift()?.(line));
  const next = () =>
    new Promise<string>((resolve, reject) => {
      waiting.push(resolve);
      server.once('exit', (code) => {
        reject(new Error(`the bench's server ended (${code})`));
      });
    });
  const url = await next();
  const ask = (line: string) => {
    const answer = next();
    server.stdin.write(`${line}\n`);
    return answer;
  };
  return { url, ask, stop: () => server.stdin.end() }; // the server ends itself
}

/** The server's event-loop delay and CPU time while `work` runs. */
async function measured<T>(ask: (line: string) => Promise<string>, work: () => Promise<T>): Promise<{ value: T; stats: ServerStats }> {
  await ask('reset');
  const value = await work();
  return { value, stats: JSON.parse(await ask('stats')) as ServerStats };
}

const loopOf = (s: ServerStats) => `event-loop delay p99 ${ms(s.delayP99)}, max ${ms(s.delayMax)}; server CPU ${(s.cpuMs / 1000).toFixed(1)} s`;

export async function runCrowdBench(): Promise<void> {
  const { url, ask, stop } = await startServer();
  try {
    const club = await crowd([`${url}/api/tournaments/club/standings`], 10, 10);
    const open = await crowd([`${url}/api/tournaments/open/standings`], 10, 10);
    const ratio = quantile(open, 0.5) / quantile(club, 0.5);
    console.log(
      `Crowd: standings at 10 readers, 10 requests each: 10-player club median ${ms(quantile(club, 0.5))}, 2,000-player open median ${ms(quantile(open, 0.5))} (${ratio.toFixed(1)}×)`,
    );
    const cookie = await login(url);
    // Alone, the pairing's longest stop of the server's thread is its longest piece of work there (a
    // stop under the crowd is its queue as well).
    const quiet = await measured(ask, () => pair(url, cookie, 'quiet'));
    console.log(`Crowd: round 2 of 5,000 players paired and saved with no reader (${(quiet.value / 1000).toFixed(1)} s): ${loopOf(quiet.stats)}`);
    const load = loadavg()[0]!;
    const publicReads = [`${url}/api/tournaments/open`, `${url}/api/tournaments/open/standings`];
    const crowded = await measured(ask, async () => {
      let paired = false; // set when the pairing answers, while the readers await
      const pairing = pair(url, cookie, 'big').then((took) => {
        paired = true;
        return took;
      });
      const during = await crowd(publicReads, 50, 10, () => !paired, 40);
      return { during, pairMs: await pairing };
    });
    const { during, pairMs } = crowded.value;
    const timeouts = during.filter((x) => !Number.isFinite(x)).length;
    console.log(
      `Crowd: 50 readers of the 2,000-player open's public data, 10 to 40 requests each, until round 2 of 5,000 players was paired (${(pairMs / 1000).toFixed(1)} s): ${during.length} reads, p50 ${ms(quantile(during, 0.5))}, p99 ${ms(quantile(during, 0.99))}, max ${ms(quantile(during, 1))}, ${timeouts} time-outs; ${loopOf(crowded.stats)}; load average ${load.toFixed(1)} on ${availableParallelism()} cores`,
    );
  } finally {
    agent.destroy();
    stop();
  }
}

/** Logs in as anna: her session's cookie. */
async function login(url: string): Promise<string> {
  const r = await fetch(`${url}/api/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ name: 'anna', password: 'correct horse battery' }),
  });
  return r.headers.get('set-cookie')!.split(';')[0]!;
}

/** Asks for the next round of `id`: the time the pairing (and its save) took. */
async function pair(url: string, cookie: string, id: string): Promise<number> {
  const t0 = performance.now();
  const r = await fetch(`${url}/api/tournaments/${id}/rounds`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Cookie: cookie },
    body: JSON.stringify({ mode: 'auto' }),
  });
  await r.arrayBuffer();
  if (r.status !== 200) throw new Error(`pairing: ${r.status}`);
  return performance.now() - t0;
}

if (import.meta.url === `file://${process.argv[1]}`) await runCrowdBench();
