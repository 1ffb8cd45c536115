/**
 * The players as the Dubov rules see them before a round (C.04.4.1, 2026, Article 1): the Dutch engine's
 * player state (score, colour history, the bye bar of C2), with what Dubov adds — a colour preference for
 * every player (1.6.4), the ARO (1.7), the upfloats and the maximum upfloaters (1.8).
 */
import { err, ok, type Result } from '../../core/result.js';
import { BLACK, isPairingAllocatedBye, NO_COLOUR, NO_FLOAT, playersBeforeRound, WHITE, type Colour, type HistoryRules, type PlayerState } from '../dutch/players.js';
import type { DubovError, DubovInput } from './types.js';

/** 0 mild, 1 strong, 2 absolute (1.6.1–1.6.3). */
export type Strength = 0 | 1 | 2;

export interface DubovState {
  readonly p: PlayerState;
  /** 1-based TPN (1.2). */
  readonly tpn: number;
  readonly rating: number;
  /** 1.7: the average rating of the opponents met over the board, rounded half up; 0 before any game. */
  readonly aro: number;
  /** 1.6: the colour preference (due colour); 1.6.4: a player who has not played prefers black, mildly. */
  readonly pref: Colour;
  readonly strength: Strength;
  /** Games played with an opponent of a higher score (see upfloatsOf). */
  readonly upfloats: number;
  /** Upfloated in the previous round (C10). */
  readonly upfloatedLast: boolean;
  /** 1.8.1: upfloated MaxT times already. */
  readonly maxUpfloater: boolean;
}

/**
 * C2 (2.1.2, Basic Rules art. 4): the pairing-allocated bye, or a win's points scored in one round without
 * playing, bars the bye — as in the Dutch 2025 text. Floats of unplayed rounds do not exist in Dubov.
 */
export const DUBOV_HISTORY: HistoryRules = {
  unplayedFloat: () => NO_FLOAT,
  barsBye: (r, points) => !r.played && (r.points >= points.win || isPairingAllocatedBye(r)),
};

/** 1.8.2: MaxT = 2 + [Rnds/5], Rnds the number of rounds of the tournament, [x] rounded down. */
export const maxUpfloats = (totalRounds: number): number => 2 + Math.floor(totalRounds / 5);

/** 1.7.1: the mean rating of the opponents met over the board, rounded to the nearest integer (the higher at .5). */
export function averageRatingOfOpponents(ratings: readonly number[]): number {
  if (ratings.length === 0) return 0; // 1.7.3
  const sum = ratings.reduce((s, x) => s + x, 0);
  return Math.floor(sum / ratings.length + 0.5);
}

/**
 * The upfloats of each player: games played over the board against an opponent whose score was higher
 * when the round was paired (1.3: upfloaters come from lower scoregroups). Our reading, as the text does not
 * define "upfloated": forfeits count as unplayed (GHR 3.4), as the Dutch 2025 text counts floats (1.4.3).
 */
function upfloatsOf(players: readonly PlayerState[], playedRounds: number): { count: Int32Array; last: Uint8Array } {
  const n = players.length;
  const before: Float64Array[] = [];
  const running = new Float64Array(n);
  for (let j = 0; j < playedRounds; j++) {
    before.push(running.slice());
    for (let k = 0; k < n; k++) running[k]! += players[k]!.recs[j]?.points ?? 0;
  }
  const count = new Int32Array(n);
  const last = new Uint8Array(n);
  for (let k = 0; k < n; k++) {
    for (let j = 0; j < playedRounds; j++) {
      const r = players[k]!.recs[j]!;
      const up = r.played && before[j]![r.opponent]! > before[j]![k]!;
      if (up) count[k]!++;
      if (j === playedRounds - 1) last[k] = up ? 1 : 0;
    }
  }
  return { count, last };
}

export interface DubovPlayers {
  readonly states: readonly DubovState[];
  readonly playedRounds: number;
}

/** The players before the round, with their Dubov data; an input error for a missing or impossible rating. */
export function dubovPlayers(input: DubovInput): Result<DubovPlayers, DubovError> {
  for (const p of input.players)
    if (typeof p.rating !== 'number' || !Number.isFinite(p.rating) || p.rating < 0)
      return err({
        code: 'dubov.input',
        message: `player ${p.id}: rating ${String(p.rating)} is not a rating (1.1.1: every player needs one; give an unrated player a provisional rating, 1.1.2)`,
      });
  if (!Number.isInteger(input.totalRounds) || input.totalRounds < 1)
    return err({ code: 'dubov.input', message: `totalRounds ${input.totalRounds}: expected a whole number of rounds, 1 or more` });
  const before = playersBeforeRound(input, DUBOV_HISTORY);
  if (!before.ok) return err({ code: 'dubov.input', message: before.error.message });
  const { players, playedRounds } = before.value;
  if (playedRounds >= input.totalRounds) return err({ code: 'dubov.input', message: `all ${input.totalRounds} rounds are paired` });
  const ratings = input.players.map((p) => p.rating);
  const floats = upfloatsOf(players, playedRounds);
  const maxT = maxUpfloats(input.totalRounds);
  const states = players.map((p, k): DubovState => {
    const opponents = p.recs.filter((r) => r.played).map((r) => ratings[r.opponent]!);
    // 1.6: the Dutch player state holds the same definitions; 1.6.4 gives a player without games a mild black.
    const played = p.playedGames > 0;
    return {
      p,
      tpn: p.rank + 1,
      rating: ratings[k]!,
      aro: averageRatingOfOpponents(opponents),
      pref: played && p.pref !== NO_COLOUR ? p.pref : BLACK,
      strength: p.absPref ? 2 : p.strong ? 1 : 0,
      upfloats: floats.count[k]!,
      upfloatedLast: floats.last[k] === 1,
      maxUpfloater: floats.count[k]! >= maxT,
    };
  });
  return ok({ states, playedRounds });
}

export { BLACK, WHITE };
