// Issue 13: a whole season without an editor — everything editable, postponed games, absences ahead — from
// the command line. (The same in the browser: test/web/season.test.ts.)
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { addPlayers, arbiter, KEIZER_EXAMPLE_PLAYERS, ok, tempDir as newTempDir } from '../../test/cliShell.js';
import { parseTournamentFile } from '../formats/tournamentFile.js';

const tempDir = () => newTempDir('arbiter-season-');
/** Four players of a Swiss, A to D, rated 2000 down to 1700 by 100. */
const FOUR_RATED = [
  ['A', '2000'],
  ['B', '1900'],
  ['C', '1800'],
  ['D', '1700'],
] as const;
const read = (dir: string, file = 't.txt') => {
  const t = parseTournamentFile(readFileSync(join(dir, file), 'utf8'));
  if (!t.ok) throw new Error(t.error.message);
  return t.value;
};

/** keizer.md §2 example 1: four players, values 6, 5, 4, 3 (top = round(1.5 × 4)). */
async function keizer(dir: string) {
  await ok(dir, 'new', '--file', 't.txt', '--name', 'Club');
  await addPlayers(dir, 't.txt', KEIZER_EXAMPLE_PLAYERS);
}

const explain = async (dir: string, who: string) =>
  JSON.parse(await ok(dir, 'standings', '--explain', who, '--json', '--file', 't.txt')) as {
    score: number;
    items: { round?: number; kind: string; points: number; opponent?: number }[];
  };

describe('everything editable', () => {
  it('edits a player: the standings show the new name, an empty text clears a field, a bad value names the field', async () => {
    const dir = tempDir();
    await keizer(dir);
    expect(await ok(dir, 'player', 'edit', 'Slager', '--name', 'Slager, Kees', '--club', '230', '--file', 't.txt')).toBe('4 Slager, Kees changed\n');
    expect(read(dir).players[3]).toMatchObject({ name: 'Slager, Kees', club: '230', rating: 1700 });
    await ok(dir, 'player', 'edit', '4', '--club', '', '--file', 't.txt');
    expect(read(dir).players[3]!.club).toBeUndefined();
    const standings = JSON.parse(await ok(dir, 'standings', '--json', '--file', 't.txt')) as { name: string }[];
    expect(standings.map((r) => r.name)).toContain('Slager, Kees');
    const bad = await arbiter(dir, 'player', 'edit', 'Jansen', '--rating', '5000', '--file', 't.txt');
    expect(bad.err).toBe('arbiter: --rating: 5000 is outside 0–4000\n');
    expect((await arbiter(dir, 'player', 'edit', 'Jansen', '--name', 'Bakker', '--file', 't.txt')).err).toBe('arbiter: there is already a player named "Bakker"\n');
  });

  it('refuses, unless forced, a rating change in a Swiss after round 1 (the rounds were paired by it)', async () => {
    const dir = tempDir();
    await ok(dir, 'new', '--file', 't.txt', '--system', 'swiss-dutch', '--rounds', '3');
    await addPlayers(dir, 't.txt', FOUR_RATED);
    await ok(dir, 'pair', '--file', 't.txt');
    const refused = await arbiter(dir, 'player', 'edit', 'D', '--rating', '2100', '--file', 't.txt');
    expect(refused.code).toBe(2);
    expect(refused.err).toBe(
      'arbiter: rating of D made the initial ranking that rounds 1–1 were paired with; the change would alter what those rounds were made from (force it to change only the rounds to come)\n',
    );
    const forced = await arbiter(dir, 'player', 'edit', 'D', '--rating', '2100', '--force', '--file', 't.txt');
    expect(forced.code).toBe(0);
    expect(forced.err).toMatch(/^warning: rating of D made the initial ranking .*: the rounds to come are paired with the new value/);
    // The club of a Swiss player is no pairing input: changed without asking.
    await ok(dir, 'player', 'edit', 'A', '--club', 'Oud Zuid', '--file', 't.txt');
  });

  it('removes a player added by mistake, but not one with games', async () => {
    const dir = tempDir();
    await keizer(dir);
    await ok(dir, 'player', 'add', 'Typo Player', '--file', 't.txt');
    expect(await ok(dir, 'player', 'remove', 'Typo', '--file', 't.txt')).toBe('5 Typo Player removed\n');
    expect(read(dir).players.map((p) => p.name)).toEqual(['Jansen', 'Pietersen', 'Bakker', 'Slager']);
    await ok(dir, 'pair', '--file', 't.txt');
    const r = await arbiter(dir, 'player', 'remove', 'Jansen', '--file', 't.txt');
    expect(r.err).toBe('arbiter: Jansen is in round 1; a player with games is withdrawn, not removed\n');
  });

  it('reinstates a withdrawn player: paired again from the next round', async () => {
    const dir = tempDir();
    await keizer(dir);
    await ok(dir, 'player', 'withdraw', 'Slager', '--file', 't.txt');
    expect((await arbiter(dir, 'pair', '--file', 't.txt')).out).not.toContain('Slager');
    await ok(dir, 'result', '1', '1-0', '--file', 't.txt');
    expect(await ok(dir, 'player', 'reinstate', 'Slager', '--file', 't.txt')).toBe('Slager plays again from round 2 on\n');
    expect(read(dir).players[3]!.withdrawnFromRound).toBeUndefined();
    expect(await ok(dir, 'pair', '--file', 't.txt')).toContain('Slager');
    expect((await arbiter(dir, 'player', 'reinstate', 'Slager', '--file', 't.txt')).err).toBe('arbiter: Slager has not withdrawn\n');
  });

  it('changes the name and the planned rounds with set, and says what a setting recomputes', async () => {
    const dir = tempDir();
    await keizer(dir);
    await ok(dir, 'set', 'name', 'Club championship 2026', '--file', 't.txt');
    await ok(dir, 'set', 'rounds', '9', '--file', 't.txt');
    expect(read(dir)).toMatchObject({ name: 'Club championship 2026', plannedRounds: 9 });
    await ok(dir, 'pair', '--file', 't.txt');
    const set = await arbiter(dir, 'set', 'iteration', 'final', '--file', 't.txt');
    expect(set.err).toBe('warning: iteration changed: the scores and values of the whole season are recomputed with it\n');
  });
});

describe('postponed games', () => {
  it('a Keizer season pairs two more rounds around a postponed game, then counts its result', async () => {
    const dir = tempDir();
    await keizer(dir);
    await ok(dir, 'pair', '--manual', 'Jansen-Pietersen', 'Bakker-Slager', '--file', 't.txt');
    expect(await ok(dir, 'result', '1', 'postponed', '--file', 't.txt')).toBe('round 1 board 1: Jansen - Pietersen postponed\n');
    await ok(dir, 'result', '2', '1-0', '--file', 't.txt');
    // Jansen and Pietersen count as having met: round 2 does not pair them again (keizer.md §4, never).
    const round2 = await ok(dir, 'pair', '--file', 't.txt');
    expect(round2).not.toMatch(/Jansen\s+- Pietersen|Pietersen\s+- Jansen/);
    const before = await explain(dir, 'Jansen');
    expect(before.items.find((i) => i.round === 1)).toMatchObject({ kind: 'postponed', points: 0 });
    await ok(dir, 'result', '1', '1/2-1/2', '--file', 't.txt');
    await ok(dir, 'result', '2', '0-1', '--file', 't.txt');
    await ok(dir, 'pair', '--file', 't.txt');
    // The postponed game is played: its result is entered with its round, and everything recomputes.
    expect(await ok(dir, 'result', 'Jansen', '1-0', '--round', '1', '--file', 't.txt')).toBe('round 1 board 1: Jansen - Pietersen 1-0\n');
    const after = await explain(dir, 'Jansen');
    const win = after.items.find((i) => i.round === 1)! as { kind: string; points: number; value: number; fraction: number };
    // keizer.md §2: a win scores the opponent's (today's) value, fraction 1.
    expect([win.kind, win.fraction, win.points]).toEqual(['win', 1, win.value]);
    expect(win.points).toBeGreaterThan(0);
    expect(after.score).toBeCloseTo(
      after.items.reduce((s, i) => s + i.points, 0),
      9,
    );
  });

  it('a Swiss refuses to pair round 2 with a postponed game unless told --allow-pending', async () => {
    const dir = tempDir();
    await ok(dir, 'new', '--file', 't.txt', '--system', 'swiss-dutch', '--rounds', '3');
    await addPlayers(dir, 't.txt', FOUR_RATED);
    await ok(dir, 'pair', '--file', 't.txt');
    await ok(dir, 'result', '1', 'postponed', '--file', 't.txt');
    await ok(dir, 'result', '2', '1-0', '--file', 't.txt');
    const refused = await arbiter(dir, 'pair', '--file', 't.txt');
    expect(refused.err).toBe('arbiter: round 1 has a postponed game on board 1; a Swiss is paired when every result is in (allow it with --allow-pending)\n');
    expect((await arbiter(dir, 'pair', '--allow-pending', '--file', 't.txt')).code).toBe(0);
    expect(read(dir).rounds).toHaveLength(2);
  });
});

describe('byes and absences ahead', () => {
  it('records half-point byes for rounds 4 and 5 of a Swiss, lists them, and the engine applies them', async () => {
    const dir = tempDir();
    await ok(dir, 'new', '--file', 't.txt', '--system', 'swiss-dutch', '--rounds', '5');
    for (let i = 0; i < 8; i++) await ok(dir, 'player', 'add', `P${i + 1}`, '--rating', String(2000 - 10 * i), '--file', 't.txt');
    expect(await ok(dir, 'absent', 'P3', '--round', '4', '--half-bye', '--file', 't.txt')).toBe('P3: half-bye in round 4\n');
    // A second half-point bye: FIDE mode (on by default) asks --confirm, and records it.
    expect((await arbiter(dir, 'absent', 'P3', '--round', '5', '--half-bye', '--file', 't.txt')).err).toMatch(
      /P3: a half-point bye in round 5, after one in round 4 — .*add --confirm/,
    );
    expect(await ok(dir, 'absent', 'P3', '--round', '5', '--half-bye', '--confirm', '--file', 't.txt')).toBe('P3: half-bye in round 5\n');
    await ok(dir, 'absent', 'P5', '--round', '5', '--zero-bye', '--file', 't.txt');
    expect(await ok(dir, 'present', 'P5', '--round', '5', '--file', 't.txt')).toBe('P5 will play in round 5\n');
    expect(await ok(dir, 'show', '--file', 't.txt')).toMatch(/announced ahead\n {2}round 4 {3}P3 {27}half-point bye\n {2}round 5 {3}P3 {27}half-point bye\n$/);
    for (let round = 1; round <= 5; round++) {
      const paired = await ok(dir, 'pair', '--file', 't.txt');
      expect(paired.includes('P3'), `round ${round}`).toBe(round < 4);
      for (let b = 1; b <= read(dir).rounds[round - 1]!.games.length; b++) await ok(dir, 'result', String(b), '1/2-1/2', '--file', 't.txt');
    }
    // Three draws and two half-point byes: 2.5 points (C.04.1: a half-point bye scores a draw).
    const table = JSON.parse(await ok(dir, 'standings', '--json', '--file', 't.txt')) as { name: string; score: number }[];
    expect(table.find((r) => r.name === 'P3')!.score).toBe(2.5);
    expect((await arbiter(dir, 'absent', 'P3', '--round', '2', '--file', 't.txt')).err).toBe('arbiter: round 2 is paired already; absences are announced for round 6 or later\n');
  });
});
