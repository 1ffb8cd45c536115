/**
 * The server under load (issue 11): small requests answered while a round of a large Swiss is paired in a
 * worker thread. Used by `npm run bench` (figures) and by test/responsive.test.ts (a generous bound).
 */
import { DEFAULT_SWISS_SETTINGS } from '../src/core/settings.js';
import type { Tournament } from '../src/core/tournament.js';

/** A Swiss of n rated players, 9 rounds planned, none paired. */
export function bigSwiss(n: number): Tournament {
  const players = Array.from({ length: n }, (_, i) => ({ id: i + 1, name: `Player ${String(i + 1).padStart(5, '0')}`, rating: 2700 - Math.floor((1300 * i) / n) }));
  return { name: `Open of ${n}`, plannedRounds: 9, settings: DEFAULT_SWISS_SETTINGS, players, rounds: [], absences: [] };
}

/**
 * Logs in as anna, asks the server to pair the next round of tournament `id`, and meanwhile sends a small
 * request every 50 ms; the time of the pairing request and of each small one answered while it ran.
 */
export async function whileBusy(url: string, id: string): Promise<{ pairMs: number; latencies: number[]; paired: number }> {
  const login = await fetch(`${url}/api/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ name: 'anna', password: 'correct horse battery' }),
  });
  const cookie = login.headers.get('set-cookie')!.split(';')[0]!;
  const t0 = performance.now();
  let done = false; // set when the pairing answers, while the loop below awaits
  const answered = () => done;
  const pairing = fetch(`${url}/api/tournaments/${id}/rounds`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Cookie: cookie },
    body: JSON.stringify({ mode: 'auto' }),
  }).then(async (r) => {
    done = true;
    if (r.status !== 200) throw new Error(`pairing: ${r.status} ${await r.text()}`);
    return (await r.json()) as { tournament: Tournament };
  });
  const latencies: number[] = [];
  await new Promise((resolve) => setTimeout(resolve, 300)); // the request has reached the worker
  while (!answered()) {
    const s = performance.now();
    const r = await fetch(`${url}/api/session`, { headers: { Cookie: cookie } });
    await r.json();
    if (!answered()) latencies.push(performance.now() - s);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const view = await pairing;
  return { pairMs: performance.now() - t0, latencies, paired: view.tournament.rounds.at(-1)!.games.length };
}
