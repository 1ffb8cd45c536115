// Tournaments played through the director's operations and exported as `arbiter export trf` exports them,
// and the alterations the tests of `arbiter check` make to them (src/director/check.test.ts,
// src/cli/checkCommand.test.ts): a swapped pair, swapped ranks, a changed points column or tie-break value.
import {
  DEFAULT_DUBOV_SETTINGS,
  DEFAULT_LIM_SETTINGS,
  DEFAULT_KEIZER_SETTINGS,
  DEFAULT_ROUND_ROBIN_SETTINGS,
  DEFAULT_SWISS_SETTINGS,
  type TournamentSettings,
} from '../src/core/settings.js';
import type { GameResult } from '../src/core/game.js';
import type { Tournament } from '../src/core/tournament.js';
import { addPlayer, expelPlayer, markAbsent, must, setResult, withdrawPlayer } from '../src/core/tournamentOps.js';
import { pairNextRound } from '../src/director/operations.js';
import { standings } from '../src/director/registry.js';
import { makeTournamentTrf } from '../src/director/trfExport.js';
import type { TrfRoundEntry, TrfTournament } from '../src/formats/trf.js';
import { makeTrfText, readTrfFile, type TrfFormat } from '../src/formats/trfFile.js';

const RESULTS: GameResult[] = ['1-0', '0-1', '1/2-1/2', '1-0', '0-1', '1-0', '+-', '1/2-1/2', '0-1', '1-0', '-+', '1-0'];

function played(settings: TournamentSettings, players: number, rounds: number, byes: boolean): Tournament {
  let t: Tournament = {
    name: 'Check Open',
    details: { place: 'Leuven', startDate: '2026-03-10', endDate: '2026-03-14' },
    plannedRounds: rounds,
    settings,
    players: [],
    rounds: [],
    absences: [],
  };
  // Registered in an order unrelated to the ratings (i·7 mod 23 spreads them).
  for (let i = 0; i < players; i++) t = must(addPlayer(t, { name: `Speler ${String.fromCharCode(65 + i)}`, rating: 1400 + ((i * 7) % 23) * 37 })).tournament;
  let k = 0;
  for (let r = 1; r <= rounds; r++) {
    if (byes && r === 2) t = must(markAbsent(t, 3, 'half-bye'));
    if (byes && r === 4) t = must(markAbsent(t, 6, 'zero-bye'));
    t = must(pairNextRound(t)).tournament;
    for (const g of t.rounds[r - 1]!.games) t = must(setResult(t, { board: g.board }, RESULTS[k++ % RESULTS.length], r));
  }
  return t;
}

/** A Swiss of 13 players, 5 rounds by the Dutch rules of `rules`, with a half-point bye, an absence and forfeits. */
export const playedSwiss = (rules: '2025' | '2017' | '2012' = '2025'): Tournament => played({ ...DEFAULT_SWISS_SETTINGS, initialColour: 'white', seed: 3, rules }, 13, 5, true);

/** A Dubov Swiss (C.04.4.1) of 13 players, 5 rounds, the same field. */
export const playedDubov = (): Tournament => played({ ...DEFAULT_DUBOV_SETTINGS, initialColour: 'white', seed: 3 }, 13, 5, true);

/** A Lim Swiss (C.04.4.3) of 13 players, 5 rounds, the same field. */
export const playedLim = (): Tournament => played({ ...DEFAULT_LIM_SETTINGS, initialColour: 'white', seed: 3 }, 13, 5, true);

/** A round robin of 5 players (a bye each round), by rating. */
export const playedRoundRobin = (): Tournament => played({ ...DEFAULT_ROUND_ROBIN_SETTINGS, numbering: 'rating' }, 5, 5, false);

/**
 * A round robin of 6 players (5 rounds), numbered by rating (player n is the n-th strongest), where the
 * stronger player wins every game: player 6 is expelled after round 2 (2 games played of 5, fewer than half)
 * and player 5 withdraws after round 3 (3 of 5); their later games are lost by forfeit, as the director
 * enters them (both gone: a double forfeit).
 */
export function playedRoundRobinWithLeavers(): Tournament {
  let t: Tournament = {
    name: 'Check Robin',
    details: { place: 'Leuven', startDate: '2026-03-10', endDate: '2026-03-14' },
    plannedRounds: 5,
    settings: { ...DEFAULT_ROUND_ROBIN_SETTINGS, numbering: 'rating' },
    players: [],
    rounds: [],
    absences: [],
  };
  for (let i = 0; i < 6; i++) t = must(addPlayer(t, { name: `Speler ${String.fromCharCode(65 + i)}`, rating: 2000 - 100 * i })).tournament;
  for (let r = 1; r <= 5; r++) {
    if (r === 3) t = must(expelPlayer(t, 6));
    if (r === 4) t = must(withdrawPlayer(t, 5));
    t = must(pairNextRound(t)).tournament;
    const gone = (id: number) => (t.players.find((p) => p.id === id)!.withdrawnFromRound ?? Infinity) <= r;
    for (const g of t.rounds[r - 1]!.games) {
      const result: GameResult = gone(g.white) ? (gone(g.black) ? '--' : '-+') : gone(g.black) ? '+-' : g.white < g.black ? '1-0' : '0-1';
      t = must(setResult(t, { board: g.board }, result, r));
    }
  }
  return t;
}

/** A Keizer competition of 6 players, 2 rounds. */
export const playedKeizer = (): Tournament => played(DEFAULT_KEIZER_SETTINGS, 6, 2, false);

/** The tournament as `arbiter export trf --format FORMAT` writes it. */
export const exported = (t: Tournament, format: TrfFormat): string => must(makeTournamentTrf(t, standings(t), format));

/** The TRF16 model of a text (either format). */
export function model(text: string): TrfTournament {
  const f = readTrfFile(text);
  if (!f.ok) throw new Error(f.error.message);
  return f.value.tournament;
}

/** A model written back in a format. */
export function written(t: TrfTournament, format: TrfFormat): string {
  const text = makeTrfText(t, format);
  if (!text.ok) throw new Error(text.error.message);
  return text.value;
}

const withRounds = (t: TrfTournament, change: (id: number, rounds: TrfRoundEntry[]) => TrfRoundEntry[]): TrfTournament => ({
  ...t,
  players: t.players.map((p) => ({ ...p, rounds: change(p.id, [...p.rounds]) })),
});

const COMPLEMENT: Record<string, TrfRoundEntry['result']> = { '1': '0', '0': '1', '=': '=' };

/**
 * Round r with two games' black players exchanged: a–b and c–d become a–d and c–b, each black player taking
 * the result his new opponent's entry implies (two games with the same result for white are chosen when
 * there are, so that nobody's points change). Returns the altered model and the four players.
 */
export function swapPair(t: TrfTournament, r: number): { trf: TrfTournament; players: [number, number, number, number] } {
  const whites = t.players.filter((p) => p.rounds[r - 1]?.colour === 'w' && '10='.includes(p.rounds[r - 1]!.result));
  const pairs = whites.flatMap((a) => whites.filter((c) => a.id < c.id).map((c) => [a, c] as const));
  const same = pairs.find(([a, c]) => a.rounds[r - 1]!.result === c.rounds[r - 1]!.result) ?? pairs[0];
  if (!same) throw new Error(`round ${r}: fewer than two games played`);
  const [a, c] = same;
  const [ea, ec] = [a.rounds[r - 1]!, c.rounds[r - 1]!];
  const [b, d] = [ea.opponent, ec.opponent];
  const opponent: Record<number, [number, TrfRoundEntry['result'] | undefined]> = {
    [a.id]: [d, undefined],
    [c.id]: [b, undefined],
    [d]: [a.id, COMPLEMENT[ea.result]],
    [b]: [c.id, COMPLEMENT[ec.result]],
  };
  const trf = withRounds(t, (id, rounds) => {
    const change = opponent[id];
    if (change) rounds[r - 1] = { ...rounds[r - 1]!, opponent: change[0], ...(change[1] ? { result: change[1] } : {}) };
    return rounds;
  });
  return { trf, players: [a.id, b, c.id, d] };
}

/** The ranks of the players ranked x and y exchanged; returns their numbers. */
export function swapRanks(t: TrfTournament, x: number, y: number): { trf: TrfTournament; players: [number, number] } {
  const px = t.players.find((p) => p.rank === x)!;
  const py = t.players.find((p) => p.rank === y)!;
  const rank = (id: number, r: number | undefined) => (id === px.id ? y : id === py.id ? x : r);
  return { trf: { ...t, players: t.players.map((p) => ({ ...p, rank: rank(p.id, p.rank) })) }, players: [px.id, py.id] };
}

/** Player `id`'s points column changed by `delta`. */
export const changePoints = (t: TrfTournament, id: number, delta: number): TrfTournament => ({
  ...t,
  players: t.players.map((p) => (p.id === id ? { ...p, points: p.points + delta } : p)),
});

/** Player `id`'s k-th tie-break value (XTV) changed by `delta`. */
export const changeTiebreakValue = (t: TrfTournament, id: number, k: number, delta: number): TrfTournament => ({
  ...t,
  headers: t.headers.map((h) => {
    const [code, no, ...values] = h.trim().split(/\s+/);
    if (code !== 'XTV' || Number(no) !== id) return h;
    values[k] = (Number(values[k]) + delta).toFixed(2);
    return ['XTV', no!.padStart(4), ...values.map((v) => v.padStart(8))].join(' ');
  }),
});
