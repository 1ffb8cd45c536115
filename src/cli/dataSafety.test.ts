// Issue 11: inputs that were accepted and then bricked the tournament file. Each is now either refused
// with a message naming the field (file unchanged), or accepted and read back identically.
import { describe, expect, it } from 'vitest';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { arbiter, arbiterWithInput, tempDir as newTempDir } from '../../test/cliShell.js';
import { parseTournamentFile } from '../formats/tournamentFile.js';
import { deleteTournamentFile } from '../store/tournamentFiles.js';

const tempDir = () => newTempDir('arbiter-safety-');

async function keizer(dir: string): Promise<string> {
  expect((await arbiter(dir, 'new', '--file', 't.txt', '--name', 'Club')).code).toBe(0);
  for (const name of ['Jansen', 'Bakker']) expect((await arbiter(dir, 'player', 'add', name, '--file', 't.txt')).code).toBe(0);
  return readFileSync(join(dir, 't.txt'), 'utf8');
}

describe('accepted input reads back', () => {
  it('a name with "=", quotes, "<", "&" and accents is added, listed and kept through later commands', async () => {
    const dir = tempDir();
    await keizer(dir);
    const names = ['Janssens, Piet (=Pieter)', 'O"Brien <Sean> & Co', 'Çelik, Müller\\Ø 😀'];
    for (const name of names) {
      const r = await arbiter(dir, 'player', 'add', name, '--club', 'a=b #1', '--federation-id', `x"=${name.length}`, '--file', 't.txt');
      expect(r.err).toBe('');
      expect(r.code).toBe(0);
    }
    const list = JSON.parse((await arbiter(dir, 'player', 'list', '--json', '--file', 't.txt')).out) as { name: string; club: string; federationId: string }[];
    expect(list.slice(2).map((p) => [p.name, p.club, p.federationId])).toEqual(names.map((n) => [n, 'a=b #1', `x"=${n.length}`]));
    // Later commands still read the file.
    expect((await arbiter(dir, 'pair', '--file', 't.txt')).code).toBe(0);
    expect((await arbiter(dir, 'result', '1', '1-0', '--file', 't.txt')).code).toBe(0);
    expect(parseTournamentFile(readFileSync(join(dir, 't.txt'), 'utf8')).ok).toBe(true);
  });
});

describe('refused with a message naming the field, the file unchanged', () => {
  it.each([
    ['a line break in a name', ['player', 'add', 'Jansen\nPiet'], /^arbiter: player "Jansen\\nPiet": name: holds a line break \(U\+000A\) at position 7/],
    ['a carriage return in a club', ['player', 'add', 'Smit', '--club', 'Oud\rNieuw'], /club: holds a carriage return \(U\+000D\) at position 4/],
    ['a line break in a federation id', ['player', 'add', 'Smit', '--federation-id', '123\n4'], /federation id: holds a line break/],
    ['a line break in a FIDE id', ['player', 'add', 'Smit', '--fide-id', '123\n4'], /FIDE id: holds a line break \(U\+000A\) at position 4/],
    ['a FIDE id with letters', ['player', 'add', 'Smit', '--fide-id', '12A'], /FIDE id: "12A" is not a FIDE id \(1 to 11 digits\)/],
    ['a lone surrogate in a name', ['player', 'add', 'Smit\uD800'], /name: holds half of a character \(a lone surrogate\) \(U\+D800\)/],
    ['a rating of 10^24', ['player', 'add', 'Smit', '--rating', '1000000000000000000000000'], /--rating: "1000000000000000000000000" is not a whole number \(0–4000\)/],
    ['a rating above 4000', ['player', 'add', 'Smit', '--rating', '4001'], /--rating: 4001 is outside 0–4000/],
    ['a K factor of 10^21', ['player', 'add', 'Smit', '--k', '1000000000000000000000'], /--k: "1000000000000000000000" is not a whole number/],
    ['a birth date that is no day', ['player', 'add', 'Smit', '--born', '2026-02-30'], /birth date: 2026-02-30 is not a day of the calendar/],
    ['a fraction 2/4294967296', ['set', 'bye-fraction', '2/4294967296'], /bye-fraction 2\/4294967296: expected a fraction such as 2\/3/],
    ['a top of 10^24', ['set', 'top', '1000000000000000000000000'], /top 1000000000000000000000000: expected a number or auto/],
    ['an absence cap of 10^21', ['set', 'absences', 'capped:1000000000000000000000'], /absences capped:1000000000000000000000: expected third, harmonic, halving or capped:K/],
  ])('%s', async (_what, args, message) => {
    const dir = tempDir();
    const before = await keizer(dir);
    const r = await arbiter(dir, ...args, '--file', 't.txt');
    expect(r.code).toBe(2);
    expect(r.err).toMatch(message);
    expect(r.err.trimEnd().split('\n'), 'one line').toHaveLength(1);
    expect(readFileSync(join(dir, 't.txt'), 'utf8')).toBe(before);
  });

  it('a line break in a tournament name makes no file', async () => {
    const dir = tempDir();
    const r = await arbiter(dir, 'new', '--file', 't.txt', '--name', 'Club\n2026');
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/^arbiter: --name: holds a line break \(U\+000A\) at position 5/);
    expect(existsSync(join(dir, 't.txt'))).toBe(false);
  });

  it('a fraction 2/4294967296 at creation makes no file', async () => {
    const dir = tempDir();
    const r = await arbiter(dir, 'new', '--file', 't.txt', '--bye-fraction', '2/4294967296');
    expect(r.code).toBe(2);
    expect(existsSync(join(dir, 't.txt'))).toBe(false);
  });

  it.each(['round-robin', 'dotoho'])('a %s refuses an absence (its rounds are fixed) and pairs as before', async (system) => {
    const dir = tempDir();
    expect((await arbiter(dir, 'new', '--file', 't.txt', '--system', system)).code).toBe(0);
    for (const name of ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H']) expect((await arbiter(dir, 'player', 'add', name, '--file', 't.txt')).code).toBe(0);
    const before = readFileSync(join(dir, 't.txt'), 'utf8');
    const r = await arbiter(dir, 'absent', 'A', '--file', 't.txt');
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/fixes every round in advance: a player who cannot come loses his game by forfeit/);
    expect(readFileSync(join(dir, 't.txt'), 'utf8')).toBe(before);
    expect((await arbiter(dir, 'pair', '--file', 't.txt')).code).toBe(0);
    expect((await arbiter(dir, 'result', 'A', '--file', 't.txt', '--', '-+')).code).toBe(0);
  });
});

describe('a TRF import reads back', () => {
  const trf = [
    '012 Open "Zomer" <2026> & more',
    'XXT',
    '001    1 m    Janssens, Piet (=Pieter)          2100 BEL    12345678 1980/05/01  1.0    1     2 w 1',
    '001    2 f    Claes, Eva                        2000 BEL    23456789 1990/01/01  0.0    2     1 b 0',
    '',
  ].join('\n');

  it('an empty XXT line (no tie-breaks) and a name with "=" import, save and read back', async () => {
    const dir = tempDir();
    writeFileSync(join(dir, 'in.trf'), trf);
    const r = await arbiter(dir, 'new', '--file', 't.txt', '--from-trf', 'in.trf');
    expect(r.err).toBe('');
    expect(r.code).toBe(0);
    const text = readFileSync(join(dir, 't.txt'), 'utf8');
    expect(text).toContain('setting tiebreaks none');
    const t = parseTournamentFile(text);
    expect(t.ok && [t.value.name, t.value.players[0]!.name]).toEqual(['Open "Zomer" <2026> & more', 'Janssens, Piet (=Pieter)']);
    expect(t.ok && t.value.settings).toMatchObject({ tiebreaks: [] });
    expect((await arbiter(dir, 'standings', '--file', 't.txt')).code).toBe(0);
  });
});

describe('every change can be undone: arbiter history and arbiter restore', () => {
  it('lists each save with what changed (an editor’s too) and brings a version back as a new one', async () => {
    const dir = tempDir();
    await keizer(dir);
    expect((await arbiter(dir, 'pair', '--manual', 'Jansen-Bakker', '--file', 't.txt')).code).toBe(0);
    expect((await arbiter(dir, 'result', '1', '1-0', '--file', 't.txt')).code).toBe(0);
    // An editor changes the name; the next save records that edit before its own change.
    const file = join(dir, 't.txt');
    writeFileSync(file, readFileSync(file, 'utf8').replace('name Club', 'name "Club 2026"'));
    expect((await arbiter(dir, 'result', '1', '0-1', '--file', 't.txt')).code).toBe(0);
    const versions = JSON.parse((await arbiter(dir, 'history', '--json', '--file', 't.txt')).out) as { version: number; by: string; summary: string }[];
    expect(versions.map((v) => [v.version, v.by.replace(/^cli:.*/, 'cli'), v.summary])).toEqual([
      [1, 'cli', 'created the tournament (keizer, 0 players)'],
      [2, 'cli', 'player 1 added: Jansen'],
      [3, 'cli', 'player 2 added: Bakker'],
      [4, 'cli', 'round 1 paired'],
      [5, 'cli', 'round 1 board 1: 1-0 (Jansen – Bakker)'],
      [6, 'outside', 'edited outside arbiter'],
      [7, 'cli', 'round 1 board 1: 0-1 (Jansen – Bakker)'],
    ]);
    const listed = (await arbiter(dir, 'history', '--last', '2', '--file', 't.txt')).out.trimEnd().split('\n');
    expect(listed).toHaveLength(2);
    expect(listed[0]).toMatch(/^ {4}6 {2}\d{4}-\d\d-\d\d \d\d:\d\d:\d\d {2}outside {10}edited outside arbiter$/);
    const restored = await arbiter(dir, 'restore', '3', '--file', 't.txt');
    expect(restored.out).toBe('t.txt: version 3 restored (2 players, 0 rounds)\n');
    expect(readFileSync(file, 'utf8')).not.toContain('round 1');
    const after = JSON.parse((await arbiter(dir, 'history', '--json', '--file', 't.txt')).out) as { version: number; summary: string }[];
    expect(after.at(-1)).toMatchObject({ version: 8, summary: 'restored version 3' });
    expect((await arbiter(dir, 'restore', '5', '--file', 't.txt')).code).toBe(0);
    expect(readFileSync(file, 'utf8')).toContain('game 1 1 2 1-0');
    expect((await arbiter(dir, 'restore', '42', '--file', 't.txt')).err).toBe('arbiter: t.txt: there is no version 42 (versions 1–9 are kept)\n');
  });

  it('mends a file damaged by hand by bringing back a version (the damaged text stays in .bak)', async () => {
    const dir = tempDir();
    await keizer(dir);
    const file = join(dir, 't.txt');
    const good = readFileSync(file, 'utf8');
    writeFileSync(file, good.replace('player 2 Bakker', 'player two Bakker'));
    expect((await arbiter(dir, 'player', 'add', 'Smit', '--file', 't.txt')).code).toBe(2);
    const r = await arbiter(dir, 'restore', '3', '--file', 't.txt');
    expect(r.err).toBe('');
    expect(readFileSync(file, 'utf8')).toBe(good);
    expect(readFileSync(`${file}.bak`, 'utf8')).toContain('player two Bakker');
    const versions = JSON.parse((await arbiter(dir, 'history', '--json', '--file', 't.txt')).out) as { summary: string }[];
    expect(versions.at(-1)!.summary).toBe('restored version 3 over a damaged file');
  });
});

describe('a tournament deleted in the web app, from the command line', () => {
  // Regression: history and restore answered "no such tournament file" once the web app (the store's
  // deleteTournamentFile) had deleted it, though its history is kept to bring it back.
  it('arbiter history lists its versions and says it was deleted; arbiter restore brings it back', async () => {
    const dir = tempDir();
    const before = await keizer(dir);
    const file = join(dir, 't.txt');
    expect((await deleteTournamentFile({ path: file, shown: 't.txt' }, { by: 'web:alice' })).ok).toBe(true);
    expect(existsSync(file)).toBe(false);
    const listed = (await arbiter(dir, 'history', '--file', 't.txt')).out.trimEnd().split('\n');
    // created, Jansen added, Bakker added: three versions, then the note.
    expect(listed).toHaveLength(4);
    expect(listed[3]).toMatch(/^t\.txt was deleted on \d{4}-\d\d-\d\d \d\d:\d\d:\d\d by web:alice; "arbiter restore 3 --file t\.txt" brings its last version back$/);
    const restored = await arbiter(dir, 'restore', '3', '--file', 't.txt');
    expect(restored.err).toBe('');
    expect(restored.out).toBe('t.txt: version 3 restored (2 players, 0 rounds)\n');
    expect(readFileSync(file, 'utf8')).toBe(before);
    expect((await arbiter(dir, 'history', '--file', 't.txt')).out).not.toContain('was deleted');
  });

  it('a file that never existed is still refused, naming it', async () => {
    const r = await arbiter(tempDir(), 'history', '--file', 'nope.txt');
    expect(r.code).toBe(2);
    expect(r.err).toBe('arbiter: nope.txt: no such tournament file, nor the history of a deleted one\n');
  });
});

describe('arbiter director', () => {
  it('adds directors with a password from standard input, lists them, and refuses a short password or a second one of the name', async () => {
    const dir = tempDir();
    const run = (stdin: string, ...args: string[]) => arbiterWithInput(dir, stdin, ...args);
    expect(await run('correct horse battery\n', 'director', 'add', 'anna', '--dir', 'tournaments')).toEqual({
      code: 0,
      out: 'director anna added to club Club (club) as admin\n',
      err: '',
    });
    expect((await run('short\n', 'director', 'add', 'bob', '--dir', 'tournaments')).err).toBe('arbiter: the password needs at least 10 characters; nothing was changed\n');
    expect((await run('correct horse battery\n', 'director', 'add', 'ANNA', '--dir', 'tournaments')).err).toBe('arbiter: there is already a director "ANNA"\n');
    expect((await run('', 'director', 'add', 'an na', '--dir', 'tournaments')).err).toMatch(/use one word/);
    expect((await run('', 'director', 'list', '--dir', 'tournaments')).out).toBe('anna  club (admin)\n');
    // --club: an existing club's id (a member, or with --admin an admin), or the name of a new club (its admin).
    expect((await run('correct horse battery\n', 'director', 'add', 'bea', '--dir', 'tournaments')).out).toBe('director bea added to club Club (club) as member\n');
    expect((await run('correct horse battery\n', 'director', 'add', 'cor', '--club', 'DC Leiden', '--dir', 'tournaments')).out).toBe(
      'director cor added to club DC Leiden (dc-leiden) as admin\n',
    );
    expect((await run('correct horse battery\n', 'director', 'add', 'dirk', '--club', 'dc-leiden', '--admin', '--dir', 'tournaments')).out).toBe(
      'director dirk added to club DC Leiden (dc-leiden) as admin\n',
    );
    expect((await run('', 'director', 'list', '--dir', 'tournaments')).out).toBe('anna  club (admin)\nbea  club (member)\ncor  dc-leiden (admin)\ndirk  dc-leiden (admin)\n');
    // A club keeps an admin: dirk, DC Leiden's last admin once cor is gone, stays until another is made admin.
    for (const name of ['bea', 'cor']) expect((await run('', 'director', 'remove', name, '--dir', 'tournaments')).out).toBe(`director ${name} removed\n`);
    const refused = await run('', 'director', 'remove', 'dirk', '--dir', 'tournaments');
    expect(refused.code).toBe(2);
    expect(refused.err).toBe(
      'arbiter: dirk is the last admin of club "dc-leiden": make another director admin first (arbiter director role NAME admin --club CLUB), or add one (arbiter director add NAME --club CLUB --admin); nothing was changed\n',
    );
    expect((await run('', 'director', 'list', '--dir', 'tournaments')).out).toBe('anna  club (admin)\ndirk  dc-leiden (admin)\n');
    expect((await run('', 'director', 'role', 'anna', 'boss', '--club', 'dc-leiden', '--dir', 'tournaments')).err).toBe('arbiter: role "boss" is not one of admin, member\n');
    expect((await run('', 'director', 'role', 'anna', 'admin', '--club', 'dc-leiden', '--dir', 'tournaments')).out).toBe('director anna is an admin of club dc-leiden\n');
    expect((await run('', 'director', 'remove', 'dirk', '--dir', 'tournaments')).out).toBe('director dirk removed\n');
    expect((await run('', 'director', 'role', 'anna', 'member', '--club', 'club', '--dir', 'tournaments')).err).toBe(
      'arbiter: anna is the last admin of club "club": make another director admin first\n',
    );
    const stored = readFileSync(join(dir, 'tournaments', '.arbiter', 'directors.txt'), 'utf8');
    expect(stored).toMatch(/^director anna scrypt\$32768\$8\$1\$[A-Za-z0-9+/=]{24}\$[A-Za-z0-9+/=]{44}$/m);
    expect(stored).not.toContain('correct horse');
    // A login of hers (as the web app keeps it) ends with the password it was made with.
    const sessions = join(dir, 'tournaments', '.arbiter', 'sessions.txt');
    writeFileSync(sessions, `session ${'a'.repeat(64)} anna ${new Date(Date.now() + 3_600_000).toISOString()}\n`);
    expect((await run('another long password\n', 'director', 'password', 'anna', '--dir', 'tournaments')).out).toBe('password of anna changed; his logins have ended\n');
    expect(readFileSync(sessions, 'utf8')).not.toContain('anna');
    expect((await run('', 'director', 'remove', 'anna', '--dir', 'tournaments')).err).toMatch(/^arbiter: anna is the last admin of club "club"/);
    expect((await run('', 'director', 'list', '--dir', 'tournaments')).out).toBe('anna  club (admin), dc-leiden (admin)\n');
  });
});
