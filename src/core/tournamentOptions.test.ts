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

  it('one table holds the options of every tournament (published, own-results), each once, with its help for arbiter new, set and show', () => {
    expect(TOURNAMENT_OPTIONS.map((o) => [o.key, o.expects, o.kind, o.after, o.onSettingsForm])).toEqual([
      ['published', 'yes or no', 'yes-no', false, false],
      ['own-results', 'yes or no', 'yes-no', true, true],
    ]);
  });
});

// Issue 35: own-results is an option of every tournament through the same table as published, kept where
// the screens read it (settings.ownResults), written where it always was (after the system's settings).
describe('own-results through the one table of every tournament', () => {
  it('the file: no line reads as off; the line is written after the system settings and reads back', () => {
    const none = parseTournamentFile(file('setting published yes'));
    if (!none.ok) throw new Error(none.error.message);
    expect(none.value.settings.ownResults).toBeUndefined();
    const lines = makeTournamentFile(none.value).split('\n');
    const at = (prefix: string) => lines.findIndex((l) => l.startsWith(prefix));
    expect(lines.filter((l) => l.startsWith('setting own-results'))).toEqual(['setting own-results no']);
    // published, then the system's settings, then own-results: the order the file always had.
    expect(at('setting published')).toBeLessThan(at('setting top '));
    expect(lines.findLastIndex((l) => l.startsWith('setting ') && !l.startsWith('setting own-results'))).toBeLessThan(at('setting own-results'));
    const on = parseTournamentFile(file('setting own-results yes'));
    expect(on.ok && on.value.settings.ownResults).toBe(true);
    const again = on.ok && parseTournamentFile(makeTournamentFile(on.value));
    expect(again && again.ok && again.value).toEqual(on.ok && on.value);
    expect(parseTournamentFile(file('setting own-results maybe'))).toMatchObject({
      ok: false,
      error: { message: 'line 4: setting own-results: "maybe" is not valid (expected yes or no)' },
    });
  });

  it('arbiter new and set: in the settings, off as no field at all', () => {
    const made = createTournament({ name: 'Open', system: 'swiss-dutch', settings: { 'own-results': 'yes' } });
    if (!made.ok) throw new Error(made.error.message);
    expect(made.value.settings.ownResults).toBe(true);
    const off = changeSetting(made.value, 'own-results', 'no');
    expect(off.ok && 'ownResults' in off.value.tournament.settings).toBe(false);
    expect(off.ok && off.value.tournament.published).toBe(false);
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
