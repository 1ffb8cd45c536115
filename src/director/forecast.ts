import { err, type Result } from '../core/result.js';
import type { Tournament } from '../core/tournament.js';
import type { OrderCheck } from '../scoring/keizerOrder.js';
import { mergeTitleOdds, type OddsOptions, type OddsPart, type TitleOdds } from './keizerOdds.js';
import { systemOf } from './registry.js';

/**
 * The questions about a season's end (issue 32): "can I still win?" (the title odds, keizer.md §7) and
 * "does the order of the rounds matter?" (the order check, §8), asked of the tournament's system in the
 * registry. A system without them answers with a typed error, `no-odds` or `no-order-check`.
 */

export const FORECAST_ERRORS = ['no-odds', 'no-order-check'] as const;

/** Each player's chance of finishing first and in the top three (keizer.md §7). */
export function titleOdds(t: Tournament, options: OddsOptions = {}): Result<TitleOdds> {
  const r = systemOf(t);
  if (!r.odds) return err({ code: 'no-odds', message: `a ${r.noun} has no title odds: they are simulated for the club systems whose pairing follows the ranking` });
  return r.odds(t, options);
}

/** Each player's places when the played rounds are replayed in other orders (keizer.md §8). */
export function orderCheck(t: Tournament, options: { samples?: number | undefined; seed?: number | undefined } = {}): Result<OrderCheck> {
  const r = systemOf(t);
  if (!r.orderCheck) return err({ code: 'no-order-check', message: `a ${r.noun} ranks by points, which do not depend on the order of the rounds: there is no order check` });
  return r.orderCheck(t, options);
}

export { mergeTitleOdds };
export type { OddsOptions, OddsPart, OrderCheck, TitleOdds };
