import { isFideSwiss } from '../core/settings.js';
import { SYSTEM_INFO } from '../core/systems.js';
import type { Tournament } from '../core/tournament.js';

/**
 * How a tournament's points are printed, the same on every sheet (issue 34: a pairing sheet mixed "163½"
 * and "211.33"): `halves` (1, ½, 3½) when every score the tournament can give is a multiple of ½, else
 * `decimals` (two: 163.50, 211.33).
 *
 * - A system that ranks by a score made of values (Keizer, Elo-points) gives fractions of values (a Keizer
 *   absence scores a fraction of the player's own value): decimals.
 * - A FIDE Swiss gives its point values (BBW, BBD, BBL, BBF, BBZ, BBU of TRF-2026): halves when all of them
 *   are multiples of ½ (1, ½, 0 by default; 3, 1, 0 football scoring), else decimals.
 * - A round robin and DO-TO-HO give 1, ½ and 0: halves.
 */
export const POINTS_NOTATIONS = ['halves', 'decimals'] as const;
export type PointsNotation = (typeof POINTS_NOTATIONS)[number];

/** Decimals printed in the `decimals` notation. */
export const POINTS_DECIMALS = 2;

export function pointsNotation(t: Pick<Tournament, 'settings'>): PointsNotation {
  const s = t.settings;
  if (SYSTEM_INFO[s.system].ranking.by === 'values') return 'decimals';
  if (!isFideSwiss(s)) return 'halves';
  const values = [s.pointsWin, s.pointsDraw, s.pointsLoss, s.pointsForfeitLoss, s.pointsZeroBye, s.pointsPairingBye];
  return values.every((v) => Number.isInteger(v * 2)) ? 'halves' : 'decimals';
}
