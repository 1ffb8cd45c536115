import type { Result } from '../core/result.js';
import type { Tournament } from '../core/tournament.js';
import { makeBelgianEloReport, type BelgianEloError, type BelgianEloOptions, type BelgianEloReport } from '../formats/belgianElo.js';
import { TRF_TOURNAMENT_TYPES } from './trfExport.js';

/**
 * The Belgian national rating report of a tournament of any system (`formats/belgianElo.ts`), as
 * `arbiter report belgian-elo` writes it and the web app downloads it: the type of tournament (TRF 092)
 * is the one the TRF export writes. A Keizer season is rated nationally game by game: its evenings are
 * sent as they are played (`firstRound`/`lastRound`, with the evening's date).
 */
export function makeBelgianRatingReport(t: Tournament, options: Omit<BelgianEloOptions, 'tournamentType'> = {}): Result<BelgianEloReport, BelgianEloError> {
  return makeBelgianEloReport(t, { ...options, tournamentType: TRF_TOURNAMENT_TYPES[t.settings.system] });
}

/** The players missing a national id or rating, one line each: "7 Maes, Tom: no national rating". */
export function describeMissing(report: BelgianEloReport): string[] {
  return report.missing.map((m) => `${m.id} ${m.name}: no ${m.missing.join(', no ')}`);
}
