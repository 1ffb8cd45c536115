/**
 * The server under load (issue 11): small requests answered while a round of a large Swiss is paired in a
 * worker thread. Used by `npm run bench` (figures) and by test/responsive.test.ts (a generous bound).
 */
import { DEFAULT_SWISS_SETTINGS } from '../src/core/settings.js';
import type { Tournament } from '../src/core/tournament.js';
import type { GameResult } from '../src/core/game.js';

/**
 * A Swiss of n rated players (n even), 9 rounds planned; with `roundOnePlayed`, round 1 paired as the
 * Dutch system pairs it (top half against bottom half, board i: i against n/2 + i, colours alternating) and
 * played (every third board drawn, the others won by the higher rated), so that round 2 has score brackets
 * whose pairing takes the engine seconds (round 1 it pairs at once).
 */
export function bigSwiss(n: number, { roundOnePlayed = false } = {}): Tournament {
  const players = Array.from({ length: n }, (_, i) => ({ id: i + 1, name: `Player ${String(i + 1).padStart(5, '0')}`, rating: 2700 - Math.floor((1300 * i) / n) }));
  const half = n / 2;
  const games = Array.from({ length: half }, (_, i) => {
    const [white, black] = i % 2 === 0 ? [i + 1, half + i + 1] : [half + i + 1, i + 1];
    const result: GameResult = i % 3 === 2 ? '1/2-1/2' : white < black ? '1-0' : '0-1';
    return { board: i + 1, white, black, result };
  });
  const rounds = roundOnePlayed ? [{ number: 1, games, byes: [] }] : [];
  return { name: `Open of ${n}`, plannedRounds: 9, settings: DEFAULT_SWISS_SETTINGS, players, rounds, absences: [] };
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
