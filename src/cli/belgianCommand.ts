import type { Command } from 'commander';
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { CliExit, type CliIo } from './io.js';
import { describeMissing, makeBelgianRatingReport } from '../director/belgianReport.js';
import { loadTournamentFile } from '../store/tournamentFiles.js';

interface BelgianOptions {
  file: string;
  out: string;
  email?: string;
  club?: string;
  rounds?: string;
  start?: string;
  end?: string;
}

/** `A-B` or `N`: the rounds sent. */
function roundRange(text: string | undefined): { firstRound?: number; lastRound?: number } {
  if (text === undefined) return {};
  const m = /^\s*(\d{1,5})\s*(?:-\s*(\d{1,5})\s*)?$/.exec(text);
  if (!m) throw new CliExit(`--rounds: "${text}" is not a round or rounds (3, or 1-5)`);
  return { firstRound: Number(m[1]), lastRound: Number(m[2] ?? m[1]) };
}

/**
 * `arbiter report belgian-elo`: the Belgian national rating report (KBSB/FRBE/KSB), a Latin-1 file; the
 * players missing a national id or rating are listed on standard error.
 */
export function registerBelgianReport(report: Command, io: CliIo): void {
  report
    .command('belgian-elo')
    .description('the Belgian national rating report (KBSB/FRBE/KSB): games played over the board, Latin-1')
    .requiredOption('-f, --file <path>', 'the tournament file')
    .requiredOption('--out <path>', 'write the report to this file')
    .option('--email <address>', "the sender's e-mail (00D)")
    .option('--club <number>', "the sender's club number (00E)")
    .option('--rounds <A-B>', 'the rounds sent, e.g. 12 or 1-5 (default: every round paired)')
    .option('--start <date>', "the first day of the rounds sent, YYYY-MM-DD (default: the tournament's start date)")
    .option('--end <date>', "the last day, YYYY-MM-DD (default: --start when given, else the tournament's end date)")
    .action((opts: BelgianOptions) => {
      const t = loadTournamentFile(resolve(io.cwd, opts.file));
      const r = makeBelgianRatingReport(t, { ...roundRange(opts.rounds), email: opts.email, club: opts.club, startDate: opts.start, endDate: opts.end });
      if (!r.ok) throw new CliExit(r.error.message, 2, r.error.code);
      try {
        writeFileSync(resolve(io.cwd, opts.out), r.value.bytes);
      } catch (e) {
        throw new CliExit(`${opts.out}: cannot write (${(e as Error).message})`);
      }
      const missing = describeMissing(r.value);
      if (missing.length)
        io.err(`warning: ${missing.length} player${missing.length > 1 ? 's lack' : ' lacks'} what the national rating needs:\n${missing.map((m) => `  ${m}\n`).join('')}`);
      io.out(`wrote ${opts.out}: ${r.value.players} players, ${r.value.games} games over the board\n`);
    });
}
