// A save killed for real: `killedSave.ts FILE STEP` adds the player "Jansen" as the director "anna", and the
// process kills itself (SIGKILL: no finally, no exit handler) right after STEP of the save.
import { ok } from '../../src/core/result.js';
import { addPlayer } from '../../src/core/tournamentOps.js';
import { updateTournamentFile, type SaveStep } from '../../src/store/tournamentFiles.js';

const [file, step] = process.argv.slice(2) as [string, SaveStep];
await updateTournamentFile(
  { path: file, shown: file },
  (t) => {
    const r = addPlayer(t, { name: 'Jansen' });
    return r.ok ? ok(r.value.tournament) : r;
  },
  {
    by: 'anna',
    afterStep: (at) => {
      if (at === step) process.kill(process.pid, 'SIGKILL');
    },
  },
);
process.stdout.write('saved without being killed\n');
