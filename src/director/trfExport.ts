import type { SystemName } from '../core/settings.js';
import type { Tournament } from '../core/tournament.js';
import type { Result } from '../core/result.js';
import type { Standings } from '../scoring/standings.js';
import { playerNumbers } from './registry.js';
import { initialColourOf } from '../pairing/swiss.js';
import { makeTrfText, type TrfFormat } from '../formats/trfFile.js';
import type { TrfConvertError } from '../formats/trfConvert.js';
import { trfFromTournament } from '../formats/trfTournament.js';

/** What 092 (type of tournament) says of each system. */
export const TRF_TOURNAMENT_TYPES: Readonly<Record<SystemName, string>> = {
  'swiss-dutch': 'Individual: Swiss-System (FIDE Dutch)',
  'round-robin': 'Individual: Round-Robin',
  dotoho: 'Individual: DO-TO-HO plan',
  keizer: 'Individual: Keizer system',
  'elo-points': 'Individual: Elo-points system',
};

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
  const trf = trfFromTournament(
    t,
    {
      points: new Map(table.rows.map((r) => [r.id, r.score])),
      rank: new Map(table.rows.map((r) => [r.id, r.rank])),
      tiebreaks: list,
      values: new Map(table.rows.map((r) => [r.id, list.map((k) => r.tiebreaks?.[k] ?? 0)])),
    },
    {
      numbers: playerNumbers(t),
      initialColour: s.system === 'swiss-dutch' ? initialColourOf(s) : undefined,
      tournamentType: TRF_TOURNAMENT_TYPES[s.system],
      // TRF-2026 192: the Dutch rules edition the rounds were paired by, so that a checker applies them.
      typeCode: s.system === 'swiss-dutch' ? `FIDE_DUTCH_${s.rules}` : undefined,
    },
  );
  return makeTrfText(trf, format);
}
