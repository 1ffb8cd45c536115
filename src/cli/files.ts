import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { Option } from 'commander';
import { CliExit, type CliIo } from './io.js';
import type { Tournament } from '../core/tournament.js';
import type { Round } from '../core/round.js';
import { stateOf, type Game } from '../core/game.js';
import { SYSTEM_INFO } from '../core/systems.js';
import { formatMatchScore, matchValue } from '../core/doubleSwissMatch.js';
import { ok } from '../core/result.js';
import { parseWhole } from '../core/fields.js';
import { FULLY_CONFIRMED, resolvePlayer, type FideConfirmation } from '../director/operations.js';
import { MAX_NUMBER } from '../formats/tournamentFile.js';
import { detectTrfFormat, readTrfFile, type TrfFormat } from '../formats/trfFile.js';
import { tournamentFromTrfFile } from '../formats/trfTournament.js';
import { loadTournamentFile, updateTournamentFile, type FileTarget, type SavedFile } from '../store/tournamentFiles.js';
import { cliUser } from './historyCommands.js';

/**
 * What the commands on a tournament file share: the `--file` option, reading the file, and one change of
 * it under its lock (`change`): the operation gets the tournament as it is now and returns the new one; a
 * director's mistake, thrown by `must`, ends the command with its message and nothing saved.
 */
export interface FileOptions {
  readonly file: string;
}

export const fileOption = () => new Option('-f, --file <path>', 'the tournament file').makeOptionMandatory();

export function tournamentFiles(io: CliIo) {
  const path = (opts: FileOptions) => resolve(io.cwd, opts.file);
  const target = (opts: FileOptions): FileTarget => ({ path: path(opts), shown: opts.file });
  const load = (opts: FileOptions) => loadTournamentFile(path(opts));
  const change = async (opts: FileOptions, apply: (t: Tournament) => Tournament): Promise<SavedFile & { before: Tournament }> => {
    if (!existsSync(path(opts))) throw new CliExit(`${opts.file}: no such tournament file (create one with "arbiter new --file ${opts.file}")`);
    const r = await updateTournamentFile(target(opts), (t) => ok(apply(t)), { by: cliUser() });
    if (!r.ok) throw new CliExit(cliMessage(r.error));
    return r.value as SavedFile & { before: Tournament };
  };
  return { path, target, load, change };
}

/** Reads a TRF-2026 or TRF16 file as a tournament; its errors name the file, line and column. */
export function loadTrfTournament(file: string, shown: string): Tournament {
  if (!existsSync(file)) throw new CliExit(`${shown}: no such file`);
  const trf = readTrfFile(readFileSync(file, 'utf8'));
  if (!trf.ok) throw new CliExit(`${shown} ${trf.error.message}`);
  const t = tournamentFromTrfFile(trf.value, defaultName(shown));
  if (!t.ok) throw new CliExit(`${shown}: ${t.error.message}`);
  return t.value;
}

/** TRF16 or TRF-2026, as the file's text says (after `loadTrfTournament` has read it). */
export function trfFormatOf(file: string): TrfFormat {
  const f = detectTrfFormat(readFileSync(file, 'utf8'));
  return f.ok ? f.value : '16';
}

/** A tournament file, or a TRF file (by its extension or its first line). */
export function loadAny(file: string, shown: string): Tournament {
  if (/\.trf$/i.test(file) || (existsSync(file) && /^(012|001|XX|BB)/.test(readFileSync(file, 'utf8').slice(0, 3)))) return loadTrfTournament(file, shown);
  return loadTournamentFile(file);
}

export function defaultName(file: string): string {
  return file.replace(/^.*[\\/]/, '').replace(/\.[^.]*$/, '') || 'Tournament';
}

export function wholeOption(flag: string, text: string | undefined, range: readonly [number, number] = [0, MAX_NUMBER]): number | undefined {
  if (text === undefined) return undefined;
  const r = parseWhole(flag, text, range);
  if (!r.ok) throw new CliExit(r.error.message);
  return r.value;
}

export function nameOf(t: Tournament, id: number): string {
  return t.players.find((p) => p.id === id)?.name ?? `player ${id}`;
}

/** "Jansen-Bakker", "Jean-Pierre - Bakker", "3-1": tries every hyphen until both sides name one player. */
export function parsePair(t: Tournament, text: string): [number, number] {
  const candidates: [number, number][] = [];
  for (let i = text.indexOf('-'); i > 0; i = text.indexOf('-', i + 1)) {
    const a = resolvePlayer(t, text.slice(0, i).trim());
    const b = resolvePlayer(t, text.slice(i + 1).trim());
    if (a.ok && b.ok && text.slice(0, i).trim() && text.slice(i + 1).trim()) candidates.push([a.value.id, b.value.id]);
  }
  if (candidates.length === 1) return candidates[0]!;
  if (candidates.length > 1) throw new CliExit(`"${text}" can be read in ${candidates.length} ways; use player numbers, e.g. "3-1"`);
  throw new CliExit(`"${text}" is not a pair of players (write WHITE-BLACK with names or numbers, e.g. "Jansen-Bakker" or "3-1")`);
}

export function printRound(io: CliIo, t: Tournament, round: Round): void {
  io.out(`round ${round.number}\n`);
  // A Double-Swiss: the match beside each of its games, from that game's white's side (docs/double-swiss.md).
  const matchOf = (g: Game): string => {
    const v = SYSTEM_INFO[t.settings.system].roundsPerPairing === 2 ? matchValue(t, round.number, g) : undefined;
    return v === undefined ? '' : `  match ${formatMatchScore(v)}${v.endedByForfeit ? ' (forfeited)' : ''}`;
  };
  for (const g of round.games)
    io.out(`${String(g.board).padStart(3)}  ${nameOf(t, g.white).padEnd(28)} - ${nameOf(t, g.black).padEnd(28)} ${g.result ?? stateOf(g) ?? ''}${matchOf(g)}\n`);
  for (const b of round.byes) io.out(`bye  ${nameOf(t, b)}\n`);
}

/** FIDE mode's confirmation as the commands give it: `--confirm` confirms everything at once, for the CLI's user. */
export function fideConfirmation(opts: { confirm?: boolean }): FideConfirmation {
  return { confirmations: opts.confirm ? FULLY_CONFIRMED : 0, who: cliUser() };
}

/** The `--confirm` option of the commands FIDE mode may ask to confirm. */
export const confirmOption = (): Option => new Option('--confirm', 'FIDE mode: confirm what breaks the integrity of the pairings (it is recorded in the tournament and its TRF)');

/** An operation's error as the CLI says it: FIDE mode's confirmation is the command's `--confirm`. */
export function cliMessage(e: { readonly code: string; readonly message: string }): string {
  return `${e.message}${e.code === 'fide-confirm' ? '; add --confirm to do it (nothing was changed)' : ''}`;
}
