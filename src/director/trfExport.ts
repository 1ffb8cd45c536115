import { isFideSwiss, SYSTEMS, type SwissSettings, type SystemName } from '../core/settings.js';
import type { Tournament } from '../core/tournament.js';
import { err, type Result } from '../core/result.js';
import { setDetails } from '../core/details.js';
import type { GivenTournamentDetails } from '../core/fields.js';
import { SYSTEM_INFO } from '../core/systems.js';
import { inFideMode, isFideSystem, makeFideEventComment } from '../core/fideMode.js';
import type { Standings } from '../scoring/standings.js';
import { playerNumbers } from './registry.js';
import { initialColourOf, swissAccelerations } from '../pairing/swiss.js';
import { makeTrfText, type TrfFormat } from '../formats/trfFile.js';
import type { TrfConvertError } from '../formats/trfConvert.js';
import { trfFromTournament, trfRangedProhibitions, trfTournamentType } from '../formats/trfTournament.js';

/** What 092 (type of tournament) says of each system (`SYSTEM_INFO`'s trf.type). */
export const TRF_TOURNAMENT_TYPES: Readonly<Record<SystemName, string>> = Object.fromEntries(SYSTEMS.map((s) => [s, SYSTEM_INFO[s].trf.type])) as Record<SystemName, string>;

/**
 * The TRF of a tournament and its standings, as `arbiter export trf` writes it and the web app downloads it
 * (one function, so the two give the same bytes): the players numbered by their start numbers (a Swiss: the
 * initial ranking of the General Handling Rules, fixed at round 1, late entries after — the order the Dutch
 * engine paired by, so a pairing checker re-pairs every round the same way), the header records of the
 * tournament's details, the initial colour the tournament drew, points, ranks and the tie-break values
 * (XXT/XTV) of the standings, in TRF-2026 or TRF16.
 */
export function makeTournamentTrf(t: Tournament, table: Standings, format: TrfFormat): Result<string, TrfConvertError> {
  const list = table.tiebreaks ?? [];
  const s = t.settings;
  const exportOptions = {
    numbers: playerNumbers(t),
    initialColour: isFideSwiss(s) ? initialColourOf(s) : undefined,
    // 092: the system in words, and a Lim Swiss's Maxi-tournament (C.04.4.3 3.2.3; `trfTournamentType`).
    tournamentType: trfTournamentType(TRF_TOURNAMENT_TYPES[s.system], 'maxiTournament' in s && s.maxiTournament),
    // TRF-2026 192: the system (and the Dutch rules edition) the rounds were paired by, so that a checker
    // applies them, and the acceleration (_BAKU); its virtual points are written too (250 / XXA), which a
    // reader takes first.
    typeCode: s.system === 'swiss-dutch' ? `FIDE_DUTCH_${s.rules}${s.acceleration === 'baku' ? '_BAKU' : ''}` : SYSTEM_INFO[s.system].trf.code,
    accelerations: s.system === 'swiss-dutch' ? accelerationsOf(t, s) : undefined,
  };
  const made = trfFromTournament(
    t,
    {
      // The points column holds points: a score made of values (Keizer, Elo-points) is left out, and each
      // player's points are then the sum of his results (trfFromTournament).
      points: SYSTEM_INFO[s.system].ranking.by === 'tiebreaks' ? new Map(table.rows.map((r) => [r.id, r.score])) : undefined,
      rank: new Map(table.rows.map((r) => [r.id, r.rank])),
      tiebreaks: list,
      values: new Map(table.rows.map((r) => [r.id, list.map((k) => r.tiebreaks?.[k] ?? 0)])),
    },
    exportOptions,
  );
  // FIDE mode (C.02 2026 checklist): the mode, and each event confirmed in it, as `###` comments (TRF-2026 Remark 1).
  const fide = isFideSystem(s.system) ? [`### FIDE mode: ${inFideMode(t) ? 'on' : 'off'}`, ...(t.fideEvents ?? []).map(makeFideEventComment)] : [];
  const trf = { ...made, headers: [...made.headers, ...fide] };
  // Prohibited pairings of some rounds only: 260 records in TRF-2026 (TRF16 has none).
  return makeTrfText(trf, format, { rangedProhibitions: trfRangedProhibitions(t, exportOptions) });
}

/** The virtual points of a Swiss's acceleration (none when the scoring does not allow it: pairing says why). */
function accelerationsOf(t: Tournament, s: SwissSettings): Map<number, number[]> {
  const acc = swissAccelerations(t, s);
  return acc.ok ? acc.value : new Map<number, number[]>();
}

/**
 * The FIDE rating report (B.02 9.1: "the tournament report (TRF file)"): the tournament's TRF16 as
 * `makeTournamentTrf` writes it (ranked by the standings, with their tie-breaks), once every game of every
 * round has a result. Details given here (the report command's flags) take the place of the tournament's
 * own, by the same field rules.
 */
export function makeFideRatingReport(t: Tournament, table: Standings, given: GivenTournamentDetails = {}): Result<string> {
  for (const r of t.rounds)
    for (const g of r.games)
      if (g.result === undefined) return err({ code: 'report.unfinished', message: `round ${r.number}, board ${g.board}: the game ${g.white}-${g.black} has no result yet` });
  const overrides = Object.fromEntries(Object.entries(given).filter(([, v]) => v !== undefined)) as GivenTournamentDetails;
  const reported = setDetails(t, { ...t.details, ...overrides });
  if (!reported.ok) return reported;
  return makeTournamentTrf(reported.value, table, '16');
}
