// The CLI in a process of its own: `cliWriter.ts FILE BOARD:RESULT …` runs `arbiter result BOARD RESULT
// --file FILE` for each, in order, and prints "ACK BOARD RESULT" for each that the CLI said it saved.
import { main } from '../../src/cli/main.js';
import { bufferIo } from '../../src/cli/io.js';

const [file, ...writes] = process.argv.slice(2);
for (const w of writes) {
  const [board, result] = w.split(':') as [string, string];
  const io = bufferIo(process.cwd());
  const code = await main(['result', board, result, '--file', file!], io);
  process.stdout.write(code === 0 ? `ACK ${board} ${result}\n` : `FAIL ${board} ${result} ${io.stderr().trim()}\n`);
}
