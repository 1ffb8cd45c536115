// A Swiss of the tournament file with the Baku acceleration (C.04.5.1) and prohibited pairings: the engine's
// input carries the virtual points and the prohibitions, and the rounds are bbpPairings 6.0.0's.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Tournament } from '../core/tournament.js';
import { DEFAULT_SWISS_SETTINGS } from '../core/settings.js';
import { addPlayer, forbidPairing, must } from '../core/tournamentOps.js';
import { checkDutchTrf, readTrfFile } from '../formats/trfFile.js';
import { tournamentFromTrfFile } from '../formats/trfTournament.js';
import { makeTournamentFile, parseTournamentFile } from '../formats/tournamentFile.js';
import { pairRound } from '../director/registry.js';
import { dutchInputOf } from './swiss.js';

/** n players rated 2400, 2390, … (start numbers follow), a Swiss of `rounds` rounds. */
function swiss(n: number, rounds: number, acceleration: 'none' | 'baku' = 'baku'): Tournament {
  let t: Tournament = { name: 'Open', plannedRounds: rounds, settings: { ...DEFAULT_SWISS_SETTINGS, initialColour: 'white', acceleration }, players: [], rounds: [], absences: [] };
  for (let i = 1; i <= n; i++) t = must(addPlayer(t, { name: `Player ${String(i).padStart(2, '0')}`, rating: 2410 - 10 * i })).tournament;
  return t;
}

const pairsOf = (t: Tournament) => {
  const r = pairRound(t);
  if (!r.ok) throw new Error(r.error.message);
  return r.value.round.games.map((g) => [Math.min(g.white, g.black), Math.max(g.white, g.black)]).sort((a, b) => a[0]! - b[0]!);
};

describe('the Baku acceleration of a Swiss (C.04.5.1)', () => {
  it('40 players, 9 rounds: GA is 1–20 with 1 point in rounds 1–3 and ½ in rounds 4–5 (Articles 2, 4); round 1 pairs 1–11', () => {
    const t = swiss(40, 9);
    const input = dutchInputOf(t, t.settings as never);
    if (!input.ok) throw new Error(input.error.message);
    const acc = input.value.players.map((p) => p.accelerations);
    expect(acc.slice(0, 20)).toEqual(Array(20).fill([1, 1, 1, 0.5, 0.5]));
    expect(acc.slice(20)).toEqual(Array(20).fill(undefined));
    expect(pairsOf(t)).toEqual([...Array.from({ length: 10 }, (_, i) => [i + 1, i + 11]), ...Array.from({ length: 10 }, (_, i) => [i + 21, i + 31])]);
    // Without acceleration round 1 pairs the top half against the bottom half: 1–21 (C.04.3 2025 1.2).
    expect(pairsOf(swiss(40, 9, 'none'))[0]).toEqual([1, 21]);
  });

  it('10 players: GA is 2 × ⌈10/4⌉ = 6 (Article 2, "rounded up to the nearest even number"), not 5', () => {
    const t = swiss(10, 5);
    const input = dutchInputOf(t, t.settings as never);
    if (!input.ok) throw new Error(input.error.message);
    expect(input.value.players.filter((p) => p.accelerations).map((p) => p.id)).toEqual([1, 2, 3, 4, 5, 6]);
    // GA pairs 1–4, 2–5, 3–6; GB 7–9, 8–10.
    expect(pairsOf(t)).toEqual([
      [1, 4],
      [2, 5],
      [3, 6],
      [7, 9],
      [8, 10],
    ]);
  });

  it('refuses a scoring other than the standard one (Article 1)', () => {
    const t = swiss(8, 5);
    const r = pairRound({ ...t, settings: { ...DEFAULT_SWISS_SETTINGS, acceleration: 'baku', pointsWin: 3, pointsDraw: 1 } });
    expect(r.ok ? '' : r.error.message).toMatch(/Baku acceleration \(C\.04\.5\.1 Article 1\) needs the standard scoring/);
  });

  const DIR = new URL('./dutch/testdata/baku/', import.meta.url).pathname;
  const cases = readdirSync(DIR)
    .filter((f) => f.endsWith('.trf'))
    .map((f) => f.slice(0, -4));
  it.each(cases)('%s, imported as a tournament file (192 _BAKU → acceleration baku), pairs as bbpPairings 6', (name) => {
    const file = readTrfFile(readFileSync(join(DIR, `${name}.trf`), 'utf8'));
    if (!file.ok) throw new Error(file.error.message);
    const checked = checkDutchTrf(file.value);
    if (!checked.ok) throw new Error(checked.error.message);
    const t = tournamentFromTrfFile(checked.value);
    if (!t.ok) throw new Error(t.error.message);
    expect(t.value.settings).toMatchObject({ acceleration: 'baku', rules: '2025' });
    const back = parseTournamentFile(makeTournamentFile(t.value));
    if (!back.ok) throw new Error(back.error.message);
    const r = pairRound(back.value);
    if (!r.ok) throw new Error(r.error.message);
    const [count, ...lines] = readFileSync(join(DIR, `${name}.2025.pairs`), 'utf8')
      .trim()
      .split('\n');
    const expected = lines.map((l) => l.split(' ').map(Number));
    const mine = [...r.value.round.games.map((g) => [g.white, g.black]).sort((a, b) => a[0]! - b[0]!), ...r.value.round.byes.map((b) => [b, 0])];
    expect(mine).toEqual(expected);
    expect(mine).toHaveLength(Number(count));
  });
});

describe('prohibited pairings of a Swiss (arbiter forbid)', () => {
  // Eight players, no acceleration: round 1 pairs 1–5, 2–6, 3–7, 4–8 (C.04.3 2025 1.2).
  it('keeps two players apart in the rounds it names, and only there', () => {
    const t = swiss(8, 5, 'none');
    expect(pairsOf(t)).toEqual([
      [1, 5],
      [2, 6],
      [3, 7],
      [4, 8],
    ]);
    const always = must(forbidPairing(t, [1, 5]));
    expect(pairsOf(always).some(([a, b]) => a === 1 && b === 5)).toBe(false);
    const later = must(forbidPairing(t, [1, 5], { first: 2, last: 3 }));
    expect(pairsOf(later)[0]).toEqual([1, 5]);
  });
});
