// `arbiter match-result` (issue 36 Deliver 3): a Double-Swiss match entered in one step, split into its two
// games by the rule of docs/double-swiss.md (a score from game a's white's side; a score more than one pair of
// games gives asks for the games); the games stay the stored truth (C.04.5 Preface).
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { arbiter, ok, tempDir } from '../../test/cliShell.js';
import { parseTournamentFile } from '../formats/tournamentFile.js';
import type { Tournament } from '../core/tournament.js';

const read = (dir: string): Tournament => {
  const t = parseTournamentFile(readFileSync(join(dir, 't.txt'), 'utf8'));
  if (!t.ok) throw new Error(t.error.message);
  return t.value;
};

async function fourPlayers(system = 'double-swiss'): Promise<string> {
  const dir = tempDir('arbiter-match-');
  await ok(dir, 'new', '--file', 't.txt', '--system', system, '--rounds', system === 'double-swiss' ? '4' : '3', '--initial-colour', 'white');
  for (const name of ['Anna', 'Bert', 'Cora', 'Dirk']) await ok(dir, 'player', 'add', name, '--file', 't.txt');
  await ok(dir, 'pair', '--file', 't.txt');
  return dir;
}

describe('arbiter match-result', () => {
  it('splits 2-0 and 1½-½ given as games into both rounds of the match, and prints the match', async () => {
    const dir = await fourPlayers();
    // Round 1 (3.6, 4.3.1): 1-3 (TPN 1 odd: white), 4-2 (TPN 2 even: black). Game b is paired before game a's
    // results are in (Preface: game a's pairs with the colours reversed, whatever its results).
    await ok(dir, 'pair', '--file', 't.txt');
    expect(await ok(dir, 'match-result', '1', '2-0', '--file', 't.txt')).toBe('match 1 board 1: Anna - Cora 2-0 (game a 1-0, game b 0-1)\n');
    expect(await ok(dir, 'match-result', 'Bert', '1/2-1/2', '1-0', '--file', 't.txt')).toBe('match 1 board 2: Dirk - Bert ½-1½ (game a 1/2-1/2, game b 1-0)\n');
    // `arbiter show`: the match beside both games, from each game's white's side.
    const shown = await ok(dir, 'show', '--file', 't.txt');
    expect(shown).toMatch(/Anna +- Cora +1-0 {2}match 2-0\n/);
    expect(shown).toMatch(/Cora +- Anna +0-1 {2}match 0-2\n/);
    expect(shown).toMatch(/Dirk +- Bert +1\/2-1\/2 {2}match ½-1½\n/);
    const t = read(dir);
    expect(t.rounds.map((r) => r.games.map((g) => `${g.white}-${g.black} ${g.result}`))).toEqual([
      ['1-3 1-0', '4-2 1/2-1/2'],
      ['3-1 0-1', '2-4 1-0'],
    ]);
  });

  it('asks which games when a score has more than one pair (1½-½), refuses a match whose game b is not paired, and other systems', async () => {
    const dir = await fourPlayers();
    const notYet = await arbiter(dir, 'match-result', '1', '2-0', '--file', 't.txt');
    expect(notYet.code).not.toBe(0);
    expect(notYet.err).toContain('game b of match 1 (round 2) is not paired yet');
    await ok(dir, 'pair', '--file', 't.txt');
    const ambiguous = await arbiter(dir, 'match-result', '1', '1½-½', '--file', 't.txt');
    expect(ambiguous.code).not.toBe(0);
    expect(ambiguous.err).toContain('1½-½ can be 2 pairs of games');
    expect(ambiguous.err).toContain('"1-0 1/2-1/2"');
    expect(ambiguous.err).toContain('"1/2-1/2 0-1"');
    const bad = await arbiter(dir, 'match-result', '1', '3-0', '--file', 't.txt');
    expect(bad.err).toContain('"3-0" is not a match result');
    // Nothing written by the refusals.
    expect(
      read(dir)
        .rounds.flatMap((r) => r.games)
        .every((g) => g.result === undefined),
    ).toBe(true);
    const dutch = await fourPlayers('swiss-dutch');
    const other = await arbiter(dutch, 'match-result', '1', '2-0', '--file', 't.txt');
    expect(other.code).not.toBe(0);
    expect(other.err).toContain('has no matches of two games');
  });

  it('enters a match forfeited (both games, Preface) with +-', async () => {
    const dir = await fourPlayers();
    await ok(dir, 'pair', '--file', 't.txt');
    expect(await ok(dir, 'match-result', '2', '+-', '--file', 't.txt')).toBe('match 1 board 2: Dirk - Bert 2-0 (forfeited) (game a +-, game b -+)\n');
  });
});
