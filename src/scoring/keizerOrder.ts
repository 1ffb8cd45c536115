import type { PlayerId } from '../core/player.js';
import { ArbiterFailure, err, ok, type Result } from '../core/result.js';
import { shuffleSeeded } from '../core/random.js';
import type { Absence, Round } from '../core/round.js';
import type { Tournament } from '../core/tournament.js';
import { keizerSettingsOf, keizerStandings } from './keizer.js';

/**
 * The order check of a Keizer season (keizer.md §8): does the final ranking depend on the order in which
 * the rounds were played? The article ("Iteraties") says it does, except under `converge`, which goes on
 * recomputing until the ranking no longer changes. We measure it on the season itself: the played rounds
 * are replayed in random orders (each player keeps his games, his byes and his absences; only the rounds'
 * numbers change), each order is ranked by the tournament's own settings (its iteration variant, §2), and
 * every player's places are counted.
 *
 * Our reading, where a permutation needs one: a round's absences move with the round. A player who joined
 * late or withdrew is entered for the whole replayed season, the rounds he was not entered for counted as
 * the absences they score as (a late entry's rounds as excused absences with `--late-entry absent`,
 * otherwise unexcused; a withdrawn player's as unexcused), and a withdrawal stays in force after the last
 * round, so `--withdrawn remove` still takes him out of the final value scale. The late entrant then stands
 * in the initial ranking by his rating from round 1 (he was placed by rating when he joined, §3).
 */

export const ORDER_CHECK_ERRORS = ['not-keizer', 'invalid'] as const;

export interface PlaceCount {
  readonly place: number;
  readonly count: number;
}

export interface PlayerOrderCheck {
  readonly id: PlayerId;
  readonly name: string;
  /** His place in the season as played. */
  readonly actual: number;
  readonly best: number;
  readonly worst: number;
  /** The places he held over the orders tried, best first, with how often. */
  readonly places: readonly PlaceCount[];
}

export interface OrderCheck {
  /** The orders tried: the season as played, then `samples` random orders. */
  readonly samples: number;
  readonly rounds: number;
  /** In the order of the standings as played. */
  readonly players: readonly PlayerOrderCheck[];
  /** Every player held one place in every order tried. */
  readonly orderFree: boolean;
}

export const DEFAULT_ORDER_SAMPLES = 100;

/** The season with its rounds played in `order` (order[i] = the number of the round played as round i + 1). */
export function replayedInOrder(t: Tournament, order: readonly number[]): Tournament {
  const s = keizerSettingsOf(t);
  const k = order.length;
  const position = new Map(order.map((r, i) => [r, i + 1]));
  const byNumber = new Map(t.rounds.map((r) => [r.number, r]));
  const rounds: Round[] = order.map((r, i) => ({ ...(byNumber.get(r) as Round), number: i + 1 }));
  const absences: Absence[] = t.absences.flatMap((a) => {
    const at = position.get(a.round);
    return at === undefined ? [] : [{ ...a, round: at }];
  });
  const players = t.players.map((p) => {
    const joined = p.joinedRound ?? 1;
    const left = p.withdrawnFromRound;
    if (joined <= 1 && (left === undefined || left > k)) return p;
    for (let r = 1; r <= k; r++) {
      if (r < joined) absences.push({ round: position.get(r) as number, player: p.id, kind: s.lateEntry === 'absent' ? 'excused' : 'unexcused' });
      else if (left !== undefined && r >= left) absences.push({ round: position.get(r) as number, player: p.id, kind: 'unexcused' });
    }
    const { joinedRound: _j, withdrawnFromRound: _w, ...rest } = p;
    return left !== undefined && left <= k + 1 ? { ...rest, withdrawnFromRound: k + 1 } : rest;
  });
  return { ...t, players, rounds, absences };
}

/**
 * Replays the season's rounds in `samples` random orders (seeded) and counts each player's places
 * (keizer.md §8). Errors a user can cause are values: a tournament that is not Keizer, a bad sample count.
 */
export function keizerOrderCheck(t: Tournament, options: { samples?: number | undefined; seed?: number | undefined } = {}): Result<OrderCheck> {
  const samples = options.samples ?? DEFAULT_ORDER_SAMPLES;
  if (!Number.isInteger(samples) || samples < 1) return err({ code: 'invalid', message: `--samples ${samples}: a whole number of at least 1` });
  try {
    keizerSettingsOf(t);
    const numbers = t.rounds.map((r) => r.number).sort((a, b) => a - b);
    if (numbers.some((n, i) => n !== i + 1)) return err({ code: 'invalid', message: 'the rounds are not numbered 1, 2, 3, …' });
    const played = keizerStandings(t).rows;
    const places = new Map<PlayerId, Map<number, number>>(played.map((r) => [r.player.id, new Map<number, number>()]));
    const count = (rows: readonly { readonly rank: number; readonly player: { readonly id: PlayerId } }[]) => {
      for (const r of rows) {
        const m = places.get(r.player.id);
        m?.set(r.rank, (m.get(r.rank) ?? 0) + 1);
      }
    };
    count(keizerStandings(replayedInOrder(t, numbers)).rows);
    for (let i = 0; i < samples; i++) count(keizerStandings(replayedInOrder(t, shuffleSeeded(numbers, (options.seed ?? 1) * 7919 + i))).rows);
    const players = played.map((r): PlayerOrderCheck => {
      const list = [...(places.get(r.player.id) ?? new Map<number, number>())].map(([place, c]) => ({ place, count: c })).sort((a, b) => a.place - b.place);
      return { id: r.player.id, name: r.player.name, actual: r.rank, best: list[0]?.place ?? r.rank, worst: list.at(-1)?.place ?? r.rank, places: list };
    });
    return ok({ samples: samples + 1, rounds: numbers.length, players, orderFree: players.every((p) => p.places.length === 1) });
  } catch (e) {
    if (e instanceof ArbiterFailure) return err({ code: e.code, message: e.message });
    throw e;
  }
}
