import { Command, CommanderError } from 'commander';
import { pathToFileURL } from 'node:url';
import { readFileSync, realpathSync } from 'node:fs';
import { ArbiterFailure } from '../core/result.js';
import { CliExit, processIo, type CliIo, type CliTuning } from './io.js';
import type { CliState } from './commands.js';

/** Runs the `arbiter` command line and returns the exit code. Never throws for a user's mistake. */
export async function main(argv: readonly string[], io: CliIo = processIo(), tuning: CliTuning = {}): Promise<number> {
  const program = new Command('arbiter')
    .description('Runs chess competitions: Keizer, FIDE Dutch Swiss, round robin, Elo-points; ratings and standings.')
    .version(packageVersion(), '-V, --version', 'print the version')
    .exitOverride()
    .showHelpAfterError(false)
    .configureOutput(outputTo(io));
  const state = { exitCode: 0 };
  await register(program, io, state, argv[0], tuning);
  for (const cmd of program.commands) applyOverrides(cmd, io);
  try {
    await program.parseAsync([...argv], { from: 'user' });
    return state.exitCode;
  } catch (e) {
    if (e instanceof CommanderError) {
      if (e.code === 'commander.helpDisplayed' || e.code === 'commander.version' || e.code === 'commander.help') return 0;
      return e.exitCode === 0 ? 0 : 2;
    }
    if (e instanceof CliExit) {
      if (e.message) io.err(`arbiter: ${e.message}\n`);
      return e.exitCode;
    }
    if (e instanceof ArbiterFailure) {
      io.err(`arbiter: ${e.message}\n`);
      return 2;
    }
    throw e;
  }
}

/**
 * Adds the commands, each module loaded when needed: `arbiter dutch` stands in for the pairing engines,
 * which other programs start once a round, so it loads its own command only (issue 17: process start).
 */
async function register(program: Command, io: CliIo, state: CliState, command: string | undefined, tuning: CliTuning): Promise<void> {
  if (command === 'dutch') (await import('./dutchCommand.js')).registerDutchCommand(program, io, state, tuning);
  else (await import('./commands.js')).registerCommands(program, io, state);
}

/** The version of package.json (two folders up from src/cli and from dist/cli alike). */
function packageVersion(): string {
  try {
    return (JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string }).version;
  } catch {
    return 'unknown';
  }
}

/** Commander's own messages (unknown command, missing option) read like ours: one line, `arbiter: …`. */
function outputTo(io: CliIo) {
  return {
    writeOut: (s: string) => {
      io.out(s);
    },
    writeErr: (s: string) => {
      io.err(s);
    },
    outputError: (s: string, write: (s: string) => void) => {
      write(`arbiter: ${s.replace(/^error: /, '')}`);
    },
  };
}

function applyOverrides(cmd: Command, io: CliIo): void {
  cmd.exitOverride().configureOutput(outputTo(io));
  for (const sub of cmd.commands) applyOverrides(sub, io);
}

const invokedDirectly = (() => {
  try {
    return process.argv[1] !== undefined && import.meta.url === pathToFileURL(realpathSync(process.argv[1])).href;
  } catch {
    return false;
  }
})();

// No top-level await: `arbiter dutch` runs this module from a CommonJS bundle (scripts/bundle-dutch.mjs).
if (invokedDirectly) {
  void main(process.argv.slice(2)).then((code) => {
    process.exitCode = code;
  });
}
