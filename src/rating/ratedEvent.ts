import { err, ok, type Result } from '../core/result.js';

/** A game of a rated event: the players' ids and White's score. */
interface RatedGame {
  readonly white: string;
  readonly black: string;
  readonly result: number;
}

/** The keys of `P` whose values are numbers (or absent). */
type NumericKey<P> = { [K in keyof P]-?: P[K] extends number | undefined ? K : never }[keyof P];

/**
 * Checks the players and games of an event for a rating system (FIDE B.02, US Chess): player ids unique,
 * the `numeric` fields finite and ≥ 0 where given, games between two different listed players, results
 * 1, 0.5 or 0. The first fault is returned with the index of the player or game.
 */
export function checkRatedEvent<P extends { readonly id: string }>(players: readonly P[], games: readonly RatedGame[], numeric: readonly NumericKey<P>[]): Result<void> {
  const ids = new Set<string>();
  for (const [i, p] of players.entries()) {
    if (ids.has(p.id)) return err({ code: 'duplicatePlayer', message: `players[${i}]: player id "${p.id}" appears twice` });
    ids.add(p.id);
    for (const key of numeric) {
      const v = p[key] as number | undefined;
      if (v !== undefined && (!Number.isFinite(v) || v < 0)) return err({ code: 'badRating', message: `players[${i}] ("${p.id}"): ${String(key)} must be a number ≥ 0, got ${v}` });
    }
  }
  for (const [i, g] of games.entries()) {
    for (const side of ['white', 'black'] as const) if (!ids.has(g[side])) return err({ code: 'unknownPlayer', message: `games[${i}]: ${side} "${g[side]}" is not in players` });
    if (g.white === g.black) return err({ code: 'selfGame', message: `games[${i}]: "${g.white}" cannot play himself` });
    if (g.result !== 0 && g.result !== 0.5 && g.result !== 1) return err({ code: 'badResult', message: `games[${i}]: result must be 1, 0.5 or 0, got ${String(g.result)}` });
  }
  return ok(undefined);
}
