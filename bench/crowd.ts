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
 *    machine's load average: on a shared machine the figures are the other work's as well. Then where the
 *    slowest 1% of the reads spent their time (issue 31): the readers' sending, the wait before the server's
 *    thread read the request (its connection's accept as well: libuv accepts one connection per turn of
 *    the event loop), the route, the answer's sending, the rest to the reader's end; the garbage collectors'
 *    pauses within them; the server's longest stops and its pool's tasks on the crowd's clock; each thread's
 *    CPU time and its time waiting for a core (Linux schedstat), by nice value.
 *
 * Loopback only, bounded: each reader stops after its requests, the pairing after one round. Plain GETs
 * without If-None-Match (a first visit), so the figures are of full answers, not of 304s; taking gzip, as
 * browsers do.
 * The server runs in a process of its own (bench/crowdServer.ts). `npx tsx bench/crowd.ts` runs this part alone;
 * CROWD_SERVER_FLAGS gives the server's node flags (e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`, `--trace-gc`),
 * CROWD_HELPERS=normal leaves its helper threads at the server's priority (ComputePool's `helpers`).
 */
import { spawn } from 'node:child_process';
import { Agent, get } from 'node:http';
import { availableParallelism, loadavg } from 'node:os';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { PerformanceObserver } from 'node:perf_hooks';
import type { GcPause, ServerStats } from './crowdServer.js';

const agent = new Agent({ keepAlive: true, maxSockets: 100 });

/** A read's times in the readers' process (ms since the epoch): sent, its answer's head and its end. */
interface Read {
  readonly id: string;
  readonly start: number;
  /** The request handed to the operating system by the readers' process. */
  readonly sent: number;
  readonly head: number;
  readonly end: number;
}

let reads: Read[] = [];
let nextRead = 0;

/**
 * Sends one GET as a browser does (taking gzip) and reads its whole body, without unpacking it (the
 * browser's work, not the server's); its time in ms, or Infinity after a 60 s time-out. Marked with an
 * `X-Bench-Id` for the server's times of it (the breakdown of the slowest reads).
 */
function timedGet(url: string): Promise<number> {
  const s = performance.now();
  const id = String(++nextRead);
  let sent = 0;
  return new Promise((resolve, reject) => {
    const req = get(url, { agent, headers: { 'Accept-Encoding': 'gzip', 'X-Bench-Id': id }, timeout: 60_000 }, (res) => {
      const head = performance.now();
      sent ||= head;
      res.on('data', () => undefined);
      res.on('end', () => {
        const end = performance.now();
        reads.push({ id, start: performance.timeOrigin + s, sent: performance.timeOrigin + sent, head: performance.timeOrigin + head, end: performance.timeOrigin + end });
        if (res.statusCode === 200) resolve(end - s);
        else reject(new Error(`${url}: ${res.statusCode}`));
      });
    });
    req.on('finish', () => (sent = performance.now()));
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
  const server = spawn(
    process.execPath,
    [...(process.env.CROWD_SERVER_FLAGS?.split(' ').filter(Boolean) ?? []), '--import', 'tsx', fileURLToPath(new URL('./crowdServer.ts', import.meta.url))],
    { stdio: ['pipe', 'pipe', 'inherit'] },
  );
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
async function measured<T>(ask: (line: string) => Promise<string>, work: () => Promise<T>): Promise<{ value: T; stats: ServerStats; reads: Read[]; gc: GcPause[] }> {
  await ask('reset');
  reads = [];
  clientGc.length = 0;
  const value = await work();
  return { value, stats: JSON.parse(await ask('stats')) as ServerStats, reads, gc: [...clientGc] };
}

/** The readers' process's garbage-collector pauses. */
const clientGc: GcPause[] = [];
new PerformanceObserver((list) => {
  for (const e of list.getEntries()) clientGc.push({ start: performance.timeOrigin + e.startTime, ms: e.duration });
}).observe({ entryTypes: ['gc'] });

const mean = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length);

/** The length of the pauses within [from, to], in ms. */
const pausedIn = (pauses: readonly GcPause[], from: number, to: number) => pauses.reduce((sum, p) => sum + Math.max(0, Math.min(to, p.start + p.ms) - Math.max(from, p.start)), 0);

/**
 * Where the slowest 1% of the reads spent their time, against all reads (means, ms): before the server's
 * thread read the request, the route (its head read to its answer's head written), the answer's sending,
 * and from then to the reader's end; with the garbage collectors' pauses within them, and how many came
 * while the round was paired.
 */
function breakdown(reads: readonly Read[], stats: ServerStats, clientPauses: readonly GcPause[], pairing: { from: number; to: number }): string {
  const byId = new Map(stats.requests.map((r) => [r.id, r]));
  const rows = reads.flatMap((r) => {
    const s = byId.get(r.id);
    return s
      ? [{ total: r.end - r.start, send: r.sent - r.start, before: s.arrive - r.sent, route: s.head - s.arrive, sending: s.finish - s.head, after: r.end - s.finish, r }]
      : [];
  });
  rows.sort((a, b) => b.total - a.total);
  const part = (list: typeof rows) =>
    `${ms(mean(list.map((x) => x.total)))}: the readers' sending ${ms(mean(list.map((x) => x.send)))}, then before the server's thread ${ms(mean(list.map((x) => x.before)))}, route ${ms(mean(list.map((x) => x.route)))}, sending ${ms(mean(list.map((x) => x.sending)))}, to the reader's end ${ms(mean(list.map((x) => x.after)))}; GC within: server ${ms(mean(list.map((x) => pausedIn(stats.gc, x.r.start, x.r.end))))}, readers ${ms(mean(list.map((x) => pausedIn(clientPauses, x.r.start, x.r.end))))}`;
  const slowest = rows.slice(0, Math.max(1, Math.ceil(rows.length / 100)));
  const during = slowest.filter((x) => x.r.end > pairing.from && x.r.start < pairing.to).length;
  const threads = new Map<string, { cpuMs: number; waitMs: number }>();
  for (const t of stats.threads) {
    const name = t.tid === stats.pid ? 'server thread' : `${t.name} (nice ${t.nice})`;
    const g = threads.get(name) ?? { cpuMs: 0, waitMs: 0 };
    g.cpuMs += t.cpuMs;
    g.waitMs += t.waitMs;
    threads.set(name, g);
  }
  // With CROWD_SERVER_FLAGS (e.g. --cpu-prof): where the crowd starts in the server's CPU profile.
  if (process.env.CROWD_SERVER_FLAGS)
    console.log(`Crowd: the crowd began at ${((pairing.from - stats.clock.epochMs) * 1000 + stats.clock.monoUs).toFixed(0)} µs of the server's monotonic clock`);
  const cpu = [...threads].map(([name, g]) => `${name} ${(g.cpuMs / 1000).toFixed(2)} s (waiting for a core ${(g.waitMs / 1000).toFixed(2)} s)`).join(', ');
  const at = (x: number) => `${((x - pairing.from) / 1000).toFixed(2)} s`;
  const longest = [...stats.stops]
    .sort((a, b) => b.ms - a.ms)
    .slice(0, 8)
    .sort((a, b) => a.start - b.start);
  const stopsText = longest.map((p) => `${ms(p.ms)} at ${at(p.start)}`).join(', ');
  const tasksText = stats.tasks.map((t) => `${t.kind} ${at(t.start)}–${at(t.end)}`).join(', ');
  const slowText = slowest
    .map(
      (x) =>
        `${at(x.r.start)}+${x.total.toFixed(0)} (accepted +${(byId.get(x.r.id)!.accepted - x.r.start).toFixed(0)}, read +${(byId.get(x.r.id)!.arrive - x.r.start).toFixed(0)})`,
    )
    .join(' ');
  return `slowest reads (start+ms): ${slowText}; server stops: ${stopsText}; tasks: ${tasksText}\nCrowd: slowest 1% (${slowest.length}, ${during} while pairing) ${part(slowest)}; all reads ${part(rows)}; server threads' CPU: ${cpu}`;
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
      const from = performance.timeOrigin + performance.now();
      const pairing = pair(url, cookie, 'big').then((took) => {
        paired = true;
        return took;
      });
      const during = await crowd(publicReads, 50, 10, () => !paired, 40);
      const pairMs = await pairing;
      return { during, pairMs, window: { from, to: from + pairMs } };
    });
    const { during, pairMs, window } = crowded.value;
    const timeouts = during.filter((x) => !Number.isFinite(x)).length;
    console.log(
      `Crowd: 50 readers of the 2,000-player open's public data, 10 to 40 requests each, until round 2 of 5,000 players was paired (${(pairMs / 1000).toFixed(1)} s): ${during.length} reads, p50 ${ms(quantile(during, 0.5))}, p99 ${ms(quantile(during, 0.99))}, max ${ms(quantile(during, 1))}, ${timeouts} time-outs; ${loopOf(crowded.stats)}; load average ${load.toFixed(1)} on ${availableParallelism()} cores`,
    );
    console.log(`Crowd: ${breakdown(crowded.reads, crowded.stats, crowded.gc, window)}`);
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
