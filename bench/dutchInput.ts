/** Bench input for the Dutch engine: a tournament's history made by a quick Swiss stand-in. */
import { seededRandom } from '../src/core/random.js';
import type { DutchInput, DutchRoundRecord } from '../src/pairing/dutch/types.js';
import { makeTrf, type TrfRoundEntry } from '../src/formats/trf.js';

/** Rounds 1 … round−1 of a tournament of n players, made by a quick stand-in pairer. */
export function benchInput(n: number, round: number, totalRounds: number, seed: number): DutchInput {
  const rnd = seededRandom(seed);
  const rating = Array.from({ length: n }, (_, i) => 2700 - Math.floor((1300 * i) / n));
  const recs: DutchRoundRecord[][] = Array.from({ length: n }, () => []);
  const score = new Float64Array(n);
  const met = Array.from({ length: n }, () => new Set<number>());
  const whites = new Int32Array(n);
  for (let r = 1; r < round; r++) {
    const order = [...Array(n).keys()].sort((a, b) => score[b]! - score[a]! || a - b);
    const free = new Set(order);
    const pairs: [number, number][] = [];
    for (let k = 0; k < order.length; k++) {
      const a = order[k]!;
      if (!free.has(a)) continue;
      free.delete(a);
      // The opponent: about half a score group further down, not met before.
      let best = -1;
      const target = Math.min(order.length - 1, k + 1 + Math.floor(rnd() * 8));
      for (let d = 0; d < order.length; d++) {
        for (const j of [target + d, target - d]) {
          if (j <= k || j >= order.length) continue;
          const b = order[j]!;
          if (free.has(b) && !met[a]!.has(b)) {
            best = b;
            break;
          }
        }
        if (best >= 0) break;
      }
      if (best < 0) {
        recs[a]!.push({ played: false, score: 'win', paired: true }); // pairing-allocated bye
        score[a]! += 1;
        continue;
      }
      free.delete(best);
      pairs.push(whites[a]! <= whites[best]! ? [a, best] : [best, a]);
    }
    for (const [w, b] of pairs) {
      met[w]!.add(b);
      met[b]!.add(w);
      whites[w]!++;
      const e = 1 / (1 + 10 ** ((rating[b]! - rating[w]!) / 400));
      const x = rnd();
      const sw = x < 0.3 ? 'draw' : rnd() < e ? 'win' : 'loss';
      const sb = sw === 'draw' ? 'draw' : sw === 'win' ? 'loss' : 'win';
      recs[w]!.push({ opponent: b + 1, colour: 'white', played: true, score: sw, paired: true });
      recs[b]!.push({ opponent: w + 1, colour: 'black', played: true, score: sb, paired: true });
      score[w]! += sw === 'win' ? 1 : sw === 'draw' ? 0.5 : 0;
      score[b]! += sb === 'win' ? 1 : sb === 'draw' ? 0.5 : 0;
    }
  }
  return {
    players: recs.map((rounds, i) => ({ id: i + 1, rounds, available: true })),
    totalRounds,
    initialColour: 'white',
  };
}

/** The bench input as a TRF16 file (results 1 = 0, forfeits + −, the pairing-allocated bye U), for other engines. */
export function benchTrf(input: DutchInput): string {
  const points = (r: DutchRoundRecord): number => (r.score === 'win' ? 1 : r.score === 'draw' ? 0.5 : 0);
  const entry = (r: DutchRoundRecord): TrfRoundEntry => {
    if (r.played) return { opponent: r.opponent!, colour: r.colour === 'white' ? 'w' : 'b', result: r.score === 'win' ? '1' : r.score === 'draw' ? '=' : '0' };
    if (r.opponent !== undefined) return { opponent: r.opponent, colour: '-', result: r.score === 'win' ? '+' : '-' };
    return { opponent: 0, colour: '-', result: r.paired ? 'U' : r.score === 'draw' ? 'H' : 'Z' };
  };
  return makeTrf({
    headers: ['012 Bench tournament (arbiter bench/dutchInput.ts)'],
    players: input.players.map((p) => ({
      id: p.id,
      sex: '',
      title: '',
      name: `Player ${p.id}`,
      rating: undefined,
      federation: '',
      fideId: '',
      birthDate: '',
      points: p.rounds.reduce((s, r) => s + points(r), 0),
      rank: undefined,
      rounds: p.rounds.map(entry),
    })),
    totalRounds: input.totalRounds,
    initialColour: input.initialColour,
    useRankOrder: false,
    accelerations: new Map(),
    forbiddenPairs: [],
    pointValues: {},
  });
}
