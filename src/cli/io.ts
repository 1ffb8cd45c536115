import { readFileSync } from 'node:fs';
import { ArbiterFailure } from '../core/result.js';

/** Where a command reads and writes: the process, or a test's buffers. */
export interface CliIo {
  out(text: string): void;
  err(text: string): void;
  readStdin(): Promise<string>;
  readonly cwd: string;
}

export function processIo(): CliIo {
  return {
    out: (t) => process.stdout.write(t),
    err: (t) => process.stderr.write(t),
    readStdin: async () => readFileSync(0, 'utf8'),
    cwd: process.cwd(),
  };
}

/** A test's io: collects what was written. */
export function bufferIo(cwd: string, stdin = ''): CliIo & { stdout: () => string; stderr: () => string } {
  let out = '';
  let err = '';
  return {
    out: (t) => void (out += t),
    err: (t) => void (err += t),
    readStdin: async () => stdin,
    cwd,
    stdout: () => out,
    stderr: () => err,
  };
}

/** Ends a command with a message on stderr and the given exit code (2 unless said otherwise). */
export class CliExit extends ArbiterFailure {
  constructor(
    message: string,
    readonly exitCode = 2,
    code = 'cli',
  ) {
    super(code, message);
  }
}
