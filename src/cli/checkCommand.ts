/**
 * `arbiter check FILE.trf`: the free checker of a tournament's pairings and standings (FIDE Handbook C.02
 * (2026); C.04.2 (2026) 1.4). The work is the director's `checkTrf` (src/director/check.ts); this reads
 * the file, calls it and prints the report.
 *
 *   arbiter check EVENT.trf                 what differs, one line each, and a summary
 *   arbiter check EVENT.trf --json          the report as JSON
 *   arbiter check EVENT.trf --rules 2017    the Dutch rounds by another edition than the file's 192
 *
 * Exit codes: 0 everything agrees; 1 a pairing or a standing differs; 3 invalid input (the line and
 * column named); 2 a command-line mistake.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { Option, type Command } from 'commander';
import { DUTCH_RULES, type DutchRules } from '../core/settings.js';
import { checkTrf, type CheckReport, type PairingLine } from '../director/check.js';
import type { PlayerDifference } from '../director/checkStandings.js';
import { TIEBREAK_EDITIONS, type TiebreakEdition } from '../scoring/tiebreaks.js';
import type { CliState } from './commands.js';
import { CliExit, type CliIo } from './io.js';

export const EXIT_DIFFERS = 1;
export const EXIT_INVALID_INPUT = 3;

const EXIT_CODES_HELP = `
Exit codes:
  0  every round and every player agrees
  1  a pairing, or a player's points, rank or tie-break value, differs
  3  invalid input: the message names the line and column (or a system or tie-break not checked)
  2  a mistake on the command line`;

interface CheckOptions {
  rules?: DutchRules;
  tiebreakEdition?: TiebreakEdition;
  json?: boolean;
}

export function registerCheckCommand(program: Command, io: CliIo, state: CliState): void {
  program
    .command('check')
    .description("check a TRF file's pairings and standings: re-pair every round by its system, recompute the points, ranks and tie-breaks, and name what differs")
    .argument('<file>', 'TRF-2026 or TRF16 file')
    .addOption(new Option('--rules <edition>', "the Dutch rules' edition (default: the one 192 names, else the rules in force)").choices([...DUTCH_RULES]))
    .addOption(new Option('--tiebreak-edition <edition>', 'the C.07 edition of the tie-breaks (default: the one in force on the start date, 042)').choices([...TIEBREAK_EDITIONS]))
    .option('--json', 'print the report as JSON (rounds checked, the differences by round and by player)')
    .addHelpText('after', EXIT_CODES_HELP)
    .action((file: string, opts: CheckOptions) => {
      let text: string;
      try {
        text = readFileSync(resolve(io.cwd, file), 'utf8');
      } catch {
        throw new CliExit(`cannot read ${file}`, EXIT_INVALID_INPUT);
      }
      const r = checkTrf(text, { rules: opts.rules, tiebreakEdition: opts.tiebreakEdition });
      if (!r.ok) throw new CliExit(`${file}: ${r.error.message}`, EXIT_INVALID_INPUT, r.error.code);
      io.out(opts.json ? JSON.stringify(r.value) + '\n' : reportText(r.value));
      state.exitCode = r.value.agrees ? 0 : EXIT_DIFFERS;
    });
}

const lineText = (l: PairingLine | undefined): string => (l === undefined ? 'nothing' : 'bye' in l ? `the bye to ${l.bye}` : `${l.white}-${l.black}`);
const pts = (x: number): string => x.toFixed(1);

function playerLines(p: PlayerDifference): string[] {
  const who = `player ${p.player} (${p.name})`;
  const out: string[] = [];
  if (p.points) out.push(`${who}: points ${pts(p.points.file)} in the file, ${pts(p.points.arbiter)} by his results`);
  if (p.rank) {
    const [lo, hi] = p.rank.places;
    out.push(`${who}: rank ${p.rank.file} in the file, ${lo === hi ? `${lo}` : `one of ${lo}-${hi} (tied)`} by the standings`);
  }
  for (const v of p.tiebreaks ?? []) out.push(`${who}: ${v.name} ${v.file.toFixed(2)} in the file, ${v.arbiter.toFixed(2)} by arbiter`);
  return out;
}

/** The report for people: one line per difference, then a summary of the pairings and of the standings. */
export function reportText(r: CheckReport): string {
  const out: string[] = [];
  for (const d of r.rounds)
    out.push(
      d.noPairing !== undefined
        ? `round ${d.round}: arbiter finds no valid pairing (${d.noPairing}); the file pairs ${lineText(d.file)}`
        : `round ${d.round}: the file pairs ${lineText(d.file)}, arbiter ${lineText(d.arbiter)}`,
    );
  for (const p of r.standings.players) out.push(...playerLines(p));
  const n = r.roundsChecked;
  out.push(
    r.rounds.length === 0
      ? `pairings: all ${n} rounds agree (${r.checkedBy})`
      : `pairings: ${r.rounds.length} of ${n} rounds ${r.rounds.length === 1 ? 'differs' : 'differ'} (${r.checkedBy})`,
  );
  const s = r.standings;
  const by = s.tiebreaks.length ? `ranks by points, ${s.tiebreaks.join(', ')} (C.07 ${s.tiebreakEdition})` : 'ranks by points (the file names no tie-breaks)';
  const what = `points, ${by}${s.values ? ', the tie-break values' : ''}`;
  out.push(
    s.players.length === 0
      ? `standings: every player agrees (${what})`
      : `standings: ${s.players.length} ${s.players.length === 1 ? 'player differs' : 'players differ'} (${what})`,
  );
  return out.join('\n') + '\n';
}
