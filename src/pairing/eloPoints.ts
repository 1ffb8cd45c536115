import { isEntered, type PlayerId } from '../core/player.js';
import { err, ok, type Result } from '../core/result.js';
import type { Game } from '../core/game.js';
import { isAbsence, type Round } from '../core/round.js';
import { DEFAULT_ELO_POINTS_SYSTEM_SETTINGS, type EloPointsSystemSettings } from '../core/settings.js';
import type { Tournament } from '../core/tournament.js';
import { readyToPair } from '../core/tournamentOps.js';
import { eloPointsStandings } from '../scoring/eloPoints.js';
import { colourHistory, geelColours, seededLots, type ColourDecision } from './colours.js';
import { hasPerfectMatching } from '../matching/cardinality.js';
import { byeOrder, mayMeetUnder, meetingsBefore, pairKey } from './meetings.js';

/**
 * The Geel pairing of the Elo-points system (keizer.md §5, the article's "Een alternatieve paring").
 *
 * The present players stand in standings order. In round k the highest unpaired player meets the player
 * o = max(1, ⌊n/d_k⌋) places below him in the list of the n players still unpaired (himself included),
 * d = 2, 4, 6, 8, 12, 16, 24, 32, 48, 64, … (from the fifth term on, twice the term two before). With 20
 * players round 1 gives 1–11, 2–12, …, 10–20 and round 2 starts with 1–6. If they may not meet, he climbs
 * towards himself (o−1, o−2, … 1 place below) and then descends (o+1, o+2, …).
 *
 * Our reading, where keizer.md leaves a choice:
 * - The round is always completed when any legal completion exists: a candidate is taken only if the
 *   players left over can still all be paired (checked exactly, by a maximum matching), so the pairing
 *   is the climb-then-descend choice at every step among the choices that complete the round.
 * - The bye (odd number present) goes to the lowest-ranked present player who has had the fewest byes
 *   (keizer.md §3), unless only another bye completes the round under the repeat rule.
 * - When no completion respects the repeat rule (late in a season with many absences), the rule is
 *   relaxed step by step (never → at most one earlier meeting → …; not within k → not within k−1 → …;
 *   at most m → at most m+1 …) and the result says so: rematches happen only when unavoidable.
 * - Meetings are games played over the board (forfeits do not forbid a rematch).
 * - Colours by the Geel rule (`geelColours`), lots seeded by the tournament's seed and the round.
 * - Keizer pairing for the last j rounds (the article's option) pairs the same Elo-points standings by
 *   the Keizer rule (keizer.md §4: highest unpaired against the next highest he may meet, backing up so
 *   the round is completed, same bye rule). `pairKeizerRound` itself is not called: it ranks by Keizer
 *   values and needs a Keizer tournament; offset 1 here is the same rule over the Elo-points ranking.
 */

/** d_k for round k (1-based): 2, 4, 6, 8, 12, 16, 24, 32, 48, 64, … */
export function geelDivisor(round: number): number {
  const d = [2, 4, 6, 8];
  while (d.length < round) d.push(2 * d[d.length - 2]!);
  return d[Math.max(1, round) - 1]!;
}

/** o = max(1, ⌊n / d_k⌋): how many places below the highest unpaired player his opponent stands. */
export function geelOffset(unpaired: number, round: number): number {
  return Math.max(1, Math.floor(unpaired / geelDivisor(round)));
}

/** The offsets tried, in order: o, o−1, …, 1 (climb), then o+1, …, n−1 (descend). */
export function geelCandidateOffsets(offset: number, unpaired: number): number[] {
  const out: number[] = [];
  for (let k = Math.min(offset, unpaired - 1); k >= 1; k--) out.push(k);
  for (let k = offset + 1; k <= unpaired - 1; k++) out.push(k);
  return out;
}

/**
 * `geel`: the Geel offsets; `keizer`: Keizer pairing (keizer.md §4) over the same list: the highest
 * unpaired player meets the next highest he may meet (offset 1, then descend).
 */
export const ELO_POINTS_PAIRING_METHODS = ['geel', 'keizer'] as const;
export type EloPointsPairingMethod = (typeof ELO_POINTS_PAIRING_METHODS)[number];

/**
 * Pairs an even list of players (in standings order) for round `round` by the Geel rule (or, with
 * `method: 'keizer'`, by the Keizer rule), only pairs with `mayMeet(a, b)`. Returns the pairs [higher, lower] in the order they were made, or undefined when no
 * complete pairing exists.
 */
export function pairGeel(
  order: readonly PlayerId[],
  round: number,
  mayMeet: (a: PlayerId, b: PlayerId) => boolean,
  method: EloPointsPairingMethod = 'geel',
): [PlayerId, PlayerId][] | undefined {
  if (order.length % 2 === 1 || !hasPerfectMatching(order, mayMeet)) return undefined;
  const pairs: [PlayerId, PlayerId][] = [];
  let rest = [...order];
  while (rest.length) {
    const top = rest[0]!;
    let chosen: number | undefined;
    const offset = method === 'keizer' ? 1 : geelOffset(rest.length, round);
    for (const k of geelCandidateOffsets(offset, rest.length)) {
      const candidate = rest[k]!;
      if (!mayMeet(top, candidate)) continue;
      if (
        hasPerfectMatching(
          rest.filter((_, i) => i !== 0 && i !== k),
          mayMeet,
        )
      ) {
        chosen = k;
        break;
      }
    }
    // A perfect matching of `rest` exists, so one of top's partners in it completes the round.
    if (chosen === undefined) return undefined;
    pairs.push([top, rest[chosen]!]);
    rest = rest.filter((_, i) => i !== 0 && i !== chosen);
  }
  return pairs;
}

/** A paired round and how it was made. */
export interface EloPointsPairing {
  readonly round: Round;
  /** Colour decisions, board by board, with the step of the Geel rule that decided. */
  readonly colours: readonly ColourDecision[];
  /** How far the repeat rule had to be relaxed to complete the round (0 = not at all). */
  readonly relaxation: number;
  /** Pairs of this round that met before. */
  readonly rematches: number;
  /** The pairing order used (present players in standings order). */
  readonly order: readonly PlayerId[];
  /** Geel offsets, or Keizer pairing in the last `keizerLastRounds` rounds. */
  readonly method: EloPointsPairingMethod;
}

export interface EloPointsPairingOptions {
  /**
   * The article's option: Keizer pairing for the last j rounds ("voor de twee laatste rondes … de
   * vertrouwde Keizerloting"). Needs `plannedRounds` in the tournament; 0 (default) = never.
   */
  readonly keizerLastRounds?: number | undefined;
}

/** Which method pairs round `next`: Keizer in the last `keizerLastRounds` of `plannedRounds`. */
export function eloPointsPairingMethod(next: number, plannedRounds: number | undefined, keizerLastRounds = 0): EloPointsPairingMethod {
  return plannedRounds !== undefined && keizerLastRounds > 0 && next > plannedRounds - keizerLastRounds ? 'keizer' : 'geel';
}

export const ELO_POINTS_PAIRING_ERRORS = ['results-missing', 'invalid', 'too-few-players'] as const;

/**
 * Pairs the next round of an Elo-points tournament by the Geel pairing (Keizer pairing in the last
 * `options.keizerLastRounds` rounds) and the Geel colour rule.
 * Present = entered for the round and no absence announced for it. Returns the round (boards in pairing
 * order, the bye in `byes`) or an error a director can read (results missing, nobody present).
 */
export function pairEloPointsRound(
  t: Tournament,
  settings: EloPointsSystemSettings = DEFAULT_ELO_POINTS_SYSTEM_SETTINGS,
  options: EloPointsPairingOptions = {},
): Result<EloPointsPairing> {
  const ready = readyToPair(t);
  if (!ready.ok) return ready;
  const next = ready.value;
  const method = eloPointsPairingMethod(next, t.plannedRounds, options.keizerLastRounds);
  const absent = new Set(t.absences.filter((a) => a.round === next && isAbsence(a)).map((a) => a.player));
  const standings = eloPointsStandings(t, settings);
  const rankOf = new Map(standings.map((r) => [r.player, r.rank]));
  const byId = new Map(t.players.map((p) => [p.id, p]));
  const order = standings.map((r) => r.player).filter((id) => isEntered(byId.get(id)!, next) && !absent.has(id));
  if (order.length === 0) return err({ code: 'too-few-players', message: `nobody is present for round ${next}` });

  const meetings = meetingsBefore(t.rounds);
  // Bye candidates: fewest byes first, then lowest ranked first (keizer.md §3).
  const byeCandidates = order.length % 2 === 0 ? [undefined] : byeOrder(order, t.rounds);

  const levelsNeeded = Math.max(1, ...[...meetings.values()].map((m) => m.count + 1), settings.repeat.kind === 'not-within' ? settings.repeat.rounds + 1 : 0);
  for (let level = 0; level <= levelsNeeded; level++) {
    const mayMeet = (a: PlayerId, b: PlayerId) => mayMeetUnder(settings.repeat, level, meetings.get(pairKey(a, b)), next);
    for (const bye of byeCandidates) {
      const pairs = pairGeel(
        order.filter((id) => id !== bye),
        next,
        mayMeet,
        method,
      );
      if (!pairs) continue;
      const lots = seededLots(settings.seed, next);
      const colours = pairs.map(([a, b]) =>
        geelColours({ id: a, history: colourHistory(t.rounds, a), rank: rankOf.get(a)! }, { id: b, history: colourHistory(t.rounds, b), rank: rankOf.get(b)! }, lots),
      );
      const games: Game[] = colours.map((c, k) => ({ board: k + 1, white: c.white, black: c.black }));
      const rematches = pairs.filter(([a, b]) => (meetings.get(pairKey(a, b))?.count ?? 0) > 0).length;
      return ok({ round: { number: next, games, byes: bye === undefined ? [] : [bye] }, colours, relaxation: level, rematches, order, method });
    }
  }
  // Unreachable: at the last level every pair may meet, and an even list can always be paired.
  return err({ code: 'invalid', message: `round ${next} could not be paired` });
}
