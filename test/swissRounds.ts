/**
 * For the tests of the FIDE Swiss engines beside the Dutch (Dubov, Burstein): the rounds of a small event
 * written by hand as the engines' round records, and a pairing written as its boards.
 */
import type { DutchPair, DutchRoundRecord } from '../src/pairing/dutch/types.js';

/** A game of a round: White, Black and the result (`=` a draw, `+-` White's win by forfeit). */
export type PlayedGame = readonly [white: number, black: number, result: '1-0' | '0-1' | '=' | '+-'];

/** A round played: its games, the pairing-allocated bye, the requested half-point byes and the absences (zero). */
export interface PlayedRound {
  readonly games: readonly PlayedGame[];
  readonly bye?: number;
  readonly half?: readonly number[];
  readonly absent?: readonly number[];
}

/** The round records of players 1 … n after `rounds`, each player's in order. */
export function roundRecords(n: number, rounds: readonly PlayedRound[]): Map<number, DutchRoundRecord[]> {
  const history = new Map<number, DutchRoundRecord[]>(Array.from({ length: n }, (_, i) => [i + 1, []]));
  for (const r of rounds) {
    for (const [w, b, res] of r.games) {
      const played = res !== '+-';
      const [sw, sb] = res === '1-0' || res === '+-' ? (['win', 'loss'] as const) : res === '0-1' ? (['loss', 'win'] as const) : (['draw', 'draw'] as const);
      history.get(w)!.push({ opponent: b, colour: 'white', played, score: sw, paired: true });
      history.get(b)!.push({ opponent: w, colour: 'black', played, score: sb, paired: true });
    }
    if (r.bye !== undefined) history.get(r.bye)!.push({ played: false, score: 'win', paired: true });
    for (const p of r.half ?? []) history.get(p)!.push({ played: false, score: 'draw', paired: false });
    for (const p of r.absent ?? []) history.get(p)!.push({ played: false, score: 'loss', paired: false });
  }
  return history;
}

/** A pairing as its boards in order, White first, then the bye: "1-6 5-2 3-4 bye 7"; a refusal throws. */
export function boardsText(r: { ok: true; value: { readonly pairs: readonly DutchPair[]; readonly bye?: number | undefined } } | { ok: false; error: unknown }): string {
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  return [...r.value.pairs.map((p) => `${p.white}-${p.black}`), ...(r.value.bye === undefined ? [] : [`bye ${r.value.bye}`])].join(' ');
}
