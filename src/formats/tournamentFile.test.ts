import { describe, expect, it } from 'vitest';
import { makeTournamentFile, parseTournamentFile } from './tournamentFile.js';
import { DEFAULT_KEIZER_SETTINGS, DEFAULT_SWISS_SETTINGS } from '../core/settings.js';
import type { Tournament } from '../core/tournament.js';

const sample: Tournament = {
  name: 'Club championship 2026-27',
  plannedRounds: 25,
  settings: {
    ...DEFAULT_KEIZER_SETTINGS,
    top: 40,
    iteration: 'converge',
    absenceScheme: { kind: 'capped', count: 3 },
    repeat: { kind: 'not-within', rounds: 4 },
    initialOrder: [2, 1, 3, 4, 5],
  },
  players: [
    {
      id: 1,
      name: 'Jansen, Piet',
      rating: 1850,
      title: 'FM',
      sex: 'm',
      federation: 'BEL',
      fideId: '205672',
      federationId: '12345',
      club: '230',
      birthDate: '1980-05-01',
      kFactor: 20,
      gamesPlayed: 120,
    },
    { id: 2, name: 'Bakker "de Rots"', rating: 1700 },
    { id: 3, name: 'Slager', sex: 'w', title: 'WIM', federationId: 'A 12 = #3' },
    { id: 4, name: 'Pietersen', club: 'KSK Rochade', withdrawnFromRound: 3 },
    { id: 5, name: 'Late', joinedRound: 2 },
  ],
  rounds: [
    {
      number: 1,
      games: [
        { board: 1, white: 2, black: 1, result: '1/2-1/2' },
        { board: 2, white: 3, black: 4, result: '+-' },
      ],
      byes: [],
    },
    {
      number: 2,
      games: [
        { board: 1, white: 1, black: 3, result: '1-0' },
        { board: 2, white: 5, black: 2 },
      ],
      byes: [],
    },
  ],
  absences: [
    { round: 2, player: 4, kind: 'excused' },
    { round: 3, player: 1, kind: 'club-duty' },
  ],
};

describe('tournament file', () => {
  it('writes a readable file and reads it back to the same tournament', () => {
    const text = makeTournamentFile(sample);
    expect(text).toContain('player 1 "Jansen, Piet" rating=1850 title=FM sex=m fed=BEL fide=205672 id=12345 club=230 born=1980-05-01 k=20 games=120');
    expect(text).toContain('player 3 Slager title=WIM sex=w id="A 12 = #3"');
    expect(text).toContain('setting absences capped:3');
    expect(text).toContain('setting bye-fraction 2/3');
    expect(text).toContain('game 2 5 2 *');
    expect(text).toContain('round 3 unpaired\nabsent 1 club-duty');
    const parsed = parseTournamentFile(text);
    expect(parsed).toEqual({ ok: true, value: sample });
    if (parsed.ok) expect(makeTournamentFile(parsed.value)).toBe(text);
  });

  it('reads CRLF and CR line ends and a byte-order mark', () => {
    const text = makeTournamentFile(sample);
    for (const variant of [text.replace(/\n/g, '\r\n'), text.replace(/\n/g, '\r'), '\uFEFF' + text]) {
      const parsed = parseTournamentFile(variant);
      expect(parsed.ok && parsed.value).toEqual(sample);
    }
  });

  // Each row: a hand edit with a typo and words of the message. The error must name the edited line.
  const damaged: [edit: (text: string) => string, message: RegExp][] = [
    [(t) => t.replace('game 1 2 1 1/2-1/2', 'game 1 2 1 1-1'), /unknown result "1-1"/],
    [(t) => t.replace('game 2 3 4 +-', 'game 2 3 9 +-'), /there is no player 9/],
    [(t) => t.replace('game 2 3 4 +-', 'game 2 3 2 +-'), /player 2 appears twice in round 1/],
    [(t) => t.replace('setting iteration converge', 'setting iteration sometimes'), /setting iteration: "sometimes" is not valid/],
    [(t) => t.replace('setting seed 1', 'setting sede 1'), /unknown setting "sede"/],
    [(t) => t.replace('player 3 Slager', 'player 3 "Slager'), /quote is not closed/],
    [(t) => t.replace('title=WIM', 'title=XM'), /player 3: title: "XM" is not a FIDE title/],
    [(t) => t.replace('sex=w', 'sex=x'), /player 3: sex: "x" is not m or w/],
    [(t) => t.replace('fed=BEL', 'fed=BE'), /player 1: federation: "BE" is not a FIDE federation/],
    [(t) => t.replace('fide=205672', 'fide=20567A'), /player 1: FIDE id: "20567A" is not a FIDE id/],
    [(t) => t.replace('fide=205672', 'fide=205672 fide=1'), /the field fide is given twice/],
    [(t) => t.replace('player 3 Slager', 'player 3 Slager rating=abc'), /player 3: rating: "abc" is not a whole number/],
    [(t) => t.replace('player 3 Slager', 'player 1 Slager'), /player number 1 is used twice/],
    [(t) => t.replace('round 2\n', 'round 4\n'), /round 4 follows round 1/],
    [(t) => t.replace('game 2 5 2 *', 'game 3 5 2 *'), /board 3 follows board 1/],
    [(t) => t.replace('absent 4 excused', 'absent 4 ill'), /KIND one of/],
    [(t) => t.replace('arbiter-tournament 3', 'arbiter-tournament 7'), /format version 7/],
    [(t) => t.replace('round 1\n', 'rnd 1\n'), /unknown line "rnd"/],
  ];
  it.each(damaged.map(([edit, message], i) => ({ i, edit, message })))('refuses a damaged file with the line and the problem (case $i)', ({ edit, message }) => {
    const original = makeTournamentFile(sample).split('\n');
    const text = edit(makeTournamentFile(sample));
    const line = text.split('\n').findIndex((l, i) => l !== original[i]) + 1;
    expect(line).toBeGreaterThan(0);
    const parsed = parseTournamentFile(text);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) {
      expect(parsed.error.line).toBe(line);
      expect(parsed.error.message).toMatch(new RegExp(`^line ${line}`));
      expect(parsed.error.message).toMatch(message);
    }
  });

  it('refuses a file that is not a tournament file', () => {
    const parsed = parseTournamentFile('hello\n');
    expect(parsed.ok || parsed.error.message).toMatch(/expected "arbiter-tournament 3"/);
    expect(parseTournamentFile('').ok).toBe(false);
  });

  it('reads a version 1 file: fide= held the federation id (FIDE or national), and stays the federation id', () => {
    const v1 = 'arbiter-tournament 1\nname X\nsystem keizer\nplayer 1 "Jansen, Piet" rating=1850 fide=12345 club=230\n';
    const parsed = parseTournamentFile(v1);
    expect(parsed.ok && parsed.value.players).toEqual([{ id: 1, name: 'Jansen, Piet', rating: 1850, federationId: '12345', club: '230' }]);
    if (parsed.ok) expect(makeTournamentFile(parsed.value)).toContain('arbiter-tournament 3\n');
    if (parsed.ok) expect(makeTournamentFile(parsed.value)).toContain('player 1 "Jansen, Piet" rating=1850 id=12345 club=230\n');
  });

  it('reads a version 2 Swiss (before the rules edition, the details and the start numbers): the 2017 rules, and writes it back as version 3', () => {
    // As the previous version wrote a Swiss: fide= is the FIDE id since version 2; no "setting rules" line.
    const v2 = [
      'arbiter-tournament 2',
      'name "Open 2025"',
      'system swiss-dutch',
      'rounds 5',
      '',
      'player 1 "Jansen, Piet" rating=2100 title=FM fed=BEL fide=12345',
      'player 2 "Peeters, An" rating=1900',
      'round 1',
      'game 1 1 2 1-0',
      '',
    ].join('\n');
    const parsed = parseTournamentFile(v2);
    if (!parsed.ok) throw new Error(parsed.error.message);
    expect(parsed.value.settings).toMatchObject({ system: 'swiss-dutch', rules: '2017' });
    expect(parsed.value.players).toEqual([
      { id: 1, name: 'Jansen, Piet', rating: 2100, title: 'FM', federation: 'BEL', fideId: '12345' },
      { id: 2, name: 'Peeters, An', rating: 1900 },
    ]);
    expect(parsed.value.rounds).toEqual([{ number: 1, games: [{ board: 1, white: 1, black: 2, result: '1-0' }], byes: [] }]);
    const written = makeTournamentFile(parsed.value);
    expect(written).toContain('arbiter-tournament 3\n');
    expect(written).toContain('setting rules 2017\n');
    const back = parseTournamentFile(written);
    expect(back.ok && back.value).toEqual(parsed.value);
  });

  it('reads codes typed by hand in any case and writes them one way', () => {
    const text = makeTournamentFile(sample).replace('title=FM sex=m fed=BEL', 'title=fm sex=M fed=bel').replace('sex=w', 'sex=f');
    const parsed = parseTournamentFile(text);
    expect(parsed.ok && parsed.value).toEqual(sample);
  });

  // Version 3: the details a TRF reports (022–122) and the start numbers of a Swiss.
  const swiss: Tournament = {
    name: 'Open 2026',
    details: {
      place: 'Leuven',
      federation: 'BEL',
      startDate: '2026-03-01',
      endDate: '2026-03-05',
      chiefArbiter: 'IA Jansen, Piet 205672',
      deputyArbiters: ['FA Peeters, An', 'Claes "Bo"'],
      timeControl: '90 min/40 moves + 30 min + 30 s/move',
    },
    plannedRounds: 5,
    settings: DEFAULT_SWISS_SETTINGS,
    players: [
      { id: 1, name: 'Bakker', rating: 1700, startNumber: 2 },
      { id: 2, name: 'Jansen', rating: 2100, startNumber: 1 },
      { id: 3, name: 'Late', rating: 2300, joinedRound: 2, startNumber: 3 },
    ],
    rounds: [{ number: 1, games: [{ board: 1, white: 2, black: 1, result: '1-0' }], byes: [] }],
    absences: [],
  };

  it('keeps the details and the start numbers (version 3)', () => {
    const text = makeTournamentFile(swiss);
    expect(text).toContain(
      'rounds 5\nplace Leuven\nfederation BEL\nstart-date 2026-03-01\nend-date 2026-03-05\nchief-arbiter "IA Jansen, Piet 205672"\n' +
        'deputy-arbiter "FA Peeters, An"\ndeputy-arbiter "Claes \\"Bo\\""\ntime-control "90 min/40 moves + 30 min + 30 s/move"\n',
    );
    expect(text).toContain('player 3 Late rating=2300 joined=2 start=3\n');
    expect(parseTournamentFile(text)).toEqual({ ok: true, value: swiss });
  });

  // Each row: a hand edit of the details or start numbers and words of the message.
  const badDetails: [edit: (text: string) => string, message: RegExp][] = [
    [(t) => t.replace('federation BEL', 'federation BE'), /federation: "BE" is not a FIDE federation/],
    [(t) => t.replace('start-date 2026-03-01', 'start-date 2026-02-30'), /start date: 2026-02-30 is not a day of the calendar/],
    [(t) => t.replace('end-date 2026-03-05', 'end-date 5 March'), /expected end-date "…"/],
    [(t) => t.replace('place Leuven', 'place Leuven\nplace Gent'), /place is given twice \(first on line/],
    [(t) => t.replace('start=3', 'start=1'), /players 2 and 3 have the same start number 1/],
    [(t) => t.replace(' start=3', ''), /player 3 has no start number/],
    [(t) => t.replace('start=3', 'start=0'), /start: 0 is outside 1–100000/],
  ];
  it.each(badDetails.map(([edit, message], i) => ({ i, edit, message })))('refuses a wrong detail or start number (case $i)', ({ edit, message }) => {
    const parsed = parseTournamentFile(edit(makeTournamentFile(swiss)));
    expect(parsed.ok || parsed.error.message).toMatch(message);
  });

  it('refuses an end date before the start date, naming the end date line', () => {
    const text = makeTournamentFile(swiss).replace('end-date 2026-03-05', 'end-date 2026-02-27');
    const parsed = parseTournamentFile(text);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) {
      expect(parsed.error.line).toBe(text.split('\n').indexOf('end-date 2026-02-27') + 1);
      expect(parsed.error.message).toMatch(/end date: 2026-02-27 is before the start date 2026-03-01/);
    }
  });

  it('reads a federation typed in small letters as capitals', () => {
    const parsed = parseTournamentFile(makeTournamentFile(swiss).replace('federation BEL', 'federation bel'));
    expect(parsed.ok && parsed.value.details?.federation).toBe('BEL');
  });
});

describe("a tournament's language (issue 33): the public page's and the printed sheets'", () => {
  it.each(['nl', 'fr', 'de', 'en'] as const)('language %s is one line of the file, and reads back', (language) => {
    const text = makeTournamentFile({ ...sample, language });
    expect(text.split('\n').filter((l) => l.startsWith('language'))).toEqual([`language ${language}`]);
    const back = parseTournamentFile(text);
    expect(back.ok && back.value.language).toBe(language);
    expect(back.ok && makeTournamentFile(back.value)).toBe(text);
  });

  it('a file without the line has none (each reader his own), and writes none', () => {
    const text = makeTournamentFile(sample);
    expect(text).not.toContain('\nlanguage');
    const back = parseTournamentFile(text);
    expect(back.ok && 'language' in back.value).toBe(false);
  });

  it.each([
    ['language nederlands', /expected "language" followed by one of nl, fr, de, en/],
    ['language', /expected "language" followed by one of nl, fr, de, en/],
    ['language nl\nlanguage fr', /the language is given twice/],
  ])('refuses %j, naming the line', (line, message) => {
    const text = makeTournamentFile(sample).replace('\nsetting ', `\n${line}\nsetting `);
    const parsed = parseTournamentFile(text);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.error.message).toMatch(message);
  });
});

describe('the club variants of issue 32 are written and read back (keizer.md §1, §3, §4)', () => {
  const variants: Tournament = {
    name: 'Club variants',
    plannedRounds: 30,
    settings: {
      ...DEFAULT_KEIZER_SETTINGS,
      absenceScheme: { kind: 'halving' },
      excusedLimit: 4,
      unexcusedFraction: 1 / 6,
      attendance: 'opt-in',
      initialOrder: 'random',
      periods: 3,
    },
    players: [],
    rounds: [],
    absences: [],
  };

  it('each as its setting line, and the file reads back as the same settings and the same bytes', () => {
    const text = makeTournamentFile(variants);
    for (const line of [
      'setting absences halving',
      'setting excused-limit 4',
      'setting unexcused-fraction 1/6',
      'setting attendance opt-in',
      'setting initial-order random',
      'setting periods 3',
    ])
      expect(text).toContain(`${line}\n`);
    const back = parseTournamentFile(text);
    expect(back.ok && back.value.settings).toEqual(variants.settings);
    expect(back.ok && makeTournamentFile(back.value)).toBe(text);
  });

  it('the defaults keep the old meaning: no limit, 0, opt-out, one period', () => {
    const text = makeTournamentFile({ ...variants, settings: DEFAULT_KEIZER_SETTINGS });
    for (const line of ['setting excused-limit none', 'setting unexcused-fraction 0', 'setting attendance opt-out', 'setting initial-order rating', 'setting periods 1'])
      expect(text).toContain(`${line}\n`);
  });

  it.each([
    ['excused-limit', '0'],
    ['unexcused-fraction', '2'],
    ['attendance', 'sometimes'],
    ['periods', '0'],
    ['absences', 'halves'],
    ['initial-order', 'lots'],
  ])('a wrong value of %s (%s) is refused, naming the option', (key, value) => {
    const r = parseTournamentFile(makeTournamentFile(variants).replace(new RegExp(`setting ${key} .*`), `setting ${key} ${value}`));
    expect(r.ok).toBe(false);
    expect(!r.ok && r.error.message).toContain(key);
  });
});

// Files written by the previous version (main c40ca1e, 25 November 2026, before national ratings, sign-ups
// and the club variants), made with its own CLI: a Keizer season (an excused absence, club duty, a draw, a
// forfeit) and a Swiss with FIDE data and details. They load, and what we write of them reads back the same.
const PREVIOUS_KEIZER =
  [
    '# arbiter tournament file. One line per player, game and absence; see the README before editing by hand.',
    'arbiter-tournament 3',
    'name "Club 2025"',
    'system keizer',
    'rounds 4',
    'setting top auto',
    'setting top-ratio none',
    'setting step 1',
    'setting floor none',
    'setting value-base all',
    'setting own-value yes',
    'setting loss-fraction 0',
    'setting bye-fraction 2/3',
    'setting club-duty-fraction 2/3',
    'setting absences third',
    'setting iteration none',
    'setting max-passes 100',
    'setting late-entry nothing',
    'setting credit-before-first-game yes',
    'setting withdrawn keep',
    'setting repeat never',
    'setting colours keizer',
    'setting initial-order rating',
    'setting seed 7',
    '',
    'player 1 "Jansen, Piet" rating=1950 id=12341',
    'player 2 "Bakker, An" rating=1900 id=12342',
    'player 3 "Çelik, Ayşe" rating=1850 id=12343',
    'player 4 Smit rating=1800 id=12344',
    'player 5 Peeters rating=1750 id=12345',
    '',
    'round 1',
    'absent 4 excused',
    'game 1 1 2 1-0',
    'game 2 3 5 1/2-1/2',
    '',
    'round 2',
    'absent 5 club-duty',
    'game 1 1 3 0-1',
    'game 2 2 4 +-',
  ].join('\n') + '\n';
const PREVIOUS_SWISS =
  [
    '# arbiter tournament file. One line per player, game and absence; see the README before editing by hand.',
    'arbiter-tournament 3',
    'name Open',
    'system swiss-dutch',
    'rounds 3',
    'place Leuven',
    'start-date 2025-05-01',
    'end-date 2025-05-02',
    'setting rules 2025',
    'setting points-win 1',
    'setting points-draw 0.5',
    'setting points-loss 0',
    'setting points-forfeit-loss 0',
    'setting points-zero-bye 0',
    'setting points-pairing-bye 1',
    'setting initial-colour lots',
    'setting numbering rating',
    'setting seed 1',
    'setting tiebreaks buchholz-cut1,buchholz,sonneborn-berger,progressive,direct-encounter,wins,black-games',
    'setting tiebreak-edition fide-2026',
    '',
    'player 1 P1 rating=2000 fide=101 born=1991-01-01 start=1',
    'player 2 P2 rating=1900 fide=102 born=1992-01-02 start=2',
    'player 3 P3 rating=1800 fide=103 born=1993-01-03 start=3',
    'player 4 P4 rating=1700 fide=104 born=1994-01-04 start=4',
    '',
    'round 1',
    'game 1 3 1 1-0',
    'game 2 2 4 0-1',
  ].join('\n') + '\n';

describe('files written by the previous version', () => {
  it.each([
    ['a Keizer season', PREVIOUS_KEIZER, 5, 2],
    ['a Swiss with FIDE data', PREVIOUS_SWISS, 4, 1],
  ] as const)('%s loads, and what we write of it reads back identically', (_, text, players, rounds) => {
    const t = parseTournamentFile(text);
    if (!t.ok) throw new Error(t.error.message);
    expect([t.value.players.length, t.value.rounds.length]).toEqual([players, rounds]);
    const written = makeTournamentFile(t.value);
    const back = parseTournamentFile(written);
    expect(back.ok && back.value).toEqual(t.value);
    expect(back.ok && makeTournamentFile(back.value)).toBe(written);
  });

  it('keeps what the previous version wrote: absences, results, FIDE data and details', () => {
    const k = parseTournamentFile(PREVIOUS_KEIZER);
    const s = parseTournamentFile(PREVIOUS_SWISS);
    if (!k.ok || !s.ok) throw new Error('not read');
    expect(k.value.absences).toEqual([
      { round: 1, player: 4, kind: 'excused' },
      { round: 2, player: 5, kind: 'club-duty' },
    ]);
    expect(k.value.rounds[1]?.games.map((g) => g.result)).toEqual(['0-1', '+-']);
    expect(k.value.players[2]).toMatchObject({ name: 'Çelik, Ayşe', rating: 1850, federationId: '12343' });
    // The club variants the file does not name take their defaults, which score as before.
    expect(k.value.settings).toMatchObject({ unexcusedFraction: 0, attendance: 'opt-out', periods: 1 });
    expect(s.value.players[0]).toMatchObject({ name: 'P1', rating: 2000, fideId: '101', birthDate: '1991-01-01' });
    expect(s.value.details).toMatchObject({ place: 'Leuven', startDate: '2025-05-01', endDate: '2025-05-02' });
  });
});

describe('prohibited pairings and the acceleration in the tournament file', () => {
  const swiss: Tournament = {
    name: 'Open',
    plannedRounds: 7,
    settings: { ...DEFAULT_SWISS_SETTINGS, acceleration: 'baku' },
    players: [1, 2, 3, 4].map((id) => ({ id, name: `Player ${id}` })),
    rounds: [],
    absences: [],
    prohibitions: [{ players: [1, 2] }, { players: [2, 3, 4], firstRound: 2, lastRound: 5 }, { players: [1, 4], firstRound: 3 }],
  };
  it('writes them and reads them back', () => {
    const text = makeTournamentFile(swiss);
    expect(text).toContain('setting acceleration baku\n');
    expect(text).toContain('forbid 1 2\nforbid 2 3 4 rounds=2-5\nforbid 1 4 rounds=3-\n');
    expect(parseTournamentFile(text)).toEqual({ ok: true, value: swiss });
  });
  it('reads a file without them (an older file) as none, without acceleration', () => {
    const { prohibitions: _none, ...old } = swiss;
    const text = makeTournamentFile({ ...old, settings: DEFAULT_SWISS_SETTINGS }).replace('setting acceleration none\n', '');
    const r = parseTournamentFile(text);
    expect(r.ok && r.value.prohibitions).toBeUndefined();
    expect(r.ok && r.value.settings).toMatchObject({ acceleration: 'none' });
  });
  it.each([
    ['forbid 1', /expected "forbid PLAYER PLAYER/],
    ['forbid 1 2 rounds=x', /expected "forbid PLAYER PLAYER/],
    ['forbid 1 2 rounds=5-2', /rounds=5-2: the first round comes after the last/],
    ['forbid 1 9', /there is no player 9/],
    ['forbid 1 2 1', /player 1 is named twice/],
  ])('refuses "%s", naming the line', (line, message) => {
    const text = makeTournamentFile({ ...swiss, prohibitions: [] })
      .replace('\n\nplayer 1', `\n\nplayer 1`)
      .replace(/(player 4 "?Player 4"?\n)/, `$1${line}\n`);
    const r = parseTournamentFile(text);
    expect(r.ok ? '' : r.error.message).toMatch(new RegExp(`^line \\d+: ${message.source}`));
  });
});
