/**
 * 2012 C.13, the lowest score bracket joined with the penultimate one: "Such a merged score bracket shall
 * be treated as a heterogeneous score bracket with the latest added score bracket as S1." The penultimate
 * bracket's players (its MDPs and residents) are the merged bracket's moved-down players (M0). As JaVaFo
 * 1.4 pairs it (probed on small files, see dutch2012.test.ts):
 * - M1 of them form S1 (A.6.c, C.14.b2), at most as many as the players below them, one fewer when the
 *   bracket has an odd number of players (inferred from JaVaFo's pairings of the 2012 set: small/case10
 *   round 11 and case20 round 8, odd, need the one fewer; case75 round 7, even, as many; case45 round 10,
 *   all the players below, not only those of the lowest score);
 * - the set of M1 players is the first in the order of D.3 (the highest players first) with which the
 *   bracket, the lowest one, can be paired completely, the bye to a player who may have it (B.1.b);
 * - S1 is paired against S2, every other player, the penultimate bracket's others included (C.4: "all
 *   other players in S2"), and the rest as the remainder: by the 2012 fields (weights.ts), the closeness
 *   of the scores (B.3) before the colours (B.4), without the criteria for downfloaters (the lowest bracket
 *   produces none, C.3.e–f).
 *
 * The choice of S1 asks, player by player, "can the bracket still be completed with this player in S1":
 * one maximum-weight matching of the bracket answers for every player it pairs (a pair's weight: a unit
 * for being a pair, plus one for a pair that can still make an S1 player of an undecided penultimate
 * player), and a new one is solved only when the player asked about has the bye in it; so the choice stays
 * polynomial on large brackets.
 */
import { WeightedMatching } from '../../matching/weighted.js';

/** What the choice reads of the merged bracket: players 0 … size−1 in the order of A.2, the penultimate bracket's first. */
export interface MergedBracket {
  readonly size: number;
  /** The penultimate bracket's players are 0 … upper−1. */
  readonly upper: number;
  /** B.1.a, B.2: the two players may meet. */
  mayMeet(a: number, b: number): boolean;
  /** B.1.b: the player may get the bye. */
  mayHaveBye(a: number): boolean;
  /** A.7: both players prefer the same colour (one of them will not get it). */
  clash(a: number, b: number): boolean;
}

const UNDECIDED = 0;
const IN_S1 = 1;
const OUT = 2;

/**
 * 2012 C.13 / D.3: S1 of the merged bracket, the players (indices) of the penultimate bracket paired against
 * S2 first; empty when none can be (the bracket is then treated as homogeneous, C.14.b2).
 */
export function mergedS1(b: MergedBracket): number[] {
  const choice = new S1Choice(b);
  let witness = choice.solve();
  if (!witness) return [];
  const m1 = Math.min(b.upper, b.size - b.upper - (b.size & 1), witness.made);
  let chosen = 0;
  // D.3: the sets of M1 players in order, the highest players first: each player in turn joins S1 if a
  // set with the players chosen so far and him can still be completed.
  for (let u = 0; u < b.upper && chosen < m1; u++) {
    // In the witness, u's pair made him S1-able: with him in S1 the witness still completes the set.
    const mate = witness.mate[u]!;
    const pairedInWitness = mate < b.size && !choice.inS1(mate);
    choice.decide(u, IN_S1);
    if (pairedInWitness) {
      chosen++;
      continue;
    }
    const tried = choice.solve();
    if (tried && tried.made >= m1 - chosen - 1 && tried.good >= witness.good) {
      witness = tried;
      chosen++;
    } else choice.decide(u, OUT); // the witness (u with the bye) still holds
  }
  return choice.s1();
}

/** The bracket's matching with each player's status; the bye is vertex `size` when the number is odd. */
class S1Choice {
  private readonly M: WeightedMatching;
  private readonly status: Int8Array;
  private readonly pair: bigint;
  private readonly s1Unit: bigint;
  private undecidedFrom = 0;

  constructor(private readonly b: MergedBracket) {
    const n = b.size + (b.size & 1);
    // A pair first (a complete pairing), then one that can make an S1 player (M1), then no colour clash.
    this.s1Unit = BigInt(n + 2);
    this.pair = this.s1Unit * this.s1Unit;
    this.M = new WeightedMatching(n, this.pair.toString(2).length + 2);
    this.status = new Int8Array(b.size);
    for (let x = 0; x < b.size; x++) this.setEdges(x, x + 1);
  }

  private undecided(x: number): boolean {
    return x < this.b.upper && x >= this.undecidedFrom && this.status[x] === UNDECIDED;
  }

  /** A pair that may make an S1 player of one of its players. */
  private makesS1(x: number, y: number): boolean {
    return this.status[x] !== IN_S1 && this.status[y] !== IN_S1 && (this.undecided(x) || this.undecided(y));
  }

  /** Sets the weights of x's edges to the players from `from` on (and to the bye). */
  private setEdges(x: number, from: number): void {
    const { b, M } = this;
    for (let y = from; y < b.size; y++) {
      if (y === x) continue;
      const w = (this.status[x] === IN_S1 && this.status[y] === IN_S1) || !b.mayMeet(x, y) ? 0n : this.pair + (this.makesS1(x, y) ? this.s1Unit : 0n) + (b.clash(x, y) ? 0n : 1n);
      M.setWeight(x, y, w);
    }
    if (b.size & 1) M.setWeight(x, b.size, this.status[x] !== IN_S1 && b.mayHaveBye(x) ? this.pair : 0n);
  }

  /** Decides penultimate player u (the next one in order): in S1 or not. */
  decide(u: number, status: typeof IN_S1 | typeof OUT): void {
    this.status[u] = status;
    this.undecidedFrom = u + 1;
    this.setEdges(u, 0);
  }

  /** A complete pairing with the most S1-able pairs (`made`), or undefined when none is complete. */
  solve(): { mate: Int32Array; made: number; good: number } | undefined {
    this.M.solve();
    const mate = this.M.matching();
    let made = 0;
    let good = 0;
    for (let x = 0; x < mate.length; x++) {
      const y = mate[x]!;
      if (y < 0) return undefined;
      if (x < y && y < this.b.size && this.makesS1(x, y)) made++;
      if (x < y && y < this.b.size && !this.b.clash(x, y)) good++;
    }
    return { mate, made, good };
  }

  inS1(x: number): boolean {
    return this.status[x] === IN_S1;
  }

  s1(): number[] {
    const out: number[] = [];
    for (let x = 0; x < this.b.size; x++) if (this.status[x] === IN_S1) out.push(x);
    return out;
  }
}
