import { describe, expect, it } from 'vitest';
import type { Tournament } from '../src/core/tournament.js';
import { DEFAULT_KEIZER_SETTINGS } from '../src/core/settings.js';
import { GAME_RESULTS, isPlayed, type GameResult } from '../src/core/game.js';
import { addPlayer, addRound, markAbsent, must, setResult } from '../src/core/tournamentOps.js';
import { isEntered } from '../src/core/player.js';
import { seededRandom } from '../src/core/random.js';
import { makeTournamentFile, parseTournamentFile } from '../src/formats/tournamentFile.js';
import { pairRound } from '../src/director/registry.js';
import { keizerStandings } from '../src/scoring/keizer.js';

const roundTrips = (t: Tournament) => {
  const text = makeTournamentFile(t);
  const back = parseTournamentFile(text);
  expect(back.ok).toBe(true);
  if (back.ok) expect(makeTournamentFile(back.value)).toBe(text);
  return back.ok ? back.value : t;
};

describe('a simulated Keizer season (issue 2 acceptance)', () => {
  it.each([7, 2026])('30 players, 25 rounds, random absences and results (seed %i)', (seed) => {
    const rnd = seededRandom(seed);
    let t: Tournament = { name: `Season ${seed}`, plannedRounds: 25, settings: DEFAULT_KEIZER_SETTINGS, players: [], rounds: [], absences: [] };
    for (let i = 1; i <= 30; i++) t = must(addPlayer(t, { name: `Player ${String(i).padStart(2, '0')}`, rating: 1200 + Math.floor(rnd() * 1000) })).tournament;
    const byes = new Map<number, number>();
    for (let r = 1; r <= 25; r++) {
      for (const p of t.players) {
        const x = rnd();
        if (x < 0.08) t = must(markAbsent(t, p.id, 'excused'));
        else if (x < 0.12) t = must(markAbsent(t, p.id, 'unexcused'));
      }
      const ranking = keizerStandings(t).rows.map((row) => row.player.id);
      const round = must(pairRound(t)).round;
      t = must(addRound(t, round));

      // Every present player is paired or has the one bye.
      const absent = new Set(t.absences.filter((a) => a.round === r).map((a) => a.player));
      const present = t.players.filter((p) => isEntered(p, r) && !absent.has(p.id)).map((p) => p.id);
      const seated = [...round.games.flatMap((g) => [g.white, g.black]), ...round.byes];
      expect([...seated].sort((a, b) => a - b)).toEqual([...present].sort((a, b) => a - b));
      expect(round.byes.length).toBe(present.length % 2);

      // The bye goes to the lowest-ranked present player with the fewest byes.
      for (const b of round.byes) {
        const fewest = Math.min(...present.map((id) => byes.get(id) ?? 0));
        const eligible = present.filter((id) => (byes.get(id) ?? 0) === fewest);
        const lowest = eligible.reduce((lo, id) => (ranking.indexOf(id) > ranking.indexOf(lo) ? id : lo));
        expect(b).toBe(lowest);
        byes.set(b, (byes.get(b) ?? 0) + 1);
      }

      // No rematch under the default (a forfeit was not a meeting over the board).
      const met = new Set(t.rounds.slice(0, -1).flatMap((x) => x.games.filter((g) => isPlayed(g.result)).map((g) => [g.white, g.black].sort((a, b) => a - b).join('-'))));
      for (const g of round.games) expect(met.has([g.white, g.black].sort((a, b) => a - b).join('-'))).toBe(false);

      t = roundTrips(t);
      for (const g of round.games) {
        const result: GameResult = rnd() < 0.05 ? (GAME_RESULTS[3 + Math.floor(rnd() * 3)] as GameResult) : (GAME_RESULTS[Math.floor(rnd() * 3)] as GameResult);
        t = must(setResult(t, { board: g.board }, result));
      }
      t = roundTrips(t);
    }
    expect(t.rounds).toHaveLength(25);
  });
});
