/**
 * Reads for a crowd (issue 31, item 4): a weekend open with parents refreshing the public page.
 *
 * 1. Standings at 10 readers at once: a 10-player club against a 2,000-player open (median of each; the
 *    target is the open within 3× of the club).
 * 2. 50 readers at once of the open's public data (the tournament and its standings, by turns, as the public
 *    page asks them) while round 2 of a 5,000-player Swiss is paired in the same server: p50 and p99 of
 *    every read (the target is p99 under 100 ms). Each reader sends 10 requests, and more (40 at most) until
 *    the pairing is done.
 *
 * Loopback only, bounded: each reader stops after its requests, the pairing after one round. Plain GETs
 * without If-None-Match (a first visit), so the figures are of full answers, not of 304s; taking gzip, as
 * browsers do.
 * The server runs in a process of its own (bench/crowdServer.ts). `npx tsx bench/crowd.ts` runs this part alone.
 */
import { spawn } from 'node:child_process';
import { Agent, get } from 'node:http';
import { fileURLToPath } from 'node:url';

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

export async function runCrowdBench(): Promise<void> {
  const server = spawn(process.execPath, ['--import', 'tsx', fileURLToPath(new URL('./crowdServer.ts', import.meta.url))], { stdio: ['pipe', 'pipe', 'inherit'] });
  const url = await new Promise<string>((resolve, reject) => {
    server.stdout.once('data', (d: Buffer) => {
      resolve(d.toString().trim());
    });
    server.once('exit', (code) => {
      reject(new Error(`the bench's server ended (${code})`));
    });
  });
  try {
    const club = await crowd([`${url}/api/tournaments/club/standings`], 10, 10);
    const open = await crowd([`${url}/api/tournaments/open/standings`], 10, 10);
    const ratio = quantile(open, 0.5) / quantile(club, 0.5);
    console.log(
      `Crowd: standings at 10 readers, 10 requests each: 10-player club median ${ms(quantile(club, 0.5))}, 2,000-player open median ${ms(quantile(open, 0.5))} (${ratio.toFixed(1)}×)`,
    );
    const pairing = await pairInBackground(url, 'big');
    const publicReads = [`${url}/api/tournaments/open`, `${url}/api/tournaments/open/standings`];
    let paired = false; // set when the pairing answers, while the readers await
    void pairing.done.then(() => {
      paired = true;
    });
    const during = await crowd(publicReads, 50, 10, () => !paired, 40);
    const pairMs = await pairing.done;
    const timeouts = during.filter((x) => !Number.isFinite(x)).length;
    console.log(
      `Crowd: 50 readers of the 2,000-player open's public data, 10 to 40 requests each, until round 2 of 5,000 players was paired (${(pairMs / 1000).toFixed(1)} s): ${during.length} reads, p50 ${ms(quantile(during, 0.5))}, p99 ${ms(quantile(during, 0.99))}, max ${ms(quantile(during, 1))}, ${timeouts} time-outs`,
    );
  } finally {
    agent.destroy();
    server.stdin.end(); // the server ends itself
  }
}

/** Logs in as anna and asks for the next round of `id`; `done` is the time the pairing took. */
async function pairInBackground(url: string, id: string): Promise<{ done: Promise<number> }> {
  const login = await fetch(`${url}/api/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ name: 'anna', password: 'correct horse battery' }),
  });
  const cookie = login.headers.get('set-cookie')!.split(';')[0]!;
  const t0 = performance.now();
  const done = fetch(`${url}/api/tournaments/${id}/rounds`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Cookie: cookie },
    body: JSON.stringify({ mode: 'auto' }),
  }).then(async (r) => {
    await r.arrayBuffer();
    if (r.status !== 200) throw new Error(`pairing: ${r.status}`);
    return performance.now() - t0;
  });
  return { done };
}

if (import.meta.url === `file://${process.argv[1]}`) await runCrowdBench();
