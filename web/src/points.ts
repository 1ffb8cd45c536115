import { POINTS_DECIMALS, pointsNotation } from '../../src/scoring/pointsNotation.js';
import type { Tournament } from './api.js';
import type { Formats } from './i18n/index.js';

/**
 * Points as the tournament prints them on every sheet (`pointsNotation`): 3½ where every score is a
 * multiple of ½, else two decimals (163.50, 211.33), in the language's way of writing numbers.
 */
export function pointsWriter(tr: Formats, t: Pick<Tournament, 'settings'>): (n: number | undefined) => string {
  const notation = pointsNotation(t);
  return (n) => (n === undefined ? '' : notation === 'halves' ? tr.halves(n) : tr.fixed(n, POINTS_DECIMALS));
}
