/**
 * The FIDE rating report of a tournament: a TRF16 file (FIDE B.02 §9.1: "the tournament report (TRF file)"),
 * written with the project's TRF reader/writer (`formats/trf.ts`) so that it reads back through `parseTrf`.
 * Header codes of TRF16: 012 name, 022 city, 032 federation, 042 start date, 052 end date, 062 number of
 * players, 072 number of rated players, 092 type of tournament, 102 chief arbiter, 122 time control.
 */
import { gamePoints, type Game, type GameResult } from '../core/game.js';
import { err, ok, type Result } from '../core/result.js';
import type { Tournament } from '../core/tournament.js';
import { makeTrf, parseTrf, type TrfPlayer, type TrfResult, type TrfRoundEntry, type TrfTournament } from './trf.js';
import { trfDate, trfPlayer } from './trfTournament.js';

export interface ReportMeta {
  readonly city?: string | undefined;
  readonly federation?: string | undefined;
  /** ISO dates YYYY-MM-DD. */
  readonly startDate?: string | undefined;
  readonly endDate?: string | undefined;
  readonly chiefArbiter?: string | undefined;
  readonly timeControl?: string | undefined;
  readonly type?: string | undefined;
}

/** TRF dates are YYYY/MM/DD. */

const PLAYED: Partial<Record<GameResult, readonly [TrfResult, TrfResult]>> = {
  '1-0': ['1', '0'],
  '0-1': ['0', '1'],
  '1/2-1/2': ['=', '='],
  '+-': ['+', '-'],
  '-+': ['-', '+'],
  '--': ['-', '-'],
};

const BYE_POINTS: Partial<Record<TrfResult, number>> = { U: 1, F: 1, H: 0.5, Z: 0 };

/** Builds the TRF16 report of a finished tournament. Every game needs a result. */
export function fideRatingReport(t: Tournament, meta: ReportMeta = {}): Result<TrfTournament> {
  for (const r of t.rounds)
    for (const g of r.games)
      if (g.result === undefined) return err({ code: 'report.unfinished', message: `round ${r.number}, board ${g.board}: the game ${g.white}-${g.black} has no result yet` });
  const rounds = [...t.rounds].sort((a, b) => a.number - b.number);
  const last = rounds.at(-1)?.number ?? 0;
  const entries = new Map<number, TrfRoundEntry[]>(t.players.map((p) => [p.id, []]));
  const points = new Map<number, number>(t.players.map((p) => [p.id, 0]));
  const add = (id: number, n: number) => points.set(id, (points.get(id) ?? 0) + n);
  for (let n = 1; n <= last; n++) {
    const round = rounds.find((r) => r.number === n);
    const seen = new Set<number>();
    for (const g of round?.games ?? []) {
      const [rw, rb] = PLAYED[g.result as GameResult] as readonly [TrfResult, TrfResult];
      const [pw, pb] = gamePoints(g.result as GameResult);
      entries.get(g.white)?.push({ opponent: g.black, colour: 'w', result: rw });
      entries.get(g.black)?.push({ opponent: g.white, colour: 'b', result: rb });
      add(g.white, pw);
      add(g.black, pb);
      seen.add(g.white).add(g.black);
    }
    for (const id of round?.byes ?? []) {
      entries.get(id)?.push({ opponent: 0, colour: '-', result: 'U' });
      add(id, 1);
      seen.add(id);
    }
    for (const p of t.players) {
      if (seen.has(p.id)) continue;
      const a = t.absences.find((x) => x.round === n && x.player === p.id);
      const result: TrfResult | undefined = a === undefined ? undefined : a.kind === 'full-bye' ? 'F' : a.kind === 'half-bye' ? 'H' : 'Z';
      entries.get(p.id)?.push(result ? { opponent: 0, colour: '-', result } : { opponent: 0, colour: ' ', result: ' ' });
      if (result) add(p.id, BYE_POINTS[result] ?? 0);
    }
  }
  const order = [...t.players].sort((a, b) => (points.get(b.id) ?? 0) - (points.get(a.id) ?? 0) || a.id - b.id);
  const rank = new Map(order.map((p, i) => [p.id, i + 1]));
  const players: TrfPlayer[] = t.players.map((p) => {
    const rs = [...(entries.get(p.id) ?? [])];
    while (rs.length && rs.at(-1)?.opponent === 0 && rs.at(-1)?.result === ' ') rs.pop();
    return trfPlayer(p, Math.round((points.get(p.id) ?? 0) * 10) / 10, rank.get(p.id), rs);
  });
  const headers = [
    `012 ${t.name}`,
    ...(meta.city ? [`022 ${meta.city}`] : []),
    ...(meta.federation ? [`032 ${meta.federation}`] : []),
    ...(meta.startDate ? [`042 ${trfDate(meta.startDate)}`] : []),
    ...(meta.endDate ? [`052 ${trfDate(meta.endDate)}`] : []),
    `062 ${t.players.length}`,
    `072 ${t.players.filter((p) => p.rating !== undefined).length}`,
    `092 ${meta.type ?? t.settings.system}`,
    ...(meta.chiefArbiter ? [`102 ${meta.chiefArbiter}`] : []),
    ...(meta.timeControl ? [`122 ${meta.timeControl}`] : []),
  ];
  return ok({
    headers,
    players,
    totalRounds: t.plannedRounds ?? (last || undefined),
    initialColour: undefined,
    useRankOrder: false,
    accelerations: new Map(),
    forbiddenPairs: [],
    pointValues: {},
  });
}

/** The report as TRF16 text. */
export function makeFideRatingReport(t: Tournament, meta: ReportMeta = {}): Result<string> {
  const r = fideRatingReport(t, meta);
  return r.ok ? ok(makeTrf(r.value)) : r;
}

export interface ReportedGame {
  readonly round: number;
  readonly white: number;
  readonly black: number;
  readonly result: GameResult;
}

/** Reads the games back from a TRF16 report (each game once, from the white player's line). */
export function gamesFromTrf(trf: TrfTournament): ReportedGame[] {
  const out: ReportedGame[] = [];
  for (const p of trf.players)
    p.rounds.forEach((e, i) => {
      if (e.opponent === 0) return;
      const whiteSide = e.colour === 'w';
      if (!whiteSide) return;
      const result: GameResult | undefined =
        e.result === '1' || e.result === 'W'
          ? '1-0'
          : e.result === '0' || e.result === 'L'
            ? '0-1'
            : e.result === '=' || e.result === 'D'
              ? '1/2-1/2'
              : e.result === '+'
                ? '+-'
                : e.result === '-'
                  ? doubleForfeit(trf, e.opponent, i)
                  : undefined;
      if (result) out.push({ round: i + 1, white: p.id, black: e.opponent, result });
    });
  return out;
}

function doubleForfeit(trf: TrfTournament, black: number, roundIndex: number): GameResult {
  const b = trf.players.find((p) => p.id === black)?.rounds[roundIndex];
  return b?.result === '-' ? '--' : '-+';
}

/** Parses a TRF16 report and lists its games. */
export function readFideRatingReport(text: string): Result<{ trf: TrfTournament; games: ReportedGame[] }> {
  const r = parseTrf(text);
  if (!r.ok) return err({ code: r.error.code, message: r.error.message });
  return ok({ trf: r.value, games: gamesFromTrf(r.value) });
}

/** The games of a tournament in the same shape, for comparisons. */
export function tournamentGames(t: Tournament): ReportedGame[] {
  return t.rounds.flatMap((r) =>
    r.games.filter((g): g is Game & { result: GameResult } => g.result !== undefined).map((g) => ({ round: r.number, white: g.white, black: g.black, result: g.result })),
  );
}
