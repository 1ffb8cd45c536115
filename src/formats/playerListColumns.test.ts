import { describe, expect, it } from 'vitest';
import { COLUMN_NAMES, makePlayerList, parsePlayerList, playerOfList, type PlayerList } from './playerList.js';
import { LIST_COLUMNS, type ListColumn } from './fideRatingList.js';
import { addListedPlayers } from '../core/tournamentOps.js';
import type { Player } from '../core/player.js';
import type { Tournament } from '../core/tournament.js';
import { DEFAULT_SETTINGS } from '../core/settings.js';

/**
 * Issue 34, "a column the preview names is never silently dropped": for every header the importer knows
 * (`COLUMN_NAMES`), a value in that column reaches the player registered from the list, by the two ways a
 * list is used: registered at once (`arbiter import`) and kept as the store keeps it (`makePlayerList`,
 * read back) and registered from there (the web app). Each column's cell is written as a club's spreadsheet
 * writes it; what the player holds afterwards is worked out by hand from the field rules (core/fields.ts:
 * titles and federations in capitals, sex m or w with the FIDE list's F for w; playerList.ts: dates
 * day-first as in Belgium, "Last, First", the infix before the last name).
 */
type Case = {
  /** The other columns the header needs: a list without a name column is refused. */
  readonly companions: readonly (readonly [header: string, cell: string])[];
  readonly cell: string;
  readonly expected: Partial<Omit<Player, 'id'>>;
};
const WITH_NAME = [['Naam', 'Lefèvre, Jean-Pierre']] as const;
const CASES: Record<ListColumn, Case> = {
  federationId: { companions: WITH_NAME, cell: '10234', expected: { name: 'Lefèvre, Jean-Pierre', federationId: '10234' } },
  fideId: { companions: WITH_NAME, cell: '205001', expected: { name: 'Lefèvre, Jean-Pierre', fideId: '205001' } },
  name: { companions: [], cell: 'Lefèvre, Jean-Pierre', expected: { name: 'Lefèvre, Jean-Pierre' } },
  // A last name alone is the whole name.
  lastName: { companions: [], cell: 'Lefèvre', expected: { name: 'Lefèvre' } },
  // The Flemish list: Naam;Voornaam keeps "Jean-Pierre" (here with the last name column).
  firstName: { companions: [['Achternaam', 'Lefèvre']], cell: 'Jean-Pierre', expected: { name: 'Lefèvre, Jean-Pierre' } },
  // The Dutch infix goes before the last name: "van der Berg, Jan".
  namePrefix: {
    companions: [
      ['Achternaam', 'Berg'],
      ['Voornaam', 'Jan'],
    ],
    cell: 'van der',
    expected: { name: 'van der Berg, Jan' },
  },
  title: { companions: WITH_NAME, cell: 'fm', expected: { name: 'Lefèvre, Jean-Pierre', title: 'FM' } },
  // The FIDE list writes F for a woman; the tournament file keeps w (core/fields.ts checkSex).
  sex: { companions: WITH_NAME, cell: 'F', expected: { name: 'Lefèvre, Jean-Pierre', sex: 'w' } },
  federation: { companions: WITH_NAME, cell: 'bel', expected: { name: 'Lefèvre, Jean-Pierre', federation: 'BEL' } },
  // Day first, as Belgian, Dutch, French and German lists write it.
  birthDate: { companions: WITH_NAME, cell: '17.05.1990', expected: { name: 'Lefèvre, Jean-Pierre', birthDate: '1990-05-17' } },
  club: { companions: WITH_NAME, cell: '601', expected: { name: 'Lefèvre, Jean-Pierre', club: '601' } },
  rating: { companions: WITH_NAME, cell: '1712', expected: { name: 'Lefèvre, Jean-Pierre', rating: 1712 } },
  // A list of national ratings only: the national rating is the rating too (playerList.ts readCsvList).
  nationalRating: { companions: WITH_NAME, cell: '1650', expected: { name: 'Lefèvre, Jean-Pierre', nationalRating: 1650, rating: 1650 } },
  gamesPlayed: { companions: WITH_NAME, cell: '31', expected: { name: 'Lefèvre, Jean-Pierre', gamesPlayed: 31 } },
  kFactor: { companions: WITH_NAME, cell: '20', expected: { name: 'Lefèvre, Jean-Pierre', kFactor: 20 } },
};

const EMPTY: Tournament = { name: 'Club championship', settings: DEFAULT_SETTINGS['swiss-dutch'], players: [], rounds: [], absences: [] };

const read = (text: string): PlayerList => {
  const r = parsePlayerList(text);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
};
/** The players a tournament holds after registering the list's players. */
const registered = (list: PlayerList): Omit<Player, 'id'>[] => {
  const r = addListedPlayers(EMPTY, list.players.map(playerOfList));
  if (!r.ok) throw new Error(r.error.message);
  return r.value.tournament.players.map(({ id: _id, ...fields }) => fields);
};

// Every header of every column, as written in a spreadsheet's first row (the names are the folded keys:
// a capital first letter, as Excel users type them, shows that case does not matter).
const ROWS = LIST_COLUMNS.flatMap((column) => COLUMN_NAMES[column].map((key) => [column, key.charAt(0).toUpperCase() + key.slice(1)] as const));

describe('player list: a column the preview names is never silently dropped (issue 34)', () => {
  it('knows each header as one column only', () => {
    const seen = new Map<string, ListColumn>();
    for (const [column, header] of ROWS) {
      expect(seen.get(header), `${header} is a header of ${seen.get(header)} and of ${column}`).toBeUndefined();
      seen.set(header, column);
    }
    expect(seen.size).toBeGreaterThan(150);
  });

  it.each(ROWS)('%s: the header "%s" is named by the preview and its value reaches the player', (column, header) => {
    const c = CASES[column];
    const headers = [...c.companions.map(([h]) => h), header];
    const cells = [...c.companions.map(([, v]) => v), c.cell];
    const list = read(`${headers.join(';')}\n${cells.join(';')}\n`);
    expect(list.source.columns).toContain(header);
    expect(list.source.ignored).toEqual([]);
    // Registered at once (arbiter import), and from the list as the store keeps it (the web app).
    expect(registered(list)).toEqual([c.expected]);
    expect(registered(read(makePlayerList(list.players.map(playerOfList))))).toEqual([c.expected]);
  });

  // The header rows of the issue and of the four languages: Last + First → "Last, First".
  it.each([
    ['Stamnummer;Naam;Voornaam;Elo', '10234;Lefèvre;Jean-Pierre;1712', 'the issue: a Flemish list'],
    ['Matricule;Nom;Prénom;Elo', '10234;Lefèvre;Jean-Pierre;1712', 'French'],
    ['Mitgliedsnummer;Name;Vorname;Elo', '10234;Lefèvre;Jean-Pierre;1712', 'German'],
    ['Relatienummer;Achternaam;Voornaam;Elo', '10234;Lefèvre;Jean-Pierre;1712', 'Dutch'],
    ['Id,Last,First,Rating', '10234,Lefèvre,Jean-Pierre,1712', 'English'],
  ])('%s keeps the first name (%s)', (header, row) => {
    expect(registered(read(`${header}\n${row}\n`))).toEqual([{ name: 'Lefèvre, Jean-Pierre', federationId: '10234', rating: 1712 }]);
  });

  // What is not read is said plainly: the preview lists it as left out (issue 34).
  it.each([
    ['a column of a name the importer does not know', 'Naam;Opmerking\nLefèvre, Jean-Pierre;jeugd\n', ['Opmerking']],
    ['a second column of the same kind', 'Naam;Club;Kring\nLefèvre, Jean-Pierre;601;Brugge\n', ['Kring']],
    ['a full name beside the last name column', 'Achternaam;Voornaam;Volledige naam\nLefèvre;Jean-Pierre;Jean-Pierre Lefèvre\n', ['Volledige naam']],
  ])('%s is listed as left out', (_what, text, ignored) => {
    const list = read(text);
    expect(list.source.ignored).toEqual(ignored);
    for (const h of ignored) expect(list.source.columns).not.toContain(h);
  });
});
