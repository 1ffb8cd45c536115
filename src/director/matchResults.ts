/**
 * The Double-Swiss match result entered in one step (issue 36 Deliver 3): the two games of a match (rounds
 * 2k−1 and 2k, C.04.5 Preface) get their results together. The games stay the stored truth; the match value
 * is derived from them (core/doubleSwissMatch.ts).
 */
import { err, ok, type Result } from '../core/result.js';
import type { Tournament } from '../core/tournament.js';
import { SYSTEM_INFO } from '../core/systems.js';
import { findGame, type GameRef } from '../core/tournamentOps.js';
import { formatMatchScore, matchValueOf, otherGameOf, parseMatchScore, type MatchEntry, type MatchValue } from '../core/doubleSwissMatch.js';
import { parseGameEntry, type Game, type GameResult } from '../core/game.js';
import { enterResult, type FideConfirmation } from './operations.js';

export const MATCH_RESULT_ERRORS = ['not-matches', 'no-match', 'match-result', 'match-ambiguous'] as const;
export type MatchResultErrorCode = (typeof MATCH_RESULT_ERRORS)[number];

const fault = (code: MatchResultErrorCode, message: string): Result<never> => err({ code, message });

/** The games of a match, game a first, and their value from game a's white's side. */
export interface EnteredMatch {
  readonly tournament: Tournament;
  readonly match: number;
  readonly a: Game;
  readonly b: Game;
  readonly value: MatchValue;
}

/**
 * Reads a match result as the director writes it: two games' results (game a, then game b, each white first
 * as in any round: `1-0 1/2-1/2`), or one match score from game a's white's side (`2-0`, `0-2`, `0-0`, or
 * `+-`, `-+`, `--` for a match ended by forfeit, both games forfeited). A score that more than one pair of
 * games gives (`1½-½`: which game was drawn?) is refused, naming the pairs to enter instead.
 */
export function parseMatchEntry(words: readonly string[]): Result<MatchEntry> {
  if (words.length === 2) {
    const [a, b] = words.map((w) => parseGameEntry(w));
    const bad = [a, b].findIndex((r) => r === undefined || r === 'postponed' || r === 'adjourned');
    if (bad >= 0) return fault('match-result', `"${words[bad]}" is not the result of game ${bad === 0 ? 'a' : 'b'} (expected 1-0, 0-1, 1/2-1/2, +-, -+, --, 1/2-0, 0-1/2 or 0-0)`);
    return ok({ a: a as GameResult, b: b as GameResult });
  }
  if (words.length !== 1) return fault('match-result', 'a match result is one match score (2-0) or the results of its two games (1-0 1/2-1/2)');
  const read = parseMatchScore(words[0]!);
  if (read === undefined)
    return fault(
      'match-result',
      `"${words[0]}" is not a match result (a score such as 2-0, 1½-½, 1-1, ½-1½, 0-2 from game a's white's side, +- -+ -- for a match forfeited, or the two games' results)`,
    );
  if ('entry' in read) return ok(read.entry);
  const ways = read.choices.map((c) => `"${c.a} ${c.b}"`).join(', ');
  return fault('match-ambiguous', `${words[0]} can be ${read.choices.length} pairs of games: enter the two games' results (game a, then game b, each white first): ${ways}`);
}

/**
 * Enters both games of match `match` (default: the last paired) at once: `ref` is game a's board (or a
 * player of the match). Game b must be paired (it is the pairs of game a with the colours reversed). Each
 * game goes through `enterResult`, so a changed result after a later round asks the same confirmation.
 */
export function enterMatchResult(t: Tournament, ref: GameRef, entry: MatchEntry, options: { match?: number | undefined } & FideConfirmation = {}): Result<EnteredMatch> {
  if (SYSTEM_INFO[t.settings.system].roundsPerPairing !== 2)
    return fault('not-matches', `a ${SYSTEM_INFO[t.settings.system].noun} has no matches of two games: enter each game's result (arbiter result)`);
  const paired = Math.ceil(t.rounds.length / 2);
  const match = options.match ?? paired;
  if (!Number.isInteger(match) || match < 1 || match > paired)
    return fault('no-match', paired === 0 ? 'no match is paired yet' : `there is no match ${match} (matches 1–${paired} are paired)`);
  const a = findGame(t, ref, 2 * match - 1);
  if (!a.ok) return a;
  const b = otherGameOf(t, 2 * match - 1, a.value.game);
  if (b === undefined) return fault('no-match', `game b of match ${match} (round ${2 * match}) is not paired yet: pair it first, then enter the match`);
  const first = enterResult(t, { board: a.value.game.board }, entry.a, { ...options, round: 2 * match - 1 });
  if (!first.ok) return first;
  const second = enterResult(first.value.tournament, { board: b.game.board }, entry.b, { ...options, round: 2 * match });
  if (!second.ok) return second;
  return ok({ tournament: second.value.tournament, match, a: first.value.game, b: second.value.game, value: matchValueOf(first.value.game, second.value.game)! });
}

/** The match as a line of text: "match 2 board 3: A - B 1½-½ (game a 1-0, game b 1/2-1/2)". */
export const matchLine = (m: Omit<EnteredMatch, 'tournament'>, name: (id: number) => string): string =>
  `match ${m.match} board ${m.a.board}: ${name(m.a.white)} - ${name(m.a.black)} ${formatMatchScore(m.value)}${m.value.forfeits === 2 ? ' (forfeited)' : ''} (game a ${m.a.result}, game b ${m.b.result})`;
