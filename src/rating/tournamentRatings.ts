/**
 * Rating changes and performances inside a running tournament (issue 7, point 3): what the standings show next
 * to each player, recomputed after every result. Only games played over the board count: forfeits are not rated
 * (FIDE B.02 §5.1; USCF 2011 §4: "Games in which one player makes no move are not rated"). Games without a
 * result yet are left out, so the figures are live.
 */
import { isPlayed, isUnusual, type Game } from '../core/game.js';
import type { Player } from '../core/player.js';
import { ok, type Result } from '../core/result.js';
import type { Tournament } from '../core/tournament.js';
import { rateFideEvent, type FideChapter } from './fide.js';
import { DEFAULT_USCF_SETTINGS, rateUscfEvent, type Score, type UscfSettings, type UscfSystem } from './uscf.js';

export const TOURNAMENT_RATING_SYSTEMS = ['fide', 'uscf'] as const;
export type TournamentRatingSystem = (typeof TOURNAMENT_RATING_SYSTEMS)[number];

export interface TournamentRatingOptions {
  readonly system: TournamentRatingSystem;
  /** Count rounds up to this one (default: all). */
  readonly afterRound?: number | undefined;
  /** FIDE: the chapter; the year of the rating period (juniors' K). */
  readonly chapter?: FideChapter | undefined;
  readonly year?: number | undefined;
  /** USCF: the system, the event's end date (age-based initial ratings), the constants. */
  readonly uscfSystem?: UscfSystem | undefined;
  readonly endDate?: string | undefined;
  readonly uscfSettings?: UscfSettings | undefined;
}

export interface TournamentRatingRow {
  readonly id: number;
  readonly prior?: number | undefined;
  /** Rated games counted. */
  readonly games: number;
  readonly score: number;
  readonly expected?: number | undefined;
  /** New rating minus prior (unrounded); undefined for an unrated player. */
  readonly change?: number | undefined;
  /** The new rating (unrounded) or, for an unrated player, his estimate. */
  readonly rating?: number | undefined;
  /** Rounded as the office does; for an unrated FIDE player only once publishable. */
  readonly published?: number | undefined;
  readonly performance?: number | undefined;
  /** True when `rating` is an estimate for a player without a rating. */
  readonly estimate: boolean;
}

/**
 * The games that count for ratings: played over the board, with a result, in rounds ≤ afterRound. An
 * unusual result (½-0, 0-½, 0-0) is left out: its two scores do not make one game's point, which the rating
 * formulas (one score for white, its complement for black) cannot take.
 */
export function ratedGames(t: Tournament, afterRound?: number): Game[] {
  return t.rounds.filter((r) => afterRound === undefined || r.number <= afterRound).flatMap((r) => r.games.filter((g) => isPlayed(g.result) && !isUnusual(g.result)));
}

const scoreOf = (g: Game): Score => (g.result === '1-0' ? 1 : g.result === '0-1' ? 0 : 0.5);

/** Rating change, new rating and performance of every player so far. */
export function tournamentRatings(t: Tournament, options: TournamentRatingOptions): Result<TournamentRatingRow[]> {
  const games = ratedGames(t, options.afterRound).map((g) => ({ white: String(g.white), black: String(g.black), result: scoreOf(g) }));
  if (options.system === 'fide') {
    const r = rateFideEvent({
      chapter: options.chapter,
      year: options.year,
      players: t.players.map((p) => ({ id: String(p.id), rating: p.rating, games: p.gamesPlayed, k: p.kFactor, birthDate: p.birthDate })),
      games,
    });
    if (!r.ok) return r;
    return ok(
      r.value.map((x, i) => ({
        id: (t.players[i] as Player).id,
        prior: x.prior,
        games: x.games,
        score: x.score,
        expected: x.expected,
        change: x.change?.change,
        rating: x.rating,
        published: x.published,
        performance: x.performance,
        estimate: x.prior === undefined && x.rating !== undefined,
      })),
    );
  }
  const r = rateUscfEvent(
    {
      system: options.uscfSystem ?? 'regular',
      endDate: options.endDate,
      players: t.players.map((p) => ({ id: String(p.id), rating: p.rating, games: p.gamesPlayed, birthDate: p.birthDate })),
      games,
    },
    options.uscfSettings ?? DEFAULT_USCF_SETTINGS,
  );
  if (!r.ok) return r;
  return ok(
    r.value.players.map((x, i) => ({
      id: (t.players[i] as Player).id,
      prior: x.prior,
      games: x.games,
      score: x.score,
      expected: x.games ? x.expected : undefined,
      change: x.prior === undefined || x.rating === undefined ? undefined : x.rating - x.prior,
      rating: x.games ? x.rating : x.prior,
      published: x.games ? x.published : x.prior,
      performance: x.games ? x.performance : undefined,
      estimate: x.prior === undefined && x.games > 0,
    })),
  );
}
