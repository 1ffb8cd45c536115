/**
 * The FIDE rating report read back: a TRF16 file (FIDE B.02 9.1: "the tournament report (TRF file)") and the
 * games it reports, to compare with the tournament's. The report is written by the director's
 * `makeFideRatingReport` (director/trfExport.ts): the tournament's TRF16, one writer for the export and the
 * report.
 */
import type { Game, GameResult } from '../core/game.js';
import { err, ok, type Result } from '../core/result.js';
import type { Tournament } from '../core/tournament.js';
import { parseTrf, type TrfTournament } from './trf.js';

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
            ? lostTo(trf, e.opponent, i)
            : e.result === '=' || e.result === 'D'
              ? drawnWith(trf, e.opponent, i)
              : e.result === '+'
                ? '+-'
                : e.result === '-'
                  ? doubleForfeit(trf, e.opponent, i)
                  : undefined;
      if (result) out.push({ round: i + 1, white: p.id, black: e.opponent, result });
    });
  return out;
}

/** White lost (0): to black's win, his half (0-½) or nothing (0-0), as black's line says. */
function lostTo(trf: TrfTournament, black: number, roundIndex: number): GameResult {
  const b = trf.players.find((p) => p.id === black)?.rounds[roundIndex]?.result;
  return b === '=' || b === 'D' ? '0-1/2' : b === '0' || b === 'L' ? '0-0' : '0-1';
}

/** White drew (=): a draw, or ½-0 when black's line says he lost. */
function drawnWith(trf: TrfTournament, black: number, roundIndex: number): GameResult {
  const b = trf.players.find((p) => p.id === black)?.rounds[roundIndex]?.result;
  return b === '0' || b === 'L' ? '1/2-0' : '1/2-1/2';
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
