import { err, ok, type Result } from '../core/result.js';
import type { Tournament, TournamentDetails } from '../core/tournament.js';
import { readTrfFile, type TrfFormat } from '../formats/trfFile.js';
import { tournamentFromTrfFile } from '../formats/trfTournament.js';

/** What importing a TRF file would create, shown before anything is written (issue 34). */
export interface TrfImportPreview {
  readonly format: TrfFormat;
  readonly name: string;
  readonly system: Tournament['settings']['system'];
  /** The Dutch rules' edition the rounds are paired by (a Swiss). */
  readonly rules?: string | undefined;
  readonly plannedRounds?: number | undefined;
  readonly roundsPlayed: number;
  readonly games: number;
  /** Games paired without a result yet. */
  readonly unfinished: number;
  /** Pairing-allocated byes. */
  readonly byes: number;
  /** Requested byes and absences (F, H, Z, blank). */
  readonly absences: number;
  readonly details: TournamentDetails;
  readonly players: readonly { readonly id: number; readonly name: string; readonly rating?: number | undefined; readonly fideId?: string | undefined }[];
}

/**
 * A TRF-2026 or TRF16 file as a tournament, with what it would create: the operation behind `arbiter new
 * --from-trf` (and its `--dry-run`) and the web app's import. `fallbackName` names the tournament when
 * the file has no name. Errors name the line and column.
 */
export function importTrf(text: string, fallbackName: string): Result<{ readonly tournament: Tournament; readonly preview: TrfImportPreview }> {
  const trf = readTrfFile(text);
  if (!trf.ok) return err({ code: trf.error.code, message: trf.error.message });
  const t = tournamentFromTrfFile(trf.value, fallbackName);
  if (!t.ok) return t;
  return ok({ tournament: t.value, preview: previewTrfImport(t.value, trf.value.format) });
}

/** What a tournament read from a TRF file (`format`) would create. */
export function previewTrfImport(tournament: Tournament, format: TrfFormat): TrfImportPreview {
  const games = tournament.rounds.flatMap((r) => r.games);
  const s = tournament.settings;
  return {
    format,
    name: tournament.name,
    system: s.system,
    rules: s.system === 'swiss-dutch' ? s.rules : undefined,
    plannedRounds: tournament.plannedRounds,
    roundsPlayed: tournament.rounds.length,
    games: games.length,
    unfinished: games.filter((g) => g.result === undefined).length,
    byes: tournament.rounds.reduce((n, r) => n + r.byes.length, 0),
    absences: tournament.absences.length,
    details: tournament.details ?? {},
    players: tournament.players.map((p) => ({ id: p.id, name: p.name, rating: p.rating, fideId: p.fideId })),
  };
}

/** The preview for people, one line each. */
export function describeTrfImport(p: TrfImportPreview): string[] {
  const format = p.format === '16' ? 'TRF16' : 'TRF-2026';
  const details = Object.entries(p.details)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => `${k} ${Array.isArray(v) ? v.join(', ') : String(v)}`);
  return [
    `${format}: "${p.name}", ${p.system}${p.rules ? ` (Dutch rules ${p.rules})` : ''}${p.plannedRounds ? `, ${p.plannedRounds} rounds planned` : ''}`,
    `${p.players.length} players, ${p.roundsPlayed} rounds paired: ${p.games} games (${p.unfinished} without a result), ${p.byes} pairing byes, ${p.absences} byes and absences`,
    ...(details.length ? [`details: ${details.join('; ')}`] : []),
    ...p.players.map((x) => `${String(x.id).padStart(4)}  ${x.name}${x.rating ? `  ${x.rating}` : ''}${x.fideId ? `  FIDE ${x.fideId}` : ''}`),
  ];
}
