import { describe, expect, it } from 'vitest';
import { addFromList, chooseFromList, describeListAddition, parseIdList, type ListChoice } from './bulkAdd.js';
import { parsePlayerList, type ListedPlayer } from '../formats/playerList.js';
import { addPlayer } from '../core/tournamentOps.js';
import { DEFAULT_SETTINGS } from '../core/settings.js';
import type { Tournament } from '../core/tournament.js';

// A club's list with FIDE data: two Belgian clubs, a Dutch player, one player without ids.
const LIST = [
  'Stamnummer;Naam;Voornaam;Club;Fed;FIDE id;Elo',
  '10234;Lefèvre;Jean-Pierre;601;BEL;205001;1712',
  '10235;Claes;Karel;601;BEL;205002;1650',
  '10236;Aerts;Jan;230;BEL;;1500',
  '20001;de Vries;Anna;230;NED;1012345;1905',
  ';Boon;Piet;230;;;',
].join('\n');
const list = (): readonly ListedPlayer[] => {
  const r = parsePlayerList(LIST);
  if (!r.ok) throw new Error(r.error.message);
  return r.value.players;
};
const EMPTY: Tournament = { name: 'Open', settings: DEFAULT_SETTINGS['swiss-dutch'], players: [], rounds: [], absences: [] };

describe('parseIdList: ids as a director pastes them', () => {
  it.each([
    ['one a line (a column copied from a spreadsheet)', '205001\n205002\r\n1012345\n', ['205001', '205002', '1012345']],
    ['separated by commas, with spaces', '205001, 205002,1012345', ['205001', '205002', '1012345']],
    ['semicolons and tabs (a row copied from a spreadsheet)', '205001;205002\t1012345', ['205001', '205002', '1012345']],
    ['empty entries and repeats dropped', ',,205001\n\n205001,', ['205001']],
    ['nothing', '  \n', []],
  ])('%s', (_what, text, ids) => {
    expect(parseIdList(text)).toEqual({ ok: true, value: ids });
  });

  it('refuses an entry longer than any id, naming it', () => {
    const r = parseIdList(`205001\n${'x'.repeat(41)}`);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.message).toMatch(/^"x{41}…" is not an id/);
  });
});

describe('chooseFromList: whom a choice names (issue 34: a federation, a club, a selection, pasted ids)', () => {
  // Expected rows by hand from LIST (row 1 is the header): 2 Lefèvre, 3 Claes, 4 Aerts, 5 de Vries, 6 Boon.
  it.each<[string, ListChoice, number[], string[]]>([
    ['a whole federation (any case)', { federation: 'bel' }, [2, 3, 4], []],
    ['a whole club', { club: '230' }, [4, 5, 6], []],
    ['pasted ids: FIDE ids and national ids mixed', { ids: ['205001', '10236', '1012345'] }, [2, 4, 5], []],
    ['an unknown pasted id is named', { ids: ['205001', '999999'] }, [2], ['id 999999']],
    ['FIDE ids and federation ids as such', { fideIds: ['205002'], federationIds: ['10234', '10235'] }, [3, 2], []],
    ['a club and ids: each player once', { club: '601', ids: ['205001'] }, [2, 3], []],
    ['a selection from a search', { rows: [{ row: 6, name: 'Boon, Piet' }] }, [6], []],
    ['a federation the list lacks', { federation: 'FRA', club: '601' }, [2, 3], ['federation FRA']],
    ['a club the list lacks', { club: '999' }, [], ['club 999']],
    ['all', { all: true }, [2, 3, 4, 5, 6], []],
  ])('%s', (_what, choice, rows, missing) => {
    const r = chooseFromList(list(), choice);
    expect(r.ok).toBe(true);
    if (r.ok) {
      expect(r.value.chosen.map((p) => p.row)).toEqual(rows);
      expect(r.value.missing).toEqual(missing);
    }
  });

  it.each<[string, ListChoice, string]>([
    ['nothing chosen', { ids: [] }, 'nothing-chosen'],
    ['a selection whose row now holds another player', { rows: [{ row: 6, name: 'Aerts, Jan' }] }, 'conflict'],
  ])('refuses %s', (_what, choice, code) => {
    const r = chooseFromList(list(), choice);
    expect(r.ok ? undefined : r.error.code).toBe(code);
  });
});

describe('addFromList: registering many players at once', () => {
  it('adds a federation; those already registered are reported with the player they are, not added twice', () => {
    const before = addPlayer(EMPTY, { name: 'Claes, Karel', federationId: '10235', rating: 1650 });
    if (!before.ok) throw new Error(before.error.message);
    const r = addFromList(before.value.tournament, list(), { federation: 'BEL' });
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value.added.map((p) => [p.id, p.name])).toEqual([
      [2, 'Lefèvre, Jean-Pierre'],
      [3, 'Aerts, Jan'],
    ]);
    expect(r.value.registered).toEqual([{ name: 'Claes, Karel', as: before.value.player }]);
    expect(r.value.tournament.players).toHaveLength(3);
    expect(describeListAddition(r.value)).toEqual(['added 2 players: Lefèvre, Jean-Pierre; Aerts, Jan', 'already registered, not added again: Claes, Karel (as 1 Claes, Karel)']);
    // Again: nobody is added twice.
    const again = addFromList(r.value.tournament, list(), { federation: 'BEL' });
    expect(again.ok && again.value.added).toEqual([]);
    expect(again.ok && again.value.registered.map((x) => x.as.id)).toEqual([2, 1, 3]);
  });

  it('refuses ids the list lacks, naming every one, and adds nobody; with missing: skip adds the others', () => {
    const refused = addFromList(EMPTY, list(), { ids: ['205001', '999', '10236', '888'] });
    expect(refused).toEqual({
      ok: false,
      error: { code: 'not-in-list', missing: ['id 999', 'id 888'], message: 'the player list has no id 999, no id 888; nothing was imported' },
    });
    const r = addFromList(EMPTY, list(), { ids: ['205001', '999', '10236', '888'] }, { missing: 'skip' });
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value.added.map((p) => p.name)).toEqual(['Lefèvre, Jean-Pierre', 'Aerts, Jan']);
    expect(describeListAddition(r.value)).toEqual(['added 2 players: Lefèvre, Jean-Pierre; Aerts, Jan', 'not in the player list: id 999, id 888']);
  });

  it('keeps every field of the list on the registered player', () => {
    const r = addFromList(EMPTY, list(), { ids: ['1012345'] });
    expect(r.ok && r.value.added).toEqual([{ id: 1, name: 'de Vries, Anna', federationId: '20001', club: '230', federation: 'NED', fideId: '1012345', rating: 1905 }]);
  });
});
