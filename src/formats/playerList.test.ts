import { describe, expect, it } from 'vitest';
import { COLUMN_NAMES, describeSource, makePlayerList, parsePlayerList, type ListedPlayer, type PlayerList } from './playerList.js';
import { LIST_COLUMNS, type ListColumn } from './fideRatingList.js';
import { findListedByClub, findListedById, findListedByName, foldForSearch, searchListed } from './listSearch.js';
import { CARLSEN, COMBINED_HEADER, fixedColumns, ONE_RATE_HEADER } from '../../test/fideListSample.js';

const read = (input: Uint8Array | string, options = {}): PlayerList => {
  const r = parsePlayerList(input, options);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
};
const refused = (input: Uint8Array | string, options = {}) => {
  const r = parsePlayerList(input, options);
  if (r.ok) throw new Error('expected a refusal');
  return r.error;
};
/** Bytes as Windows-1252 writes them: one byte a character (latin1 of Node is the same for these letters). */
const cp1252 = (text: string, extra: Record<string, number> = {}) => Uint8Array.from([...text].map((c) => extra[c] ?? c.charCodeAt(0)));
const utf16le = (text: string) => Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')]);

describe('player list: CSV as federations and spreadsheets write it', () => {
  it('reads the five columns of keizer.md §6, quoted names, unquoted names with commas and a header', () => {
    const csv = 'stamnummer,naam,club,elo,partijen\n12345,Jansen Piet,230,1850,120\n23456,"Bakker, Jan",230,0,0\r\n34567,Slager, Karel,301,1600,45\n\n';
    const list = read(csv);
    expect(list.players).toEqual([
      { row: 2, federationId: '12345', name: 'Jansen Piet', club: '230', rating: 1850, gamesPlayed: 120 },
      { row: 3, federationId: '23456', name: 'Bakker, Jan', club: '230', gamesPlayed: 0 },
      { row: 4, federationId: '34567', name: 'Slager, Karel', club: '301', rating: 1600, gamesPlayed: 45 },
    ]);
    expect(describeSource(list.source)).toBe('CSV, comma-separated, with a header row, UTF-8');
  });

  it('reads a list without header row in the columns of keizer.md §6 (trailing separators are no columns)', () => {
    const list = read('12345,Jansen Piet,230,1850,120,,\n');
    expect(list.players).toEqual([{ row: 1, federationId: '12345', name: 'Jansen Piet', club: '230', rating: 1850, gamesPlayed: 120 }]);
    expect(list.source.header).toBeUndefined();
    expect(list.source.columns).toEqual(['federation id', 'name', 'club number', 'rating', 'games played']);
  });

  // The examples: what a Belgian or Dutch Excel writes (semicolons, Windows-1252), with or
  // without byte-order mark. Each row: the bytes, the separator and encoding to find, the players.
  const mueller = { row: 2, federationId: '10234', name: 'Müller, Jérôme', club: '601', rating: 1712, gamesPlayed: 31 };
  const celik = { row: 3, federationId: '10235', name: 'Çelik, Şükrü', club: '601', gamesPlayed: 4 };
  const spreadsheets: [what: string, bytes: Uint8Array, separator: string, encoding: string, players: ListedPlayer[]][] = [
    [
      'semicolons, header, UTF-8 with BOM',
      Buffer.from('\uFEFFStamnummer;Naam;Club;Elo;Partijen\r\n10234;Müller, Jérôme;601;1712;31\r\n10235;"Çelik, Şükrü";601;;4\r\n'),
      ';',
      'UTF-8 with BOM',
      [mueller, celik],
    ],
    ['semicolons, header, UTF-8 without BOM', Buffer.from('Stamnummer;Naam;Club;Elo;Partijen\n10234;Müller, Jérôme;601;1712;31\n'), ';', 'UTF-8', [mueller]],
    // Windows-1252: ü = FC, é = E9, ô = F4 (as in Latin-1), Š = 8A and Ž = 8E (Windows-1252 only).
    [
      'semicolons, header, Windows-1252',
      cp1252('Stamnummer;Naam;Club;Elo;Partijen\r\n10234;Müller, Jérôme;601;1712;31\r\n10236;Šuster, Žan;602;1500;0\r\n', { Š: 0x8a, Ž: 0x8e }),
      ';',
      'Windows-1252',
      [mueller, { row: 3, federationId: '10236', name: 'Šuster, Žan', club: '602', rating: 1500, gamesPlayed: 0 }],
    ],
    ['semicolons, no header, Windows-1252', cp1252('10234;Müller, Jérôme;601;1712;31\r\n'), ';', 'Windows-1252', [{ ...mueller, row: 1 }]],
    [
      'tabs, header, UTF-16LE with BOM (Excel "Unicode text")',
      utf16le('Stamnummer\tNaam\tClub\tElo\tPartijen\r\n10234\tMüller, Jérôme\t601\t1712\t31\r\n'),
      '\t',
      'UTF-16LE',
      [mueller],
    ],
  ];
  it.each(spreadsheets.map(([what, bytes, separator, encoding, players]) => ({ what, bytes, separator, encoding, players })))(
    '$what',
    ({ bytes, separator, encoding, players }) => {
      const list = read(bytes);
      expect(list.players).toEqual(players);
      expect(list.source.separator).toBe(separator);
      expect(list.source.encoding).toBe(encoding);
    },
  );

  it('finds columns by their header names in any order, FIDE data included, and lists the columns it left out', () => {
    const csv = 'FIDE ID;Achternaam;Voornaam;Titel;Geslacht;Fed;Geboortedatum;Elo;Opmerking;;\n1503014;Carlsen;Magnus;gm;M;nor;30-11-1990;2833;wereldkampioen;;\n';
    const list = read(csv);
    expect(list.players).toEqual([{ row: 2, fideId: '1503014', name: 'Carlsen, Magnus', title: 'GM', sex: 'm', federation: 'NOR', birthDate: '1990-11-30', rating: 2833 }]);
    expect(list.source.columns).toEqual(['FIDE ID', 'Achternaam', 'Voornaam', 'Titel', 'Geslacht', 'Fed', 'Geboortedatum', 'Elo']);
    expect(list.source.ignored).toEqual(['Opmerking']);
  });

  // Issue 34: a Flemish list "Stamnummer;Naam;Voornaam;Elo" imported "Lefèvre" without "Jean-Pierre".
  it.each([
    ['Dutch: Naam + Voornaam', 'Stamnummer;Naam;Voornaam;Elo;ELO BEL\n12345;Lefèvre;Jean-Pierre;1850;1790\n', ['Stamnummer', 'Naam', 'Voornaam', 'Elo', 'ELO BEL']],
    ['French: Nom + Prénom', 'Matricule;Nom;Prénom;Elo;ELO BEL\n12345;Lefèvre;Jean-Pierre;1850;1790\n', ['Matricule', 'Nom', 'Prénom', 'Elo', 'ELO BEL']],
    ['German: Name + Vorname', 'Mitgliedsnummer;Name;Vorname;Elo;Elo nat.\n12345;Lefèvre;Jean-Pierre;1850;1790\n', ['Mitgliedsnummer', 'Name', 'Vorname', 'Elo', 'Elo nat.']],
    ['English: Last + First', 'Member ID,Last,First,Rating,National rating\n12345,Lefèvre,Jean-Pierre,1850,1790\n', ['Member ID', 'Last', 'First', 'Rating', 'National rating']],
    [
      'Dutch: Achternaam + Voornaam',
      'Relatienummer;Voornaam;Achternaam;Elo;Elo nat\n12345;Jean-Pierre;Lefèvre;1850;1790\n',
      ['Relatienummer', 'Voornaam', 'Achternaam', 'Elo', 'Elo nat'],
    ],
  ])('%s keep the first name: "Last, First", the national id and rating', (_what, csv, columns) => {
    const list = read(csv);
    expect(list.players).toEqual([{ row: 2, federationId: '12345', name: 'Lefèvre, Jean-Pierre', rating: 1850, nationalRating: 1790 }]);
    expect([list.source.columns, list.source.ignored]).toEqual([columns, []]);
  });

  it('a Dutch infix (tussenvoegsel) goes before the last name; a name column beside a last name one is listed as ignored', () => {
    const dutch = read('Voornaam;Tussenvoegsel;Achternaam\nJan;van der;Berg\nPiet;;Jansen\n');
    expect(dutch.players.map((p) => p.name)).toEqual(['van der Berg, Jan', 'Jansen, Piet']);
    const both = read('Name;Last name;First name\nJ. Smith;Smith;John\n');
    expect([both.players[0]?.name, both.source.columns, both.source.ignored]).toEqual(['Smith, John', ['Last name', 'First name'], ['Name']]);
  });

  // Every header name the importer knows, each under a name column (or beside a first name): its value is in
  // the player read, or the header is reported as ignored. Nothing the preview names is dropped.
  const SAMPLE: Record<ListColumn, [string, Partial<ListedPlayer>]> = {
    federationId: ['12345', { federationId: '12345' }],
    fideId: ['1503014', { fideId: '1503014' }],
    name: ['Lefèvre', { name: 'Lefèvre' }],
    lastName: ['Lefèvre', { name: 'Lefèvre, Jean' }],
    firstName: ['Jean', { name: 'Lefèvre, Jean' }],
    namePrefix: ['de', { name: 'de Lefèvre, Jean' }],
    title: ['gm', { title: 'GM' }],
    sex: ['F', { sex: 'w' }], // f (female) is read as w, the project's letter
    federation: ['bel', { federation: 'BEL' }],
    birthDate: ['30-11-1990', { birthDate: '1990-11-30' }],
    club: ['230', { club: '230' }],
    rating: ['2100', { rating: 2100 }],
    nationalRating: ['1900', { nationalRating: 1900 }],
    gamesPlayed: ['12', { gamesPlayed: 12 }],
    kFactor: ['20', { kFactor: 20 }],
  };
  it.each(LIST_COLUMNS.flatMap((column) => COLUMN_NAMES[column].map((header) => [header, column] as const)))('header "%s" (%s) is read', (header, column) => {
    const [value, expected] = SAMPLE[column];
    const csv =
      column === 'lastName'
        ? `${header};Voornaam\n${value};Jean\n`
        : column === 'namePrefix'
          ? `Voornaam;${header};Achternaam\nJean;${value};Lefèvre\n`
          : column === 'name'
            ? `${header};Elo\n${value};1500\n`
            : column === 'firstName'
              ? `Achternaam;${header}\nLefèvre;${value}\n`
              : `Achternaam;Voornaam;${header}\nLefèvre;Jean;${value}\n`;
    const list = read(csv);
    expect(list.players[0]).toMatchObject(expected);
    expect(list.source.ignored).toEqual([]);
    expect(list.source.columns).toContain(header);
  });

  it('a header row: every cell is read or listed as ignored, none left out in silence', () => {
    const header = ['Stamnummer', 'Naam', 'Voornaam', 'Club', 'Elo', 'Rating', 'Opmerking', 'Telefoon', 'ELO BEL'];
    const list = read(`${header.join(';')}\n12345;Maes;Tom;230;1850;1900;kapitein;0470;1790\n`);
    expect([...list.source.columns, ...list.source.ignored].sort()).toEqual([...header].sort());
    // Elo and Rating both name the rating: the first is read, the second listed as ignored.
    expect(list.source.ignored).toEqual(['Rating', 'Opmerking', 'Telefoon']);
  });

  it('refuses every broken row by number, with what is wrong, and imports nothing', () => {
    const e = refused('1,A,230,1500,3\n2,B,230\n3,C,230,abc,1\n4,,230,1400,1\n5,D,230,1400,1,x,y\n6,Ee,230,1400,1\n');
    expect(e.code).toBe('broken-rows');
    expect(e.rows).toEqual([
      { row: 2, problem: 'expected 5 columns (federation id, name, club number, rating, games played), found 3' },
      { row: 3, problem: 'rating: "abc" is not a whole number (0–4000)' },
      { row: 4, problem: 'name: is empty' },
      // Seven cells: the name is everything between the first column and the last three ("D, 230, 1400").
      { row: 5, problem: 'rating: "x" is not a whole number (0–4000)' },
    ]);
    expect(e.message).toMatch(/^4 broken rows \(row 2: expected 5 columns.*row 3: rating: "abc".*row 4: name: is empty; row 5: .*\); nothing was imported$/);
  });

  it('reports the row of an unclosed quote', () => {
    const e = refused('1,A,230,1500,3\n\n2,"B,230,1,1\n3,C,230,1500,3\n');
    expect(e.rows).toEqual([{ row: 3, problem: 'a quote is not closed' }]);
  });

  it('refuses ids that two rows share, naming the rows', () => {
    const e = refused('Stamnummer;Naam;FIDE id\n101;Aerts, Jan;\n102;Boon, Piet;205000\n101;Claes, Eva;\n103;Dewulf, Tom;205000\n101;Engels, An;\n');
    expect(e.code).toBe('duplicate-ids');
    expect(e.rows).toEqual([
      { row: 4, problem: 'federation id 101 is also on row 2' },
      { row: 5, problem: 'FIDE id 205000 is also on row 3' },
      { row: 6, problem: 'federation id 101 is also on row 2' },
    ]);
    expect(e.message).toBe(
      '3 rows repeat ids (row 4: federation id 101 is also on row 2; row 5: FIDE id 205000 is also on row 3; row 6: federation id 101 is also on row 2); an id names one player: nothing was imported',
    );
  });

  it('refuses a header row without a name column, and an empty list', () => {
    expect(refused('Stamnummer;Club;Elo\n1;230;1500\n').message).toMatch(/^row 1 is a header row without a name column/);
    expect(refused('\n\n').code).toBe('empty');
  });

  it('writes the list the stores keep and reads it back as the same players', () => {
    const players = [
      {
        row: 2,
        federationId: '12345',
        fideId: '205672',
        name: 'Jansen, "Piet"',
        title: 'FM',
        sex: 'm',
        federation: 'BEL',
        birthDate: '1980-05-01',
        club: 'KSK Rochade, Eupen',
        rating: 1850,
        gamesPlayed: 120,
        kFactor: 20,
      },
      { row: 3, name: 'Çelik, Şükrü', sex: 'w' },
    ] as const;
    const text = makePlayerList(players);
    expect(text.split('\n')[0]).toBe('federation id,FIDE id,name,title,sex,federation,born,club,rating,games,k');
    expect(read(text).players).toEqual(players.map((p) => ({ ...p })));
  });
});

describe('player list search: by name without case or accents, by id, by club', () => {
  const list = read(
    'Nr;Naam;Club;Elo;Partijen\n1;Çelik, Ahmet;230;1500;3\n2;Müller, Jürgen;230;1600;3\n3;Jansen, Piet;301;1400;3\n4;Jansens, Karel;301;1300;3\n5;Muller-Lüdenscheidt, Ørjan;230;1200;3\n',
  ).players;
  const names = (ps: readonly ListedPlayer[]) => ps.map((p) => p.name);
  // The examples: "celik" finds "Çelik", "muller" finds "Müller".
  it.each([
    ['celik', ['Çelik, Ahmet']],
    ['ÇELIK', ['Çelik, Ahmet']],
    ['muller', ['Müller, Jürgen', 'Muller-Lüdenscheidt, Ørjan']],
    ['muller jur', ['Müller, Jürgen']],
    ['ludenscheidt orjan', ['Muller-Lüdenscheidt, Ørjan']],
    ['jans', ['Jansen, Piet', 'Jansens, Karel']],
    ['piet jansen', ['Jansen, Piet']],
    ['4', ['Jansens, Karel']],
    ['xyz', []],
  ])('"%s" finds %j', (query, expected) => {
    expect(names(searchListed(list, query).players)).toEqual(expected);
  });

  it('counts every match and returns the first ones; narrows to a club', () => {
    expect(searchListed(list, 'muller', { limit: 1 })).toEqual({ matches: 2, players: [list[1]] });
    expect(names(searchListed(list, 'mul', { club: '230' }).players)).toEqual(['Müller, Jürgen', 'Muller-Lüdenscheidt, Ørjan']);
  });

  it('finds the player a director names: exact name first, then the start of the name, then words', () => {
    expect(names(findListedByName(list, 'jansen piet'))).toEqual(['Jansen, Piet']);
    expect(names(findListedByName(list, 'Jansen'))).toEqual(['Jansen, Piet', 'Jansens, Karel']);
    expect(names(findListedByName(list, 'Jansen, P'))).toEqual(['Jansen, Piet']);
    expect(names(findListedByName(list, 'celik a'))).toEqual(['Çelik, Ahmet']);
    expect(names(findListedByName(list, 'jurgen'))).toEqual(['Müller, Jürgen']);
    expect(names(findListedById(list, '3'))).toEqual(['Jansen, Piet']);
    expect(names(findListedByClub(list, '301'))).toEqual(['Jansen, Piet', 'Jansens, Karel']);
  });

  it('folds the letters that have no accent to take off', () => {
    expect(['Øystein', 'Æsir', 'Straße', 'Łukasz', 'Đorđe', 'Şükrü', 'Ñúñez'].map(foldForSearch)).toEqual(['oystein', 'aesir', 'strasse', 'lukasz', 'dorde', 'sukru', 'nunez']);
  });
});

describe('the FIDE rating list (TXT and XML, official layout)', () => {
  it('the sample headers have the columns where FIDE puts them', () => {
    expect([COMBINED_HEADER.indexOf('Name') + 1, COMBINED_HEADER.indexOf('Fed') + 1, COMBINED_HEADER.indexOf('SRtng') + 1, COMBINED_HEADER.indexOf('B-day') + 1]).toEqual([
      16, 77, 114, 153,
    ]);
    expect([ONE_RATE_HEADER.indexOf('JAN23') + 1, ONE_RATE_HEADER.indexOf('B-day') + 1, ONE_RATE_HEADER.indexOf('Flag') + 1]).toEqual([114, 127, 133]);
  });

  const combined = [
    COMBINED_HEADER,
    // Then the rapid rating, games and K, the blitz ones, the birth year.
    fixedColumns([...CARLSEN, [127, '2819'], [133, '5'], [137, '10'], [140, '2886'], [146, '12'], [150, '10'], [153, '1990']]),
    fixedColumns([
      [1, '24651516'],
      [16, 'Çelik, Ayse'],
      [77, 'TUR'],
      [81, 'F'],
      [85, 'WFM'],
      [90, 'WFM'],
      [114, '2104'],
      [120, '9'],
      [124, '20'],
      [153, '2004'],
      [159, 'w'],
    ]),
    fixedColumns([
      [1, '205672'],
      [16, 'Müller, Jérôme'],
      [77, 'BEL'],
      [81, 'M'],
      [127, '1650'],
      [133, '7'],
      [137, '40'],
      [153, '0000'],
      [159, 'i'],
    ]),
  ].join('\r\n');

  it('imports the combined TXT list with the standard ratings and finds players by FIDE id', () => {
    const list = read(Buffer.from(combined, 'latin1'));
    expect(list.players).toEqual([
      { row: 2, fideId: '1503014', name: 'Carlsen, Magnus', federation: 'NOR', sex: 'm', title: 'GM', rating: 2833, gamesPlayed: 0, kFactor: 10, birthDate: '1990' },
      { row: 3, fideId: '24651516', name: 'Çelik, Ayse', federation: 'TUR', sex: 'w', title: 'WFM', rating: 2104, gamesPlayed: 9, kFactor: 20, birthDate: '2004' },
      { row: 4, fideId: '205672', name: 'Müller, Jérôme', federation: 'BEL', sex: 'm' },
    ]);
    expect(describeSource(list.source)).toBe('the FIDE rating list (TXT, standard ratings), Windows-1252');
    expect(findListedById(list.players, '205672').map((p) => p.name)).toEqual(['Müller, Jérôme']);
    expect(searchListed(list.players, '1503014').players.map((p) => p.name)).toEqual(['Carlsen, Magnus']);
    expect(searchListed(list.players, 'celik').players.map((p) => p.fideId)).toEqual(['24651516']);
  });

  it('reads the rapid or blitz ratings of the combined list when asked', () => {
    const rapid = read(combined, { ratingList: 'rapid' }).players;
    expect(rapid.map((p) => [p.rating, p.gamesPlayed, p.kFactor])).toEqual([
      [2819, 5, 10],
      [undefined, undefined, undefined],
      [1650, 7, 40],
    ]);
    expect(read(combined, { ratingList: 'blitz' }).players[0]).toMatchObject({ rating: 2886, gamesPlayed: 12, kFactor: 10 });
  });

  it('imports the list of one rate, whose rating column is named by the month', () => {
    const text = [ONE_RATE_HEADER, fixedColumns([...CARLSEN, [127, '1990']])].join('\n') + '\n';
    const list = read(text);
    expect(list.players).toEqual([
      { row: 2, fideId: '1503014', name: 'Carlsen, Magnus', federation: 'NOR', sex: 'm', title: 'GM', rating: 2833, gamesPlayed: 0, kFactor: 10, birthDate: '1990' },
    ]);
    expect(list.source.columns).toEqual(['ID Number', 'Name', 'Fed', 'Sex', 'Tit', 'JAN23', 'Gms', 'K', 'B-day']);
  });

  it('keeps the players of one federation when asked', () => {
    expect(read(combined, { federation: 'bel' }).players.map((p) => p.name)).toEqual(['Müller, Jérôme']);
    expect(refused(combined, { federation: 'ISL' }).message).toBe('the player list has no player of federation ISL');
  });

  it('skips and lists the rows of the FIDE list that break a field rule, and refuses a repeated FIDE id', () => {
    const text = [
      combined,
      fixedColumns([
        [1, '999'],
        [16, ''],
        [77, 'NED'],
      ]),
      fixedColumns([
        [1, '998'],
        [16, 'Bad, Sex'],
        [77, 'NED'],
        [81, 'X'],
      ]),
    ].join('\n');
    const list = read(text);
    expect(list.players.length).toBe(3);
    expect(list.source.rows).toBe(5);
    expect(list.source.skipped).toEqual([
      { row: 5, problem: 'name: is empty' },
      { row: 6, problem: 'sex: "X" is not m or w' },
    ]);
    const twice = refused(
      [
        combined,
        fixedColumns([
          [1, '1503014'],
          [16, 'Carlsen, M.'],
          [77, 'NOR'],
        ]),
      ].join('\n'),
    );
    expect(twice.rows).toEqual([{ row: 5, problem: 'FIDE id 1503014 is also on row 2' }]);
  });

  // XML: the elements of the official download (players_list_xml_foa.xml), as listed in the module.
  const xml = `<?xml version="1.0" encoding="utf-8"?>
<playerslist>
<player><fideid>1503014</fideid><name>Carlsen, Magnus</name><country>NOR</country><sex>M</sex><title>GM</title><w_title></w_title><o_title></o_title><foa_title></foa_title><rating>2833</rating><games>0</games><k>10</k><rapid_rating>2819</rapid_rating><rapid_games>5</rapid_games><rapid_k>10</rapid_k><blitz_rating>2886</blitz_rating><blitz_games>12</blitz_games><blitz_k>10</blitz_k><birthday>1990</birthday><flag></flag></player>
<player>
  <fideid>24651516</fideid>
  <name>Çelik, Ayşe</name>
  <country>TUR</country>
  <sex>F</sex>
  <title>WFM</title>
  <w_title>WFM</w_title>
  <o_title></o_title>
  <foa_title></foa_title>
  <rating>2104</rating><games>9</games><k>20</k>
  <rapid_rating></rapid_rating><rapid_games></rapid_games><rapid_k></rapid_k>
  <blitz_rating></blitz_rating><blitz_games></blitz_games><blitz_k></blitz_k>
  <birthday>2004</birthday>
  <flag>w</flag>
</player>
<player><fideid>205672</fideid><name>M&#252;ller, J&#233;r&#244;me &amp; Co</name><country>BEL</country><sex>M</sex><title></title><rating>0</rating><games>0</games><k>0</k><rapid_rating>1650</rapid_rating><rapid_games>7</rapid_games><rapid_k>40</rapid_k><birthday></birthday><flag>i</flag></player>
</playerslist>
`;
  it('imports the XML list and finds players by FIDE id and name', () => {
    const list = read(xml);
    expect(list.players).toEqual([
      { row: 3, fideId: '1503014', name: 'Carlsen, Magnus', federation: 'NOR', sex: 'm', title: 'GM', rating: 2833, gamesPlayed: 0, kFactor: 10, birthDate: '1990' },
      { row: 4, fideId: '24651516', name: 'Çelik, Ayşe', federation: 'TUR', sex: 'w', title: 'WFM', rating: 2104, gamesPlayed: 9, kFactor: 20, birthDate: '2004' },
      { row: 19, fideId: '205672', name: 'Müller, Jérôme & Co', federation: 'BEL', sex: 'm' },
    ]);
    expect(describeSource(list.source)).toBe('the FIDE rating list (XML, standard ratings), UTF-8');
    expect(findListedById(list.players, '24651516').map((p) => p.name)).toEqual(['Çelik, Ayşe']);
    expect(searchListed(list.players, 'muller').players.map((p) => p.fideId)).toEqual(['205672']);
    expect(read(xml, { ratingList: 'rapid' }).players.map((p) => p.rating)).toEqual([2819, undefined, 1650]);
  });

  it('reads an XML list of one rate (rating, games, k only) and refuses damaged or foreign XML with the line', () => {
    const one =
      '<playerslist><player><fideid>1503014</fideid><name>Carlsen, Magnus</name><country>NOR</country><rating>2833</rating><games>3</games><k>10</k></player></playerslist>';
    expect(read(one, { ratingList: 'blitz' }).players).toEqual([
      { row: 1, fideId: '1503014', name: 'Carlsen, Magnus', federation: 'NOR', rating: 2833, gamesPlayed: 3, kFactor: 10 },
    ]);
    expect(read(one).source.ratingList).toBeUndefined();
    expect(refused('<playerslist>\n<player><fideid>1</fideid><name>A</nam></player>\n</playerslist>').message).toMatch(/^row 2: the XML is damaged/);
    expect(refused('<?xml version="1.0"?>\n<tournament/>').message).toBe(
      'row 2: an XML file whose root is <tournament>, not the FIDE rating list (<playerslist>); nothing was imported',
    );
  });
});
