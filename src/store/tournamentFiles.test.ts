// Issue 31: a save killed between its steps (the file renamed, its history not yet appended) once left the
// new version out of the history, and the next save recorded it as made "outside": who made it was lost.
import { describe, expect, it } from 'vitest';
import { spawn } from 'node:child_process';
import { appendFileSync, existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ok, type Result } from '../core/result.js';
import type { Tournament } from '../core/tournament.js';
import { addPlayer } from '../core/tournamentOps.js';
import { empty } from '../../test/storeContract.js';
import { PROJECT_ROOT } from '../server/webBuild.js';
import {
  createTournamentFile,
  deleteTournamentFile,
  deletedFile,
  readHistory,
  readTournamentFile,
  updateTournamentFile,
  type FileTarget,
  type SaveStep,
} from './tournamentFiles.js';

const target = (): FileTarget => ({ path: join(mkdtempSync(join(tmpdir(), 'arbiter-crash-')), 'club.txt'), shown: 'club.txt' });

const adding =
  (name: string) =>
  (t: Tournament): Result<Tournament> => {
    const r = addPlayer(t, { name });
    return r.ok ? ok(r.value.tournament) : r;
  };

/** A save that stops at `step` as a killed process would: nothing of it runs after that point. */
const killedAt = (step: SaveStep) => (at: SaveStep) => {
  if (at === step) throw new Error(`killed at ${step}`);
};

/** Who made each version, as the history says. */
async function authors(t: FileTarget): Promise<string[]> {
  const h = readHistory(t);
  if (!h.ok) throw new Error(h.error.message);
  return h.value.map((v) => `${v.version} ${v.by}: ${v.summary}`);
}

describe('a save killed between its steps leaves no version unattributed', () => {
  it.each([
    ['before anything was written', 'planned', ['1 anna: created the tournament (keizer, 0 players)', '2 bob: player 1 added: Bakker'], []],
    [
      'after the rename, before the history was appended',
      'renamed',
      ['1 anna: created the tournament (keizer, 0 players)', '2 anna: player 1 added: Jansen', '3 bob: player 2 added: Bakker'],
      ['Jansen'],
    ],
    [
      'after the history was appended',
      'recorded',
      ['1 anna: created the tournament (keizer, 0 players)', '2 anna: player 1 added: Jansen', '3 bob: player 2 added: Bakker'],
      ['Jansen'],
    ],
  ] as const)('killed %s: the next save names who made each version', async (_when, step, history, before) => {
    const t = target();
    expect((await createTournamentFile(t, empty, { by: 'anna' })).ok).toBe(true);
    await expect(updateTournamentFile(t, adding('Jansen'), { by: 'anna', afterStep: killedAt(step) })).rejects.toThrow(`killed at ${step}`);
    const now = readTournamentFile(t);
    expect(now.ok && now.value.tournament.players.map((p) => p.name)).toEqual(before);
    expect((await updateTournamentFile(t, adding('Bakker'), { by: 'bob' })).ok).toBe(true);
    expect(await authors(t)).toEqual(history);
    expect(existsSync(`${t.path}.history.pending`)).toBe(false);
  });

  it('a pending entry left after the history was appended is not recorded twice', async () => {
    const t = target();
    await createTournamentFile(t, empty, { by: 'anna' });
    await expect(updateTournamentFile(t, adding('Jansen'), { by: 'anna', afterStep: killedAt('recorded') })).rejects.toThrow();
    expect(existsSync(`${t.path}.history.pending`)).toBe(true);
    expect(await authors(t)).toEqual(['1 anna: created the tournament (keizer, 0 players)', '2 anna: player 1 added: Jansen']);
  });

  it('killed after the rename, the history names the version before the next save too', async () => {
    const t = target();
    await createTournamentFile(t, empty, { by: 'anna' });
    await expect(updateTournamentFile(t, adding('Jansen'), { by: 'anna', afterStep: killedAt('renamed') })).rejects.toThrow();
    expect(await authors(t)).toEqual(['1 anna: created the tournament (keizer, 0 players)', '2 anna: player 1 added: Jansen']);
  });

  it('a new tournament killed after the rename keeps its maker', async () => {
    const t = target();
    await expect(createTournamentFile(t, empty, { by: 'anna', afterStep: killedAt('renamed') })).rejects.toThrow();
    expect(await authors(t)).toEqual(['1 anna: created the tournament (keizer, 0 players)']);
    expect((await updateTournamentFile(t, adding('Bakker'), { by: 'bob' })).ok).toBe(true);
    expect(await authors(t)).toEqual(['1 anna: created the tournament (keizer, 0 players)', '2 bob: player 1 added: Bakker']);
  });

  it('a process killed (SIGKILL) right after the rename: the next save, in another process, names its director', async () => {
    const t = target();
    await createTournamentFile(t, empty, { by: 'anna' });
    // Node with tsx's loader, so that the kill reaches the process that saves (tsx's command runs a child).
    const child = spawn(process.execPath, ['--import', 'tsx', join(PROJECT_ROOT, 'test', 'processes', 'killedSave.ts'), t.path, 'renamed'], { cwd: PROJECT_ROOT, stdio: 'ignore' });
    const signal = await new Promise<NodeJS.Signals | null>((resolve) => {
      child.on('exit', (_code, s) => {
        resolve(s);
      });
    });
    expect(signal).toBe('SIGKILL');
    expect(existsSync(`${t.path}.lock`)).toBe(true); // left by the killed process: the next save breaks it
    expect((await updateTournamentFile(t, adding('Bakker'), { by: 'bob' })).ok).toBe(true);
    expect(await authors(t)).toEqual(['1 anna: created the tournament (keizer, 0 players)', '2 anna: player 1 added: Jansen', '3 bob: player 2 added: Bakker']);
  }, 60_000);
});

describe('a history edited by hand', () => {
  it('names who deleted a tournament even when the name holds a "%" that is no escape (once an exception)', async () => {
    const t = target();
    await createTournamentFile(t, empty, { by: 'anna' });
    expect((await deleteTournamentFile(t, { by: 'anna' })).ok).toBe(true);
    appendFileSync(`${t.path}.history`, '# deleted 2026-11-27T10:00:00.000Z by=100%zz\n');
    expect(deletedFile(t)).toMatchObject({ name: 'Club 2026', by: '100%zz' });
  });
});
