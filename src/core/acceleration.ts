/**
 * Accelerated pairings (FIDE Handbook C.04.5, "Accelerated Pairings"): the Baku Acceleration Method,
 * C.04.5.1 — the number it keeps in the 2026 handbook (spp.fide.com, "C.04.5.1 Baku Acceleration").
 *
 * The method as data: which players get virtual points in which rounds, and how many. The points count for
 * the pairing only (the pairing score, C.04.5.1 Article 5), never for the standings. The Dutch engine takes
 * them as per-round accelerations (`DutchPlayer.accelerations`); TRF-2026 writes them as 250 records (TRF16:
 * XXA).
 */

/** How a Swiss accelerates its first rounds: not at all, or by the Baku Acceleration Method (C.04.5.1). */
export const ACCELERATIONS = ['none', 'baku'] as const;
export type Acceleration = (typeof ACCELERATIONS)[number];

/**
 * The number of players in GA (C.04.5.1 Article 2): "the first half of the players, rounded up to the nearest
 * even number" — 2 × ⌈n / 4⌉ (161 players: 82). It is also the pairing number of the last GA player.
 */
export function bakuGroupSize(players: number): number {
  return 2 * Math.ceil(players / 4);
}

/** The accelerated rounds (C.04.5.1 Article 4): the first half of the tournament, rounded up. */
export function bakuAcceleratedRounds(totalRounds: number): number {
  return Math.ceil(totalRounds / 2);
}

/** The rounds with a whole virtual point (C.04.5.1 Article 4): the first half, rounded up, of the accelerated rounds. */
export function bakuFullPointRounds(totalRounds: number): number {
  return Math.ceil(bakuAcceleratedRounds(totalRounds) / 2);
}

/** What a win and a draw score (the Baku method's one point and half point). */
export interface BakuPoints {
  readonly win: number;
  readonly draw: number;
  readonly loss: number;
}

/**
 * Why the scoring does not suit the method, or undefined when it does. C.04.5.1 Article 1: the method applies
 * where "the standard scoring point system (one point for a win, half point for a draw)" is used; a scoring in
 * the same proportion (a loss 0, a win two draws, e.g. 2-1-0) gives the virtual points in its own units.
 */
export function bakuScoringProblem(p: BakuPoints): string | undefined {
  if (p.loss === 0 && p.draw > 0 && p.win === 2 * p.draw) return undefined;
  return `the Baku acceleration (C.04.5.1 Article 1) needs the standard scoring: a win 1, a draw ½, a loss 0 (or the same in other units, a win two draws and a loss 0); this tournament scores ${p.win}-${p.draw}-${p.loss}`;
}

/**
 * The virtual points of a GA player before pairing round `round` of `totalRounds` (C.04.5.1 Article 4): a
 * win's worth (1) in the first half (rounded up) of the accelerated rounds, a draw's (½) in the others, none
 * after the last accelerated round. A nine-round tournament: 1 in rounds 1–3, ½ in rounds 4–5.
 */
export function bakuVirtualPoints(round: number, totalRounds: number, p: BakuPoints): number {
  if (round <= bakuFullPointRounds(totalRounds)) return p.win;
  if (round <= bakuAcceleratedRounds(totalRounds)) return p.draw;
  return 0;
}

/**
 * The virtual points per round (round 1 first, up to the last accelerated round) of each GA player, as the
 * Dutch engine and XXA take them. `group`: the GA players' ids (C.04.5.1 Articles 2 and 3).
 */
export function bakuAccelerations(group: readonly number[], totalRounds: number, p: BakuPoints): Map<number, number[]> {
  const values = Array.from({ length: bakuAcceleratedRounds(totalRounds) }, (_, k) => bakuVirtualPoints(k + 1, totalRounds, p));
  return new Map(group.map((id) => [id, [...values]]));
}

/**
 * GA (C.04.5.1 Articles 2 and 3): `order` is the pairing list in the order of the pairing numbers, and
 * `firstRound` tells who was on the list to be paired before round 1. The last GA player is the
 * 2 × ⌈n / 4⌉-th of those n players, and stays so: a late entry placed above him (C.04.2 B/C) is in GA too,
 * so GA may then hold an odd number of players (Article 3, Note 2).
 */
export function bakuGroup<P>(order: readonly P[], firstRound: (p: P) => boolean): P[] {
  const initial = order.filter(firstRound);
  const last = initial[Math.min(bakuGroupSize(initial.length), initial.length) - 1];
  return last === undefined ? [] : order.slice(0, order.indexOf(last) + 1);
}
