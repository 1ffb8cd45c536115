// `arbiter generate` and `arbiter forbid` as a user runs them (issue 35 items 3 and 4).
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { arbiter, ok, tempDir } from '../../test/cliShell.js';

describe('arbiter generate', () => {
  it('writes a TRF-2026 file that arbiter check passes; the same seed gives the same bytes', async () => {
    const dir = tempDir('arbiter-generate-');
    const flags = ['--players', '14', '--rounds', '5', '--acceleration', 'baku', '--half-byes', '5', '--forfeits', '5', '--seed', '3'];
    await ok(dir, 'generate', ...flags, '-o', 'a.trf');
    await ok(dir, 'generate', ...flags, '-o', 'b.trf');
    const a = readFileSync(join(dir, 'a.trf'), 'utf8');
    expect(a).toBe(readFileSync(join(dir, 'b.trf'), 'utf8'));
    expect(a).toMatch(/^142 5\r$/m);
    expect(a).toMatch(/^192 FIDE_DUTCH_2025_BAKU\r$/m);
    expect(await ok(dir, 'check', 'a.trf')).toMatch(/^pairings: all 5 rounds agree \(FIDE \(Dutch\) System, 2025 rules\)\nstandings: every player agrees/);
  });

  it('plays a round robin with players who leave, no byes asked: his games forfeited, and arbiter check passes it', async () => {
    const dir = tempDir('arbiter-generate-');
    // 6 players (5 rounds), seed 1: two players withdraw (src/director/generate.test.ts has the rule by hand).
    await ok(dir, 'generate', '--system', 'round-robin', '--players', '6', '--withdrawals', '12', '--expulsions', '4', '--forfeits', '0', '--seed', '1', '-o', 'rr.trf');
    const trf = readFileSync(join(dir, 'rr.trf'), 'utf8');
    expect(trf).toMatch(/^092 Individual: Round-Robin\r$/m);
    // A game he did not play: "-" to him, "+" to his opponent (FIDE Tournament Rules, a round-robin withdrawal).
    expect(trf).toMatch(/ [wb] - /);
    expect(await ok(dir, 'check', 'rr.trf')).toMatch(/^pairings: all 5 rounds agree \(round robin, Berger tables \(C\.05 Annex 1\)\)\nstandings: every player agrees/);
  });

  it('plays nine rounds of a Swiss when --rounds is not given', async () => {
    expect(await ok(tempDir('arbiter-generate-'), 'generate', '--players', '16', '--seed', '2')).toMatch(/^142 9\r$/m);
  });

  it('takes the ratings from a file', async () => {
    const dir = tempDir('arbiter-generate-');
    writeFileSync(join(dir, 'ratings.txt'), '# ratings\n2500\n2400\n\n2300\n2200\n');
    const out = await ok(dir, 'generate', '--players', '4', '--rounds', '3', '--ratings', 'ratings.txt', '--seed', '1');
    expect(
      out
        .split('\n')
        .filter((l) => l.startsWith('001'))
        .map((l) => Number(l.slice(48, 52))),
    ).toEqual([2500, 2400, 2300, 2200]);
  });

  it.each([
    [['--players', 'ten'], /--players ten: not a number/],
    [['--ratings', 'nofile.txt'], /--ratings nofile\.txt: neither MIN-MAX nor a file/],
    [['--rounds', '5', '--draws', '101'], /--draws 101: a percentage from 0 to 100/],
    [['--system', 'round-robin', '--players', '6', '--half-byes', '3'], /a round robin fixes its rounds in advance: no byes \(--half-byes 0\)/],
    [['--expulsions', 'some'], /--expulsions some: not a number/],
  ])('refuses %o with exit 3 and one line', async (args, message) => {
    const r = await arbiter(tempDir('arbiter-generate-'), 'generate', '--rounds', '5', ...args);
    expect(r.code).toBe(3);
    expect(r.err).toMatch(message);
    expect(r.err.trim().split('\n')).toHaveLength(1);
  });
});

describe('arbiter forbid', () => {
  it('keeps the prohibitions in the file, pairs round 1 around them, exports them as 260 (TRF-2026) and XXP (TRF16)', async () => {
    const dir = tempDir('arbiter-forbid-');
    await ok(dir, 'new', '-f', 't.txt', '--system', 'swiss-dutch', '--rounds', '5', '--name', 'Open', '--initial-colour', 'white');
    for (let i = 1; i <= 8; i++) await ok(dir, 'player', 'add', '-f', 't.txt', `Player ${i}`, '--rating', String(2100 - 10 * i));
    expect(await ok(dir, 'forbid', '-f', 't.txt', '1', '5')).toBe('players 1, 5 will not be paired with each other in every round\n');
    expect(await ok(dir, 'forbid', '-f', 't.txt', '2', '6', '--rounds', '2-3')).toBe('players 2, 6 will not be paired with each other in rounds 2-3\n');
    expect(await ok(dir, 'forbid', '-f', 't.txt', '--list')).toBe('1 Player 1 / 5 Player 5: every round\n2 Player 2 / 6 Player 6: rounds 2–3\n');
    expect(readFileSync(join(dir, 't.txt'), 'utf8')).toMatch(/^forbid 1 5\nforbid 2 6 rounds=2-3\n/m);
    // Round 1 of eight (C.04.3 2025 1.2) pairs S1 = 1–4 against S2 = 5–8: 1–5, 2–6, 3–7, 4–8. With 1–5
    // prohibited the first transposition of S2 that pairs everyone is 6 5 7 8: 1–6, 2–5, 3–7, 4–8 (2–6 is
    // allowed in round 1 but not needed).
    await ok(dir, 'pair', '-f', 't.txt');
    const games = readFileSync(join(dir, 't.txt'), 'utf8').match(/^game .*$/gm);
    expect(games).toEqual(['game 1 1 6 *', 'game 2 5 2 *', 'game 3 3 7 *', 'game 4 8 4 *']);
    for (let b = 1; b <= 4; b++) await ok(dir, 'result', '-f', 't.txt', String(b), '1-0');
    await ok(dir, 'export', 'trf', '--file', 't.txt', 'e.trf', '--format', '2026');
    const trf = readFileSync(join(dir, 'e.trf'), 'utf8').split('\r\n');
    expect(trf.filter((l) => l.startsWith('260'))).toEqual(['260 001 005    1    5', '260 002 003    2    6']);
    await ok(dir, 'export', 'trf', '--file', 't.txt', 'e16.trf', '--format', '16');
    expect(
      readFileSync(join(dir, 'e16.trf'), 'utf8')
        .split('\n')
        .filter((l) => l.startsWith('XXP')),
    ).toEqual(['XXP 1 5']);
    expect(await ok(dir, 'check', 'e.trf')).toMatch(/^pairings: all 1 rounds agree/);
    expect(await ok(dir, 'forbid', '-f', 't.txt', '5', '1', '--remove')).toBe('players 5, 1 may meet again\n');
    expect(await ok(dir, 'forbid', '-f', 't.txt', '--list')).toBe('2 Player 2 / 6 Player 6: rounds 2–3\n');
  });

  // C.02 (2026) checklist, FIDE mode: prohibited pairs are entered before round 1; one added later is
  // confirmed and recorded (director/fideMode.ts confirmForbiddenPair), in the file and as a ### line.
  it('in FIDE mode, after round 1: refused without --confirm, recorded with it', async () => {
    const dir = tempDir('arbiter-forbid-');
    await ok(dir, 'new', '-f', 't.txt', '--system', 'swiss-dutch', '--rounds', '5', '--name', 'Open');
    for (let i = 1; i <= 4; i++) await ok(dir, 'player', 'add', '-f', 't.txt', `Player ${i}`, '--rating', String(2100 - 10 * i));
    await ok(dir, 'pair', '-f', 't.txt');
    const before = readFileSync(join(dir, 't.txt'), 'utf8');
    const refused = await arbiter(dir, 'forbid', '-f', 't.txt', '1', '2');
    expect(refused.code).not.toBe(0);
    expect(refused.err).toMatch(/prohibited pairs are entered before round 1/);
    expect(refused.err).toMatch(/--confirm/);
    expect(readFileSync(join(dir, 't.txt'), 'utf8')).toBe(before);
    await ok(dir, 'forbid', '-f', 't.txt', '1', '2', '--confirm');
    const file = readFileSync(join(dir, 't.txt'), 'utf8');
    expect(file).toMatch(/^forbid 1 2$/m);
    expect(file).toMatch(/^fide-event 1 forbidden-pair-added .*Player 1 and Player 2 may not meet, entered after round 1/m);
    for (let b = 1; b <= 2; b++) await ok(dir, 'result', '-f', 't.txt', String(b), '1-0');
    await ok(dir, 'export', 'trf', '--file', 't.txt', 'e.trf');
    expect(readFileSync(join(dir, 'e.trf'), 'utf8')).toMatch(/^### .*Player 1 and Player 2 may not meet, entered after round 1/m);
  });

  it.each([
    [['1'], /name at least two players/],
    [['1', '9'], /no player "9"/],
    [['1', '1'], /player 1 is named twice/],
    [['1', '2', '--rounds', '4-2'], /the first round comes after the last/],
    [['1', '2', '--rounds', '7'], /round 7: the rounds are 1 to 5/],
    [['1', '2', '--rounds', 'x'], /--rounds x: expected FIRST-LAST/],
  ])('refuses %o, naming what', async (args, message) => {
    const dir = tempDir('arbiter-forbid-');
    await ok(dir, 'new', '-f', 't.txt', '--system', 'swiss-dutch', '--rounds', '5', '--name', 'Open');
    for (let i = 1; i <= 4; i++) await ok(dir, 'player', 'add', '-f', 't.txt', `Player ${i}`);
    const r = await arbiter(dir, 'forbid', '-f', 't.txt', ...args);
    expect(r.code).not.toBe(0);
    expect(r.err).toMatch(message);
  });

  it('is refused in a system whose engine would not honour it', async () => {
    const dir = tempDir('arbiter-forbid-');
    await ok(dir, 'new', '-f', 't.txt', '--system', 'keizer', '--name', 'Club');
    for (let i = 1; i <= 2; i++) await ok(dir, 'player', 'add', '-f', 't.txt', `Player ${i}`);
    expect((await arbiter(dir, 'forbid', '-f', 't.txt', '1', '2')).err).toMatch(/does not take prohibited pairings/);
  });
});
