import type { Command } from 'commander';
import { CliExit, type CliIo } from './io.js';
import type { CliState } from './commands.js';
import { countOf, dotohoPlan, dotohoRounds, makeDotohoJson, makeDotohoText, type DotohoPlan } from '../pairing/dotoho.js';

/** `arbiter dotoho --players N --games R [--json] [--rounds]`: prints the DO-TO-HO plan. */
export function registerDotohoCommand(program: Command, io: CliIo, _state: CliState): void {
  program
    .command('dotoho')
    .description('print the DO-TO-HO plan: N players, R games each, no groups (places 1..N by lot)')
    .requiredOption('--players <N>', 'number of players')
    .requiredOption('--games <R>', 'games per player')
    .option('--json', 'print the passes as JSON: [{"distance", "single", "games": [[left, right], …]}, …]')
    .option('--rounds', 'print the plan split into rounds (nobody twice in a round)')
    .action((opts: { players: string; games: string; json?: boolean; rounds?: boolean }) => {
      const players = wholeNumber(opts.players, '--players');
      const games = wholeNumber(opts.games, '--games');
      const plan = dotohoPlan(players, games);
      if (!plan.ok) throw new CliExit(plan.error.message, 2, plan.error.code);
      if (opts.json) io.out(opts.rounds ? roundsJson(plan.value) : makeDotohoJson(plan.value));
      else io.out(opts.rounds ? roundsText(plan.value) : makeDotohoText(plan.value));
    });
}

function wholeNumber(text: string, flag: string): number {
  if (!/^\s*\d+\s*$/.test(text)) throw new CliExit(`${flag} needs a whole number, not "${text}"`);
  return Number(text);
}

function roundsJson(plan: DotohoPlan): string {
  const rounds = dotohoRounds(plan).map((r) => ({ round: r.number, distance: r.distance, games: r.games, resting: r.resting }));
  return `${JSON.stringify(rounds)}\n`;
}

function roundsText(plan: DotohoPlan): string {
  const width = String(plan.players).length;
  const lines = [`DO-TO-HO plan: ${plan.players} players, ${countOf(plan.games, 'game')} each, in rounds`];
  for (const r of dotohoRounds(plan)) {
    lines.push('', `Round ${r.number} (pass ${r.pass + 1}, distance ${r.distance})`);
    for (const [l, rt] of r.games) lines.push(`  ${String(l).padStart(width)} - ${String(rt).padStart(width)}`);
    if (r.resting.length) lines.push(`  resting: ${r.resting.join(', ')}`);
  }
  return `${lines.join('\n')}\n`;
}
