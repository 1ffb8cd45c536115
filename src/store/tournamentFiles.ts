import { existsSync, readFileSync } from 'node:fs';
import type { Tournament } from '../core/tournament.js';
import { ArbiterFailure } from '../core/result.js';
import { makeTournamentFile, parseTournamentFile } from '../formats/tournamentFile.js';
import { writeFileAtomic } from './atomicFile.js';

/** Reads a tournament file; a damaged file is refused with its name, the line and what is wrong. */
export function loadTournamentFile(path: string): Tournament {
  if (!existsSync(path)) throw new ArbiterFailure('not-found', `${path}: no such tournament file (create one with "arbiter new --file ${path}")`);
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (e) {
    throw new ArbiterFailure('io', `${path}: cannot read the file (${(e as Error).message})`);
  }
  const parsed = parseTournamentFile(text);
  if (!parsed.ok) throw new ArbiterFailure(`file-${parsed.error.code}`, `${path} ${parsed.error.message}`);
  return parsed.value;
}

/** Saves atomically, keeping the previous version as PATH.bak. */
export function saveTournamentFile(path: string, t: Tournament): void {
  writeFileAtomic(path, makeTournamentFile(t));
}
