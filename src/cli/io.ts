import { readFileSync } from 'node:fs';
import { ArbiterFailure } from '../core/result.js';

/** Where a command reads and writes: the process, or a test's buffers. */
export interface CliIo {
  out(text: string): void;
  err(text: string): void;
  readStdin(): Promise<string>;
  /** A secret (a password): typed without echo at a terminal, else the first line of standard input. */
  readSecret(prompt: string): Promise<string>;
  readonly cwd: string;
}

/**
 * What the process that runs a command may tune once it knows the command's input (bin/dutch.js: V8's
 * compiler for the length of the run). Nothing by default: tests and other callers run commands without it.
 */
export interface CliTuning {
  /** Told the length (characters) of the TRF `arbiter dutch -p` pairs a round from, before anything in it is read. */
  readonly pairingInput?: (characters: number) => void;
}

export function processIo(): CliIo {
  return {
    out: (t) => process.stdout.write(t),
    err: (t) => process.stderr.write(t),
    readStdin: async () => readFileSync(0, 'utf8'),
    readSecret: (prompt) => (process.stdin.isTTY ? readHidden(prompt) : Promise.resolve(firstLine(readFileSync(0, 'utf8')))),
    cwd: process.cwd(),
  };
}

const firstLine = (text: string): string => text.split(/\r?\n/)[0] ?? '';

/** Reads a line at the terminal without showing what is typed. */
function readHidden(prompt: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const stdin = process.stdin;
    process.stderr.write(prompt);
    let typed = '';
    stdin.setRawMode(true);
    stdin.resume();
    stdin.setEncoding('utf8');
    const done = (e?: Error) => {
      stdin.setRawMode(false);
      stdin.pause();
      stdin.off('data', onData);
      process.stderr.write('\n');
      if (e) reject(e);
      else resolve(typed);
    };
    const onData = (chunk: string) => {
      for (const c of chunk) {
        if (c === '\r' || c === '\n' || c === '\u0004') {
          done();
          return;
        }
        if (c === '\u0003') {
          done(new CliExit('cancelled; nothing was changed', 130));
          return;
        }
        if (c === '\u007f' || c === '\b') typed = [...typed].slice(0, -1).join('');
        else typed += c;
      }
    };
    stdin.on('data', onData);
  });
}

/** A test's io: collects what was written. */
export function bufferIo(cwd: string, stdin = ''): CliIo & { stdout: () => string; stderr: () => string } {
  let out = '';
  let err = '';
  return {
    out: (t) => void (out += t),
    err: (t) => void (err += t),
    readStdin: async () => stdin,
    readSecret: async () => firstLine(stdin),
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
