// Issue 34: the published setting of every tournament, in the file, through the operations, and its defaults.
import { describe, expect, it } from 'vitest';
import { makeTournamentFile, parseTournamentFile } from '../formats/tournamentFile.js';
import { changeSetting, createTournament } from '../director/operations.js';
import { isPublished, TOURNAMENT_OPTIONS } from './tournamentOptions.js';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { arbiter, ok, tempDir } from '../../test/cliShell.js';

const file = (...lines: string[]) => ['arbiter-tournament 3', 'name "Club 2026"', 'system keizer', ...lines, ''].join('\n');

describe('the published setting in the tournament file', () => {
  // [the lines after "system", what the tournament holds, published or not]
  it.each([
    ['a file of before the setting (no line): public, as it was', [], undefined, true],
    ['setting published no: hidden', ['setting published no'], false, false],
    ['setting published yes: public', ['setting published yes'], true, true],
  ] as const)('%s', (_what, lines, held, published) => {
    const r = parseTournamentFile(file(...lines));
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value.published).toBe(held);
    expect(isPublished(r.value)).toBe(published);
    // What is written is read back as the same, and a file without the line is written without it.
    expect(
      makeTournamentFile(r.value)
        .split('\n')
        .filter((l) => l.startsWith('setting published')),
    ).toEqual(lines);
    const again = parseTournamentFile(makeTournamentFile(r.value));
    expect(again.ok && again.value).toEqual(r.value);
  });

  it.each([
    ['a value other than yes or no', ['setting published maybe'], 'line 4: setting published: "maybe" is not valid (expected yes or no)'],
    ['no value', ['setting published'], 'line 4: setting published: "" is not valid (expected yes or no)'],
    ['given twice', ['setting published no', 'setting published yes'], 'line 5: setting published is given twice (first on line 4)'],
  ] as const)('refuses %s, naming the line', (_what, lines, message) => {
    const r = parseTournamentFile(file(...lines));
    expect(!r.ok && r.error).toMatchObject({ code: 'setting', message });
  });
});

describe('published through the operations', () => {
  it('a tournament made from now on starts hidden, or published when asked', () => {
    const hidden = createTournament({ name: 'Open', system: 'swiss-dutch' });
    expect(hidden.ok && hidden.value.published).toBe(false);
    const shown = createTournament({ name: 'Open', system: 'swiss-dutch', settings: { published: 'yes' } });
    expect(shown.ok && shown.value.published).toBe(true);
    const bad = createTournament({ name: 'Open', system: 'keizer', settings: { published: 'later' } });
    expect(!bad.ok && bad.error.message).toBe('setting published: "later" is not valid (expected yes or no)');
  });

  it('arbiter set published yes|no changes it, and nothing else, whatever was paired', () => {
    const made = createTournament({ name: 'Open', system: 'keizer' });
    if (!made.ok) throw new Error(made.error.message);
    const r = changeSetting(made.value, 'published', 'yes');
    expect(r.ok && r.value).toEqual({ tournament: { ...made.value, published: true }, warnings: [] });
    const bad = changeSetting(made.value, 'published', 'on');
    expect(!bad.ok && bad.error).toMatchObject({ code: 'setting', message: 'published on: expected yes or no', details: { setting: 'published', value: 'on' } });
  });

  it('the table names the setting once, with its help for arbiter new, set and show', () => {
    expect(TOURNAMENT_OPTIONS.map((o) => [o.key, o.expects, o.kind])).toEqual([['published', 'yes or no', 'yes-no']]);
  });
});

describe('published on the command line', () => {
  it('arbiter new starts hidden (or --published yes), arbiter set changes it, arbiter show lists it', async () => {
    const dir = tempDir();
    await ok(dir, 'new', '--file', 'club.txt', '--system', 'keizer');
    expect(readFileSync(join(dir, 'club.txt'), 'utf8')).toContain('\nsetting published no\n');
    expect(await ok(dir, 'show', '--file', 'club.txt')).toMatch(/^ {2}published {20}no {10} its public pages/m);
    expect(await ok(dir, 'set', 'published', 'yes', '--file', 'club.txt')).toBe('published yes\n');
    expect(readFileSync(join(dir, 'club.txt'), 'utf8')).toContain('\nsetting published yes\n');
    const bad = await arbiter(dir, 'set', 'published', 'soon', '--file', 'club.txt');
    expect([bad.code, bad.err]).toEqual([2, 'arbiter: published soon: expected yes or no\n']);
    await ok(dir, 'new', '--file', 'open.txt', '--system', 'swiss-dutch', '--published', 'yes');
    expect(readFileSync(join(dir, 'open.txt'), 'utf8')).toContain('\nsetting published yes\n');
  });
});
