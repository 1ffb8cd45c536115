import type { Command } from 'commander';
import type { CliIo } from './io.js';
import { registerDotohoCommand } from './dotohoCommand.js';
import { registerTournamentCommands } from './tournamentCommands.js';
import { registerRatingCommand } from './ratingCommand.js';
import { registerDutchCommand } from './dutchCommand.js';
import { registerSwissEngineCommands } from './swissEngineCommands.js';
import { registerDirectorCommand } from './directorCommand.js';
import { registerHistoryCommands } from './historyCommands.js';
import { registerCheckCommand } from './checkCommand.js';
import { registerGenerateCommand } from './generateCommand.js';
import { registerMatchCommand } from './matchCommand.js';

/** Shared state of one CLI run: a command sets `exitCode` when it ends otherwise than with 0. */
export interface CliState {
  exitCode: number;
}

/** Each shell module adds its commands here (one line per module). */
export function registerCommands(program: Command, io: CliIo, state: CliState): void {
  registerTournamentCommands(program, io, state);
  registerDotohoCommand(program, io, state);
  registerRatingCommand(program, io, state);
  registerDutchCommand(program, io, state);
  registerSwissEngineCommands(program, io, state);
  registerDirectorCommand(program, io, state);
  registerHistoryCommands(program, io, state);
  registerCheckCommand(program, io, state);
  registerGenerateCommand(program, io, state);
  registerMatchCommand(program, io, state);
}
