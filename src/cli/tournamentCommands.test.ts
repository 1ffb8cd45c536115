import { describe, expect, it } from 'vitest';
import { readFileSync, writeFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { addPlayers, arbiter, KEIZER_EXAMPLE_PLAYERS, ok, tempDir as newTempDir } from '../../test/cliShell.js';
import { fixtureDir } from '../../test/dutchFixtures.js';
import { CARLSEN, COMBINED_HEADER, fixedColumns } from '../../test/fideListSample.js';
import { KEIZER_OPTIONS } from '../core/keizerOptions.js';
import { DEFAULT_KEIZER_SETTINGS, SYSTEMS, defaultSettingsOf } from '../core/settings.js';
import { optionsOf } from '../formats/systemOptions.js';
import { makeTrf2026, parseTrf2026 } from '../formats/trf2026.js';

const tempDir = () => newTempDir('arbiter-cli-');

async function fourPlayers(dir: string, ...newOptions: string[]) {
  await ok(dir, 'new', '--file', 't.txt', '--system', 'keizer', '--name', 'Worked example', ...newOptions);
  await addPlayers(dir, 't.txt', KEIZER_EXAMPLE_PLAYERS);
}

/** A round paired by hand (`pairs`: White-Black, and `--bye NAME`) and its results ("BOARD-OR-PLAYER RESULT"), in `file`. */
async function playRound(dir: string, file: string, pairs: readonly string[], results: readonly string[]) {
  await ok(dir, 'pair', '--manual', ...pairs, '--file', file);
  for (const entry of results) await ok(dir, 'result', ...entry.split(' '), '--file', file);
}

async function standingsJson(dir: string, ...extra: string[]) {
  return JSON.parse(await ok(dir, 'standings', '--json', '--file', 't.txt', ...extra)) as { rank: number; name: string; score: number; value: number }[];
}

describe('keizer.md §2 worked examples through the CLI', () => {
  it('example 1: values 6, 5, 4, 3 (top = 1.5 × 4)', async () => {
    const dir = tempDir();
    await fourPlayers(dir);
    await playRound(dir, 't.txt', ['Bakker-Slager', 'Pietersen-Jansen'], ['1 1-0', 'Jansen ½-½']);
    // Issue 32: with each row's W/D/L, games over the board and absences (none here).
    const record = (won: number, drawn: number, lost: number) => ({ won, drawn, lost, games: won + drawn + lost, absences: {} });
    const after1 = [
      { rank: 1, name: 'Jansen', score: 8.5, value: 6, ...record(0, 1, 0) },
      { rank: 2, name: 'Pietersen', score: 8, value: 5, ...record(0, 1, 0) },
      { rank: 3, name: 'Bakker', score: 7, value: 4, ...record(1, 0, 0) },
      { rank: 4, name: 'Slager', score: 3, value: 3, ...record(0, 0, 1) },
    ];
    expect(await standingsJson(dir)).toEqual(after1);
    await playRound(dir, 't.txt', ['Jansen-Slager', 'Pietersen-Bakker'], ['1 1/2-1/2', '2 1-0']);
    const after2 = await standingsJson(dir);
    expect(after2.map((r) => [r.name, r.score.toFixed(2)])).toEqual([
      ['Pietersen', '12.00'],
      ['Jansen', '10.00'],
      ['Bakker', '7.00'],
      ['Slager', '6.00'],
    ]);
    expect(await standingsJson(dir, '--after-round', '1')).toEqual(after1);
  });

  it.each([
    [
      'none',
      [
        ['Jansen', '13.00', 9],
        ['Slager', '13.00', 9],
        ['Pietersen', '12.50', 7],
        ['Bakker', '7.00', 6],
      ],
    ],
    [
      'final',
      [
        ['Slager', '15.00', 9],
        ['Jansen', '12.50', 8],
        ['Pietersen', '11.50', 7],
        ['Bakker', '6.00', 6],
      ],
    ],
  ] as const)('example 2: explicit top 9, iteration %s', async (iteration, expected) => {
    const dir = tempDir();
    await fourPlayers(dir, '--top', '9', '--iteration', iteration);
    await playRound(dir, 't.txt', ['Slager-Bakker', 'Pietersen-Jansen'], ['Slager 1-0', 'Pietersen 1/2-1/2']);
    const rows = await standingsJson(dir);
    expect(rows.map((r) => [r.name, r.score.toFixed(2), r.value])).toEqual(expected);
  });

  it('explains every point of a score with the value used', async () => {
    const dir = tempDir();
    await fourPlayers(dir);
    await playRound(dir, 't.txt', ['Bakker-Slager', 'Pietersen-Jansen'], ['1 1-0', '2 1/2-1/2']);
    const text = await ok(dir, 'standings', '--explain', 'Jansen', '--file', 't.txt');
    expect(text).toMatch(/own value\s+6\.00/);
    expect(text).toMatch(/round 1\s+draw with black against Pietersen \(value 5\) × 1\/2\s+2\.50/);
    expect(text).toMatch(/total\s+8\.50/);
  });

  it('issue 32: the explanation says which ranking scored the rounds, the own value used, and where its values are printed', async () => {
    const dir = tempDir();
    await fourPlayers(dir);
    await playRound(dir, 't.txt', ['Bakker-Slager', 'Pietersen-Jansen'], ['1 1-0', '2 1/2-1/2']);
    await playRound(dir, 't.txt', ['Jansen-Slager', 'Pietersen-Bakker'], ['1 1/2-1/2', '2 1-0']);
    // keizer.md §2 example 1: after round 1 Jansen 6, Pietersen 5, Bakker 4, Slager 3; after round 2 Jansen
    // has 6 + ½ × 5 + ½ × 3 = 10, second behind Pietersen (12): value 5.
    const text = await ok(dir, 'standings', '--explain', 'Jansen', '--file', 't.txt');
    expect(text).toContain('Jansen: place 2, value 5, score 10.00 after round 2');
    expect(text).toContain('rounds 1–2 scored with the values of the ranking after round 1 (the standings after round 1)');
    expect(text).toContain('own value used 6; value now 5');
    expect(text).toContain('those values: arbiter standings --after-round 1');
    expect(text).toMatch(/round 2\s+draw with white against Slager \(value 3\) × 1\/2\s+1\.50/);
    // The table after round 1: score, value, W D L games, then Bye Exc Unexc Duty.
    const table = await ok(dir, 'standings', '--after-round', '1', '--file', 't.txt');
    expect(table).toMatch(/1 {2}Jansen\s+8\.50\s+6\s+0\s+1\s+0\s+1\s+0\s+0\s+0\s+0\n/);
    expect(table).toMatch(/4 {2}Slager\s+3\.00\s+3\s+0\s+0\s+1\s+1\s+0\s+0\s+0\s+0\n/);
  });
});

describe('bad input: one clear line, a non-zero exit, an unchanged file', () => {
  const cases: [what: string, setup: (dir: string) => Promise<void>, args: string[], message: RegExp][] = [
    ['unknown player', async () => {}, ['result', 'Kasparov', '1-0'], /no player "Kasparov"/],
    ['a board that does not exist', async () => {}, ['result', '7', '1-0'], /round 1 has no board 7 \(boards 1–2\)/],
    ['an unknown result', async () => {}, ['result', '1', '2-0'], /"2-0" is not a result/],
    [
      'pairing while results are missing',
      async (dir) => {
        await ok(dir, 'result', '1', '1-0', '--file', 't.txt');
      },
      ['pair'],
      /round 1 has no result yet on board 2: enter it \(or mark it postponed\) before pairing round 2/,
    ],
    [
      'a player twice in a manual pairing',
      async (dir) => {
        await ok(dir, 'result', '1', '1-0', '--file', 't.txt');
        await ok(dir, 'result', '2', '0-1', '--file', 't.txt');
      },
      ['pair', '--manual', 'Jansen-Bakker', 'Jansen-Slager'],
      /Jansen/,
    ],
    [
      'undo of a round with results',
      async (dir) => {
        await ok(dir, 'result', '1', '1-0', '--file', 't.txt');
      },
      ['undo'],
      /round 1 has results on board 1/,
    ],
    ['an option with a bad value', async () => {}, ['new', '--iteration', 'sometimes'], /--iteration sometimes: expected none, final, converge, phased/],
    ['a new file over an existing one', async () => {}, ['new', '--file', 't.txt'], /t\.txt exists already/],
  ];
  it.each(cases.map(([what, setup, args, message]) => ({ what, setup, args, message })))('$what', async ({ setup, args, message }) => {
    const dir = tempDir();
    await fourPlayers(dir);
    await ok(dir, 'pair', '--manual', 'Bakker-Slager', 'Pietersen-Jansen', '--file', 't.txt');
    await setup(dir);
    const before = readFileSync(join(dir, 't.txt'));
    const r = await arbiter(dir, ...args, '--file', 't.txt');
    expect(r.code).not.toBe(0);
    expect(r.err).toMatch(message);
    expect(r.err.trim().split('\n')).toHaveLength(1);
    expect(r.err).not.toMatch(/\n\s+at /);
    expect(readFileSync(join(dir, 't.txt'))).toEqual(before);
  });

  it('a hand-edited file with a typo is refused with its line number, and nothing is overwritten', async () => {
    const dir = tempDir();
    await fourPlayers(dir);
    const file = join(dir, 't.txt');
    const broken = readFileSync(file, 'utf8').replace('player 3 Bakker', 'player 3 Bakker ratng=1800');
    writeFileSync(file, broken);
    const lineNo = broken.split('\n').findIndex((l) => l.includes('ratng')) + 1;
    const r = await arbiter(dir, 'player', 'add', 'Nieuw', '--file', 't.txt');
    expect(r.code).not.toBe(0);
    expect(r.err).toBe(
      `arbiter: t.txt line ${lineNo}: unknown player field "ratng=1800" (expected rating=…, title=…, sex=…, fed=…, fide=…, id=…, natrating=…, club=…, born=…, k=…, games=…, joined=…, withdrawn=…, expelled=…, start=…); mend it in an editor, or bring back an earlier version ("arbiter history")\n`,
    );
    expect(readFileSync(file, 'utf8')).toBe(broken);
  });

  it('a CSV with broken rows imports nothing and names the rows', async () => {
    const dir = tempDir();
    await fourPlayers(dir);
    writeFileSync(join(dir, 'players.csv'), '1,Aerts Jan,230,1500,10\n2,Boon Piet,230\n3,Claes Karel,230,x,1\n');
    const before = readFileSync(join(dir, 't.txt'));
    const r = await arbiter(dir, 'import', 'players.csv', '--club', '230', '--file', 't.txt');
    expect(r.code).not.toBe(0);
    expect(r.err).toMatch(/players\.csv: 2 broken rows \(row 2: expected 5 columns.*row 3: rating: "x" is not a whole number/);
    expect(readFileSync(join(dir, 't.txt'))).toEqual(before);
  });
});

describe('player list import', () => {
  it('adds one player by a name prefix, or a whole club', async () => {
    const dir = tempDir();
    await ok(dir, 'new', '--file', 't.txt');
    writeFileSync(join(dir, 'players.csv'), '101,Aerts Jan,230,1500,10\n102,Boon Piet,230,1600,20\n103,Claes Karel,301,1700,5\n104,Claessens Ann,301,0,0\n');
    expect(await ok(dir, 'import', 'players.csv', '--name', 'Claes K', '--file', 't.txt')).toMatch(/imported 1 player: Claes Karel/);
    const ambiguous = await arbiter(dir, 'import', 'players.csv', '--name', 'Claes', '--file', 't.txt');
    expect(ambiguous.code).not.toBe(0);
    expect(ambiguous.err).toMatch(/"Claes" matches 2 players/);
    expect(await ok(dir, 'import', 'players.csv', '--club', '230', '--file', 't.txt')).toMatch(/imported 2 players: Aerts Jan; Boon Piet/);
    const list = JSON.parse(await ok(dir, 'player', 'list', '--json', '--file', 't.txt'));
    expect(list).toEqual([
      { id: 1, name: 'Claes Karel', federationId: '103', club: '301', rating: 1700, gamesPlayed: 5 },
      { id: 2, name: 'Aerts Jan', federationId: '101', club: '230', rating: 1500, gamesPlayed: 10 },
      { id: 3, name: 'Boon Piet', federationId: '102', club: '230', rating: 1600, gamesPlayed: 20 },
    ]);
    expect(existsSync(join(dir, 't.txt.bak'))).toBe(true);
  });
});

describe('player lists of every kind, and the FIDE fields', () => {
  it('previews a Windows-1252 semicolon list, then imports by a name typed without accents', async () => {
    const dir = tempDir();
    await ok(dir, 'new', '--file', 't.txt');
    // What a Belgian Excel writes: semicolons, Windows-1252 (ü = FC, Ç = C7), CRLF.
    writeFileSync(
      join(dir, 'leden.csv'),
      Uint8Array.from('Stamnummer;Naam;Club;Elo;Partijen\r\n10234;Müller, Jürgen;601;1712;31\r\n10235;Çelik, Ahmet;601;0;4\r\n', (c) => c.charCodeAt(0)),
    );
    const preview = await ok(dir, 'import', 'leden.csv', '--preview');
    expect(preview).toBe(
      [
        'leden.csv: CSV, semicolon-separated, with a header row, Windows-1252',
        'columns: Stamnummer, Naam, Club, Elo, Partijen',
        '2 players',
        '  row 2: Müller, Jürgen (1712, id 10234, club 601)',
        '  row 3: Çelik, Ahmet (unrated, id 10235, club 601)',
        '',
      ].join('\n'),
    );
    expect(await ok(dir, 'import', 'leden.csv', '--preview', '--name', 'celik')).toMatch(/1 match\n {2}row 3: Çelik, Ahmet/);
    expect(readFileSync(join(dir, 't.txt'), 'utf8')).not.toMatch(/^player/m);
    expect(await ok(dir, 'import', 'leden.csv', '--name', 'celik', '--name', 'muller', '--file', 't.txt')).toBe('imported 2 players: Çelik, Ahmet; Müller, Jürgen\n');
    expect(await ok(dir, 'import', 'leden.csv', '--id', '10234', '--file', 't.txt')).toBe('imported 0 players\nalready registered, skipped: Müller, Jürgen\n');
  });

  it('imports from the FIDE rating list by FIDE id, with title, sex, federation and birth year', async () => {
    const dir = tempDir();
    await ok(dir, 'new', '--file', 't.txt');
    // The combined TXT list (players_list_foa.txt): values start under their header names (test/fideListSample.ts).
    writeFileSync(
      join(dir, 'players_list_foa.txt'),
      [
        COMBINED_HEADER,
        fixedColumns([...CARLSEN, [127, '2819'], [153, '1990']]), // and the rapid rating, the birth year
        fixedColumns([
          [1, '205672'],
          [16, 'Müller, Jérôme'],
          [77, 'BEL'],
          [81, 'M'],
          [114, '1650'],
          [153, '2001'],
        ]),
      ].join('\n'),
    );
    expect(await ok(dir, 'import', 'players_list_foa.txt', '--preview', '--fide-id', '1503014')).toMatch(
      /^players_list_foa\.txt: the FIDE rating list \(TXT, standard ratings\), UTF-8\n[^]*1 match\n {2}row 2: Carlsen, Magnus \(GM, 2833, NOR, FIDE 1503014, born 1990\)\n$/,
    );
    expect(await ok(dir, 'import', 'players_list_foa.txt', '--fide-id', '1503014', '--rating-list', 'rapid', '--file', 't.txt')).toBe('imported 1 player: Carlsen, Magnus\n');
    const bad = await arbiter(dir, 'import', 'players_list_foa.txt', '--fide-id', '999', '--file', 't.txt');
    expect(bad.err).toBe('arbiter: players_list_foa.txt: the player list has no FIDE id 999; nothing was imported\n');
    expect(JSON.parse(await ok(dir, 'player', 'list', '--json', '--file', 't.txt'))).toEqual([
      { id: 1, name: 'Carlsen, Magnus', fideId: '1503014', title: 'GM', sex: 'm', federation: 'NOR', birthDate: '1990', rating: 2819 },
    ]);
    expect(readFileSync(join(dir, 't.txt'), 'utf8')).toMatch(/^player 1 "Carlsen, Magnus" rating=2819 title=GM sex=m fed=NOR fide=1503014 born=1990$/m);
  });

  it("playerlist save makes a file the web app's player list, one federation of the FIDE list if asked", async () => {
    const dir = tempDir();
    const header = 'ID Number      Name                                                         Fed Sex Tit  WTit OTit           FOA JAN23 Gms K  B-day Flag';
    const line = (values: [number, string][]) => values.reduce((l, [column, v]) => l.padEnd(column - 1) + v, '');
    writeFileSync(
      join(dir, 'standard_rating_list.txt'),
      [
        header,
        line([
          [1, '1503014'],
          [16, 'Carlsen, Magnus'],
          [77, 'NOR'],
          [81, 'M'],
          [114, '2833'],
        ]),
        fixedColumns([
          [1, '205672'],
          [16, 'Müller, Jérôme'],
          [77, 'BEL'],
          [81, 'M'],
          [114, '2290'],
        ]),
      ].join('\n'),
    );
    expect(await ok(dir, 'playerlist', 'save', 'standard_rating_list.txt', '--dir', 'club', '--federation', 'BEL')).toBe(
      'standard_rating_list.txt: the FIDE rating list (TXT), UTF-8\nsaved 1 player as the player list of club\n',
    );
    expect(readFileSync(join(dir, 'club', 'players.csv'), 'utf8')).toBe('FIDE id,name,sex,federation,rating\n205672,"Müller, Jérôme",m,BEL,2290\n');
    // A list with players is replaced only when asked (issue 31).
    expect((await arbiter(dir, 'playerlist', 'save', 'standard_rating_list.txt', '--dir', 'club')).err).toBe(
      'arbiter: standard_rating_list.txt: the player list "players" has 1 player: replacing it drops them (give --replace to replace it)\n',
    );
    expect(await ok(dir, 'playerlist', 'save', 'standard_rating_list.txt', '--dir', 'club', '--replace')).toMatch(/saved 2 players as the player list of club\n$/);
    expect((await arbiter(dir, 'playerlist', 'save', 'standard_rating_list.txt', '--dir', 'club', '--federation', 'ISL')).err).toBe(
      'arbiter: standard_rating_list.txt: the player list has no player of federation ISL\n',
    );
  });

  it('player add takes the FIDE fields and refuses a bad one with the field named', async () => {
    const dir = tempDir();
    await ok(dir, 'new', '--file', 't.txt');
    await ok(
      dir,
      'player',
      'add',
      'Çelik, Ayşe',
      '--title',
      'wfm',
      '--sex',
      'f',
      '--federation',
      'tur',
      '--fide-id',
      '24651516',
      '--federation-id',
      'T-77',
      '--born',
      '2004',
      '--rating',
      '2104',
      '--file',
      't.txt',
    );
    expect(await ok(dir, 'player', 'list', '--file', 't.txt')).toBe('  1  Çelik, Ayşe  (WFM, 2104, TUR, w, FIDE id 24651516, id T-77, born 2004)\n');
    const r = await arbiter(dir, 'player', 'add', 'X', '--federation', 'Turkey', '--file', 't.txt');
    expect(r.err).toBe('arbiter: player "X": federation: "Turkey" is not a FIDE federation (three letters, e.g. BEL)\n');
  });
});

describe('every Keizer option is a flag documented in docs/systems.md, stored in the file', () => {
  // A value other than the default for each option (keizer.md §1–4).
  const samples: Record<string, string> = {
    top: '40',
    'top-ratio': '3',
    step: '2',
    floor: '1',
    'value-base': 'active',
    'own-value': 'no',
    'loss-fraction': '1/6',
    'bye-fraction': '1/2',
    'club-duty-fraction': '1/3',
    absences: 'capped:4',
    'excused-limit': '3',
    'unexcused-fraction': '1/6',
    attendance: 'opt-in',
    iteration: 'phased',
    'max-passes': '50',
    'late-entry': 'absent',
    'credit-before-first-game': 'no',
    withdrawn: 'remove',
    repeat: 'not-within:3',
    periods: '2',
    colours: 'geel',
    'initial-order': '2,1',
    seed: '42',
  };
  it.each(KEIZER_OPTIONS.map((o) => o.key))('--%s', async (key) => {
    const doc = readFileSync(new URL('../../docs/systems.md', import.meta.url), 'utf8');
    expect(doc).toContain(`\`--${key}\``);
    const value = samples[key];
    expect(value, `a sample value for --${key}`).toBeDefined();
    const dir = tempDir();
    await ok(dir, 'new', '--file', 't.txt', `--${key}`, value!);
    const text = readFileSync(join(dir, 't.txt'), 'utf8');
    expect(text).toContain(`setting ${key} ${value}\n`);
    const spec = KEIZER_OPTIONS.find((o) => o.key === key)!;
    expect(spec.make(DEFAULT_KEIZER_SETTINGS)).not.toBe(value);
  });
});

describe('the other systems through the same commands', () => {
  it('a round robin of 5: Berger pairings, the free player scores nothing, tie-breaks in the standings', async () => {
    const dir = tempDir();
    await ok(dir, 'new', '--file', 'rr.txt', '--system', 'round-robin', '--numbering', 'rating');
    await addPlayers(dir, 'rr.txt', [
      ['A', '2000'],
      ['B', '1900'],
      ['C', '1800'],
      ['D', '1700'],
      ['E', '1600'],
    ]);
    // C.05 Annex 1, 5–6 players, round 1: 1–6 (the bye), 2–5, 3–4.
    expect(await ok(dir, 'pair', '--file', 'rr.txt')).toMatch(/1\s+B\s+- E\s+\n\s+2\s+C\s+- D\s+\nbye\s+A/);
    await ok(dir, 'result', '1', '1-0', '--file', 'rr.txt');
    await ok(dir, 'result', '2', '1/2-1/2', '--file', 'rr.txt');
    const rows = JSON.parse(await ok(dir, 'standings', '--json', '--file', 'rr.txt')) as { name: string; score: number; tiebreaks: Record<string, number> }[];
    expect(Object.fromEntries(rows.map((r) => [r.name, r.score]))).toEqual({ A: 0, B: 1, C: 0.5, D: 0.5, E: 0 });
    expect(rows[0]).toMatchObject({ name: 'B', score: 1 });
    expect(rows.find((r) => r.name === 'A')!.score).toBe(0);
    expect(Object.keys(rows[0]!.tiebreaks)).toEqual(['direct-encounter', 'wins', 'sonneborn-berger', 'koya']);
    const late = await arbiter(dir, 'player', 'add', 'Late', '--file', 'rr.txt');
    expect(late.err).toMatch(/a round robin fixes its players when round 1 is paired/);
  });

  it('the Elo-points system: the bye to the lowest rated, values = rating / 100 (keizer.md §5)', async () => {
    const dir = tempDir();
    await ok(dir, 'new', '--file', 'ep.txt', '--system', 'elo-points');
    await addPlayers(dir, 'ep.txt', [
      ['A', '2000'],
      ['B', '1945'],
      ['C', '1800'],
      ['D', '1500'],
      ['E', '1600'],
    ]);
    const pairing = await ok(dir, 'pair', '--file', 'ep.txt');
    expect(pairing).toMatch(/bye\s+D/);
    const rows = JSON.parse(await ok(dir, 'standings', '--json', '--file', 'ep.txt')) as { name: string; score: number; value: number }[];
    expect(rows.find((r) => r.name === 'D')).toMatchObject({ score: 10, value: 15 }); // 2/3 × 15.00
    // Live ratings (issue 7 point 3): after one win and one loss on board 2, the changes mirror each other.
    await ok(dir, 'result', '1', '1/2-1/2', '--file', 'ep.txt');
    await ok(dir, 'result', '2', '1-0', '--file', 'ep.txt');
    const rated = JSON.parse(await ok(dir, 'standings', '--json', '--ratings', 'fide', '--file', 'ep.txt')) as {
      name: string;
      rating: { change?: number; games: number; performance?: number };
    }[];
    const round1 = readFileSync(join(dir, 'ep.txt'), 'utf8').match(/^game 2 (\d+) (\d+) 1-0$/m)!;
    const names = ['A', 'B', 'C', 'D', 'E'];
    const winner = rated.find((r) => r.name === names[Number(round1[1]) - 1])!;
    const loser = rated.find((r) => r.name === names[Number(round1[2]) - 1])!;
    expect(winner.rating.change).toBeGreaterThan(0);
    expect(loser.rating.change).toBeLessThan(0);
    expect(rated.find((r) => r.name === 'D')!.rating.games).toBe(0);
  });

  it('standings on a TRF file directly, with the tie-breaks asked, in that order', async () => {
    const dir = tempDir();
    const trf = join(fixtureDir('2017'), 'small/case1.trf');
    const rows = JSON.parse(await ok(dir, 'standings', '--file', trf, '--tiebreaks', 'sonneborn-berger,buchholz', '--json')) as {
      rank: number;
      score: number;
      tiebreaks: Record<string, number>;
    }[];
    expect(rows.length).toBe(56);
    expect(Object.keys(rows[0]!.tiebreaks)).toEqual(['sonneborn-berger', 'buchholz']);
    for (let i = 1; i < rows.length; i++) expect(rows[i]!.score).toBeLessThanOrEqual(rows[i - 1]!.score);
    const text = await ok(dir, 'standings', '--file', trf, '--explain', '1', '--tiebreak', 'buchholz');
    expect(text).toMatch(/^BH \d+(\.\d+)? for Test0001 Player0001/);
  });

  it('new --from-trf --dry-run shows the players, rounds and details it would create, and writes nothing', async () => {
    const dir = tempDir();
    const trf = join(fixtureDir('2017'), 'small/case1.trf');
    const out = await ok(dir, 'new', '--file', 'sw.txt', '--from-trf', trf, '--dry-run');
    const lines = out.trimEnd().split('\n');
    expect(lines[0]).toBe(`would create sw.txt from ${trf}:`);
    // case1.trf: 56 players (001 records), 7 rounds; four round entries without an opponent (2 U, 1 H, 1 Z),
    // so (56 × 7 − 4) / 2 = 194 games.
    expect(lines[2]).toBe('56 players, 7 rounds paired: 194 games (0 without a result), 2 pairing byes, 2 byes and absences');
    expect(lines.filter((l) => /^ {0,3}\d+ {2}\S/.test(l))).toHaveLength(56);
    expect(lines.at(-1)).toBe('nothing was written (--dry-run)');
    expect(existsSync(join(dir, 'sw.txt'))).toBe(false);
    const alone = await arbiter(dir, 'new', '--file', 'sw.txt', '--dry-run');
    expect([alone.code, alone.err]).toEqual([2, expect.stringContaining('--dry-run goes with --from-trf FILE') as unknown]);
  });

  it('a Swiss imported from TRF exports the same round entries', async () => {
    const dir = tempDir();
    const trf = join(fixtureDir('2017'), 'small/case1.trf');
    expect(await ok(dir, 'new', '--file', 'sw.txt', '--from-trf', trf)).toMatch(/56 players and 7 rounds/);
    const out = await ok(dir, 'export', 'trf', '--file', 'sw.txt');
    const entries = (text: string) =>
      text
        .split('\n')
        .filter((l) => l.startsWith('001'))
        .map((l) =>
          l
            .slice(91)
            .replace(/ [w b-] /g, ' ')
            .replace(/\s+/g, ' ')
            .trim(),
        );
    expect(entries(out)).toEqual(entries(readFileSync(trf, 'utf8')));
  });
});

describe('export trf --format 2026|16 (issue 12: TRF-2026 the default)', () => {
  const reference = join(fixtureDir('2017'), 'small/case1.trf');

  it.each([
    ['TRF-2026 by default', [], /^012 .*\r\n/, '\r\n'],
    ['TRF-2026', ['--format', '2026'], /^012 .*\r\n/, '\r\n'],
    ['TRF16', ['--format', '16'], /^012 [^\r]*\n/, '\n'],
  ])('%s: written, and arbiter dutch -c finds every round as the engine pairs it', async (_what, format, first, eol) => {
    const dir = tempDir();
    await ok(dir, 'new', '--file', 'sw.txt', '--from-trf', reference);
    await ok(dir, 'export', 'trf', '--file', 'sw.txt', 'out.trf', ...format);
    const text = readFileSync(join(dir, 'out.trf'), 'utf8');
    expect(text).toMatch(first);
    expect(text.split(eol).filter((l) => l.startsWith('001')).length).toBe(56);
    expect(await ok(dir, 'dutch', 'out.trf', '-c')).toContain('all 7 rounds agree');
    // And it imports back with the same players and rounds.
    expect(await ok(dir, 'new', '--file', 'again.txt', '--from-trf', 'out.trf')).toMatch(/56 players and 7 rounds/);
  });

  it('the TRF-2026 export writes the point values as 162 and the planned rounds as 142', async () => {
    const dir = tempDir();
    await ok(dir, 'new', '--file', 'sw.txt', '--system', 'swiss-dutch', '--rounds', '5', '--points-win', '3', '--points-draw', '1');
    await ok(dir, 'player', 'add', 'Jansen', '--rating', '2000', '--file', 'sw.txt');
    const text = await ok(dir, 'export', 'trf', '--file', 'sw.txt');
    expect(text.split('\r\n')).toEqual(expect.arrayContaining(['142 5', '162  W 3.0    D 1.0    L 0.0    A 0.0    P 1.0']));
  });

  it("FIDE's default scoring writes no 162 (C.04 Annex 2: mandatory only when it differs); the file reads back identically", async () => {
    const dir = tempDir();
    await ok(dir, 'new', '--file', 'sw.txt', '--system', 'swiss-dutch', '--rounds', '3', '--name', 'Default Open');
    await addPlayers(dir, 'sw.txt', [
      ['Alpha', '2100'],
      ['Beta', '2000'],
      ['Gamma', '1900'],
      ['Delta', '1800'],
      ['Eps', '1700'],
    ]);
    for (let round = 1; round <= 2; round++) {
      await ok(dir, 'pair', '--file', 'sw.txt');
      await ok(dir, 'result', '1', '1-0', '--file', 'sw.txt');
      await ok(dir, 'result', '2', '1/2-1/2', '--file', 'sw.txt');
    }
    await ok(dir, 'export', 'trf', '--file', 'sw.txt', 'out.trf');
    const text = readFileSync(join(dir, 'out.trf'), 'utf8');
    expect(text.split('\r\n').filter((l) => /^(162|BB)/.test(l))).toEqual([]);
    expect(text.split('\r\n')).toEqual(expect.arrayContaining(['142 3']));
    // Our reader: the file parses and writes back byte for byte; imported, it exports the same file.
    const parsed = parseTrf2026(text);
    expect(parsed.ok && makeTrf2026(parsed.value)).toBe(text);
    await ok(dir, 'new', '--file', 'again.txt', '--from-trf', 'out.trf');
    expect(await ok(dir, 'export', 'trf', '--file', 'again.txt')).toBe(text);
    expect(await ok(dir, 'dutch', 'out.trf', '-c')).toContain('all 2 rounds agree');
  });

  it('refuses what TRF-2026 cannot hold, and an unknown format, with one line', async () => {
    const dir = tempDir();
    await ok(dir, 'new', '--file', 'sw.txt', '--system', 'swiss-dutch', '--points-forfeit-loss', '0.5');
    const r = await arbiter(dir, 'export', 'trf', '--file', 'sw.txt');
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/forfeit loss 0\.5 .*162 has one value for both/);
    expect((await arbiter(dir, 'export', 'trf', '--format', '16', '--file', 'sw.txt')).code).toBe(0);
    const bad = await arbiter(dir, 'export', 'trf', '--format', '17', '--file', 'sw.txt');
    expect(bad.code).not.toBe(0);
    expect(bad.err).toMatch(/--format/);
  });
});

describe('the details of a tournament (TRF 022–122): new --KEY, set KEY, the file, the export', () => {
  it('are given at new, changed or cleared by set, shown by show, and written as TRF header records', async () => {
    const dir = tempDir();
    await ok(
      dir,
      'new',
      '--file',
      'sw.txt',
      '--system',
      'swiss-dutch',
      '--rounds',
      '5',
      '--name',
      'Open',
      '--place',
      'Leuven',
      '--federation',
      'bel',
      '--start-date',
      '2026-03-01',
      '--end-date',
      '2026-03-05',
      '--chief-arbiter',
      'IA Jansen, Piet',
      '--deputy-arbiters',
      'Peeters, An; Claes, Bo',
      '--time-control',
      '90 min + 30 s/move',
    );
    expect(readFileSync(join(dir, 'sw.txt'), 'utf8')).toContain(
      'place Leuven\nfederation BEL\nstart-date 2026-03-01\nend-date 2026-03-05\nchief-arbiter "IA Jansen, Piet"\ndeputy-arbiter "Peeters, An"\ndeputy-arbiter "Claes, Bo"\ntime-control "90 min + 30 s/move"\n',
    );
    expect(await ok(dir, 'set', 'place', 'Gent', '--file', 'sw.txt')).toBe('place Gent\n');
    expect(await ok(dir, 'set', 'deputy-arbiters', '', '--file', 'sw.txt')).toBe('deputy-arbiters cleared\n');
    expect(await ok(dir, 'show', '--file', 'sw.txt')).toContain('  place                        Gent\n  federation                   BEL\n');
    const trf = await ok(dir, 'export', 'trf', '--format', '16', '--file', 'sw.txt');
    expect(trf.split('\n').slice(0, 9)).toEqual([
      '012 Open',
      '022 Gent',
      '032 BEL',
      '042 2026/03/01',
      '052 2026/03/05',
      '062 0',
      '072 0',
      '092 Individual: Swiss-System (FIDE Dutch)',
      '102 IA Jansen, Piet',
    ]);
    expect(trf).not.toMatch(/^112/m);
  });

  it.each([
    [['--start-date', '2026-02-30'], /start date: 2026-02-30 is not a day of the calendar/],
    [['--federation', 'Belgium'], /federation: "Belgium" is not a FIDE federation/],
    [['--start-date', '2026-03-05', '--end-date', '2026-03-01'], /end date: 2026-03-01 is before the start date 2026-03-05/],
    [['--place', 'Leuven\nGent'], /place: holds a line break/],
  ])('refuses %j with one line, making no file', async (args, message) => {
    const dir = tempDir();
    const r = await arbiter(dir, 'new', '--file', 'sw.txt', ...args);
    expect(r.code).toBe(2);
    expect(r.err).toMatch(message);
    expect(existsSync(join(dir, 'sw.txt'))).toBe(false);
  });
});

describe('every option of every system is documented (docs/systems.md) and accepted by new', () => {
  const doc = readFileSync(new URL('../../docs/systems.md', import.meta.url), 'utf8');
  const cases = SYSTEMS.flatMap((system) => optionsOf(system).map((spec) => ({ system, spec })));
  it.each(cases.map(({ system, spec }) => ({ system, key: spec.key, spec })))('$system --$key', async ({ system, spec }) => {
    expect(doc).toContain(`\`--${spec.key}\``);
    const dir = tempDir();
    const value = spec.make(defaultSettingsOf(system));
    await ok(dir, 'new', '--file', 't.txt', '--system', system, `--${spec.key}`, value);
    expect(readFileSync(join(dir, 't.txt'), 'utf8')).toContain(`setting ${spec.key} ${value}\n`);
  });
});

describe('a Swiss from the command line (issue 3, point 5)', () => {
  it('pairs 5 rounds of 11 players by the Dutch system, with the bye, results and standings', async () => {
    const dir = tempDir();
    await ok(dir, 'new', '--file', 'sw.txt', '--system', 'swiss-dutch', '--rounds', '5', '--initial-colour', 'white');
    for (let i = 1; i <= 11; i++) await ok(dir, 'player', 'add', `Player ${String(i).padStart(2, '0')}`, '--rating', String(2400 - i * 50), '--file', 'sw.txt');
    const results = ['1-0', '0-1', '1/2-1/2', '1-0', '0-1'];
    const met = new Set<string>();
    for (let r = 1; r <= 5; r++) {
      const out = await ok(dir, 'pair', '--file', 'sw.txt');
      if (r === 1) expect(out).toMatch(/^round 1\n\s+1\s+Player 01\s+- Player 06\s*\n\s+2\s+Player 07\s+- Player 02/); // C.04.3: the bye to the last, S1 meets S2, colours alternate from the top seed's white
      expect(out).toMatch(/bye\s+Player/);
      const text = readFileSync(join(dir, 'sw.txt'), 'utf8');
      const games = [...text.matchAll(new RegExp(`^game (\\d+) (\\d+) (\\d+) \\*$`, 'gm'))];
      expect(games.length).toBe(5);
      for (const [, board, w, b] of games) {
        const key = [Number(w), Number(b)].sort((x, y) => x - y).join('-');
        expect(met.has(key), `rematch ${key} in round ${r}`).toBe(false); // C.04.3 C.1
        met.add(key);
        await ok(dir, 'result', board!, results[(Number(board) + r) % results.length]!, '--file', 'sw.txt');
      }
    }
    const rows = JSON.parse(await ok(dir, 'standings', '--json', '--file', 'sw.txt')) as { score: number; tiebreaks: Record<string, number> }[];
    expect(rows).toHaveLength(11);
    expect(rows.reduce((s, r) => s + r.score, 0)).toBe(5 * 5 + 5); // 5 games and one bye (1 point) a round
    const done = await arbiter(dir, 'pair', '--file', 'sw.txt');
    expect(done.err).toMatch(/all 5 planned rounds are paired/);
  });
});

describe('set: changing a setting', () => {
  it('changes a Keizer setting for the whole season and refuses a bad one', async () => {
    const dir = tempDir();
    await fourPlayers(dir);
    await playRound(dir, 't.txt', ['Slager-Bakker', 'Pietersen-Jansen'], ['1 1-0', '2 1/2-1/2']);
    const set = await arbiter(dir, 'set', 'top', '9', '--file', 't.txt');
    expect(set.err).toBe('warning: top changed: the scores and values of the whole season are recomputed with it\n');
    expect((await standingsJson(dir)).map((r) => [r.name, r.score])).toEqual([
      ['Jansen', 13],
      ['Slager', 13],
      ['Pietersen', 12.5],
      ['Bakker', 7],
    ]);
    const bad = await arbiter(dir, 'set', 'iteration', 'often', '--file', 't.txt');
    expect(bad.code).not.toBe(0);
    expect(bad.err).toBe('arbiter: iteration often: expected none, final, converge, phased\n');
  });

  it('warns when the tie-breaks change after round 1 (C.07)', async () => {
    const dir = tempDir();
    await ok(dir, 'new', '--file', 'rr.txt', '--system', 'round-robin');
    for (const n of ['A', 'B', 'C', 'D']) await ok(dir, 'player', 'add', n, '--file', 'rr.txt');
    await ok(dir, 'pair', '--file', 'rr.txt');
    // FIDE mode (on by default for a round robin): refused until confirmed, then recorded.
    const refused = await arbiter(dir, 'set', 'tiebreaks', 'sonneborn-berger,wins', '--file', 'rr.txt');
    expect(refused.code).toBe(2);
    expect(refused.err).toMatch(
      /^arbiter: FIDE mode: tiebreaks changed from .* after round 1 was paired — the tie-breaks are announced before the tournament starts \(C\.07 4\.1\); confirm it .*; add --confirm to do it \(nothing was changed\)\n$/,
    );
    expect(readFileSync(join(dir, 'rr.txt'), 'utf8')).not.toContain('setting tiebreaks sonneborn-berger,wins\n');
    const r = await arbiter(dir, 'set', 'tiebreaks', 'sonneborn-berger,wins', '--file', 'rr.txt', '--confirm');
    expect(r.code).toBe(0);
    expect(r.err).toMatch(/warning: the tie-breaks were changed after round 1/);
    const file = readFileSync(join(dir, 'rr.txt'), 'utf8');
    expect(file).toContain('setting tiebreaks sonneborn-berger,wins\n');
    expect(file).toMatch(
      /^fide-event 1 tiebreaks-changed cli:\S+ "tiebreaks changed from direct-encounter,wins,sonneborn-berger,koya to sonneborn-berger,wins after round 1 was paired"$/m,
    );
    // C.07 2026 Article 8: a round robin refuses the Buchholz family, confirmed or not.
    const bh = await arbiter(dir, 'set', 'tiebreaks', 'DE,BH/C1', '--confirm', '--file', 'rr.txt');
    expect(bh.err).toBe('arbiter: tiebreaks: BH-C1: the Buchholz tie-breaks must not be used in a round-robin (C.07 8, 2026)\n');
  });
});

describe('a DO-TO-HO stage feeds a final (issue 4)', () => {
  it('plays the stage, then seeds a round robin with its first four', async () => {
    const dir = tempDir();
    await ok(dir, 'new', '--file', 'stage.txt', '--system', 'dotoho', '--games', '2');
    for (let i = 1; i <= 8; i++) await ok(dir, 'player', 'add', `P${i}`, '--rating', String(2000 - i * 10), '--file', 'stage.txt');
    for (;;) {
      const r = await arbiter(dir, 'pair', '--file', 'stage.txt');
      if (r.code !== 0) {
        expect(r.err).toMatch(/the DO-TO-HO plan has \d+ rounds, all paired/);
        break;
      }
      const boards = [...readFileSync(join(dir, 'stage.txt'), 'utf8').matchAll(/^game (\d+) \d+ \d+ \*$/gm)].map((m) => m[1]!);
      for (const b of boards) await ok(dir, 'result', b, '1-0', '--file', 'stage.txt');
    }
    // Every player played exactly 2 games (the plan's R).
    const games = [...readFileSync(join(dir, 'stage.txt'), 'utf8').matchAll(/^game \d+ (\d+) (\d+) 1-0$/gm)].flatMap((m) => [m[1], m[2]]);
    for (let i = 1; i <= 8; i++) expect(games.filter((g) => g === String(i))).toHaveLength(2);
    const stage = JSON.parse(await ok(dir, 'standings', '--json', '--file', 'stage.txt')) as { rank: number; name: string }[];
    expect(stage[3]!.rank).toBeLessThan(stage[4]!.rank); // the tie-breaks separate places 4 and 5 (by lot at worst)
    const r = await arbiter(dir, 'new', '--file', 'final.txt', '--system', 'round-robin', '--qualifiers-from', 'stage.txt', '--qualifiers', '4');
    expect(r.err).toBe('');
    expect(r.code).toBe(0);
    const list = JSON.parse(await ok(dir, 'player', 'list', '--json', '--file', 'final.txt')) as { id: number; name: string }[];
    expect(list.map((p) => p.name)).toEqual(stage.slice(0, 4).map((s) => s.name));
    expect(list.map((p) => p.id)).toEqual([1, 2, 3, 4]);
    expect(readFileSync(join(dir, 'final.txt'), 'utf8')).toContain('setting numbering given\n');
  });
});

describe('pairing by hand in every system', () => {
  it('a Swiss outside FIDE mode: the rematch is a warning that needs --force, a player with the bye and a game is refused', async () => {
    const dir = tempDir();
    await ok(dir, 'new', '--file', 'sw.txt', '--system', 'swiss-dutch', '--rounds', '3', '--fide-mode', 'off');
    for (const n of ['A', 'B', 'C', 'D', 'E']) await ok(dir, 'player', 'add', n, '--file', 'sw.txt');
    await playRound(dir, 'sw.txt', ['A-B', 'C-D', '--bye', 'E'], ['1 1-0', '2 0-1']);
    const twice = await arbiter(dir, 'pair', '--manual', 'A-E', 'C-D', '--bye', 'E', '--file', 'sw.txt');
    expect(twice.err).toMatch(/the pairing is not possible: E is paired twice/);
    const rematch = await arbiter(dir, 'pair', '--manual', 'B-A', 'D-E', '--bye', 'C', '--file', 'sw.txt');
    expect(rematch.code).not.toBe(0);
    expect(rematch.err).toMatch(/warning: B and A met before \(round 1\): against the repeat rule \(players never meet twice\)/);
    expect(await ok(dir, 'pair', '--manual', 'A-D', 'E-B', '--bye', 'C', '--file', 'sw.txt')).toMatch(/bye\s+C/);
  });

  it('a Swiss in FIDE mode (the default): the rematch breaks an absolute criterion and is refused even forced (C.04.3 C1)', async () => {
    const dir = tempDir();
    expect(await ok(dir, 'new', '--file', 'sw.txt', '--system', 'swiss-dutch', '--rounds', '3')).toMatch(/, FIDE mode on\n$/);
    for (const n of ['A', 'B', 'C', 'D', 'E']) await ok(dir, 'player', 'add', n, '--file', 'sw.txt');
    await playRound(dir, 'sw.txt', ['A-B', 'C-D', '--bye', 'E'], ['1 1-0', '2 0-1']);
    const rematch = await arbiter(dir, 'pair', '--manual', 'B-A', 'D-E', '--bye', 'C', '--force', '--confirm', '--file', 'sw.txt');
    expect(rematch.code).toBe(2);
    expect(rematch.err).toBe(
      'arbiter: FIDE mode: the pairing breaks an absolute criterion: B and A met in round 1 (C.04.3 C1: no rematch) (C.04.2 1.5: the correct pairings are not altered)\n',
    );
    // E had the pairing-allocated bye in round 1: a second one is refused (C.04.3 C2).
    const bye = await arbiter(dir, 'pair', '--manual', 'A-D', 'C-B', '--bye', 'E', '--force', '--file', 'sw.txt');
    expect(bye.err).toMatch(/E already had a bye or a win without playing \(C\.04\.3 C2/);
  });

  it('leaving FIDE mode: refused without --confirm, recorded with it, and never entered again', async () => {
    const dir = tempDir();
    await ok(dir, 'new', '--file', 'sw.txt', '--system', 'swiss-dutch');
    const asked = await arbiter(dir, 'set', 'fide-mode', 'off', '--file', 'sw.txt');
    expect(asked.code).toBe(2);
    expect(asked.err).toMatch(/^arbiter: FIDE mode: FIDE mode left after round 0 — .*cannot be entered again; confirm it .*add --confirm/);
    expect(await ok(dir, 'show', '--file', 'sw.txt')).toMatch(/fide-mode\s+on\s/);
    await ok(dir, 'set', 'fide-mode', 'off', '--confirm', '--file', 'sw.txt');
    const shown = await ok(dir, 'show', '--file', 'sw.txt');
    expect(shown).toMatch(/fide-mode\s+off\s/);
    expect(shown).toMatch(/FIDE mode, round 0, fide-mode-off: FIDE mode left after round 0 \(by cli:\S+\)/);
    const again = await arbiter(dir, 'set', 'fide-mode', 'on', '--confirm', '--file', 'sw.txt');
    expect(again.err).toBe('arbiter: FIDE mode: it was left and cannot be entered again (the exit is one-way)\n');
    expect(await ok(dir, 'export', 'trf', '--file', 'sw.txt')).toMatch(
      /^### FIDE mode: off\r?\n### FIDE mode, round 0, fide-mode-off: FIDE mode left after round 0 \(by cli:\S+\)\r?$/m,
    );
  });
});
