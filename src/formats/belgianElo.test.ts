import { describe, expect, it } from 'vitest';
import { makeBelgianEloReport, type BelgianEloOptions } from './belgianElo.js';
import { DEFAULT_KEIZER_SETTINGS, DEFAULT_SWISS_SETTINGS } from '../core/settings.js';
import type { Player } from '../core/player.js';
import type { Tournament } from '../core/tournament.js';
import type { Game, GameResult } from '../core/game.js';

/**
 * The Belgian rating report against files written by hand from the layout of the federation's own
 * reporting code (FRBE-KBSB-KSB/kbsb, backend/kbsb/interclubs/elo.py, `to_belgian_elo`) and a file it wrote
 * (cropr/kbsb_api, ICN_R1_part1.txt): the expected bytes are these literal lines, CR LF, in Latin-1.
 */
const latin1 = (lines: readonly string[]): Buffer => Buffer.from(lines.map((l) => `${l}\r\n`).join(''), 'latin1');
const game = (board: number, white: number, black: number, result: GameResult): Game => ({ board, white, black, result });

const report = (t: Tournament, options: BelgianEloOptions = {}) => {
  const r = makeBelgianEloReport(t, options);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
};

// A weekend of two rounds, eight players; in round 2 board 4 is a forfeit (no game: blanks for both).
const weekendPlayers: Player[] = [
  { id: 1, name: 'Jansen, Piet', federationId: '12345', nationalRating: 1850 },
  { id: 2, name: 'Müller, Jérôme', federationId: '10234', nationalRating: 1712, rating: 1800 },
  { id: 3, name: 'Peeters, An', federationId: '23456', nationalRating: 1690 },
  { id: 4, name: 'Claes, Bo', federationId: '34567', nationalRating: 1600 },
  { id: 5, name: 'De Smet, Karel', federationId: '4567', nationalRating: 1550 },
  { id: 6, name: 'Wouters, Lien', federationId: '56789', nationalRating: 1500 },
  { id: 7, name: 'Maes, Tom', federationId: '67890' },
  { id: 8, name: 'Dubois, Marc', rating: 1400 },
];
const weekend: Tournament = {
  name: 'Lentetoernooi 2026',
  details: { place: 'Leuven', federation: 'BEL', startDate: '2026-03-07', endDate: '2026-03-08', chiefArbiter: 'Peeters, Ann', timeControl: '90 min + 30 s/move' },
  plannedRounds: 2,
  settings: DEFAULT_SWISS_SETTINGS,
  players: weekendPlayers,
  rounds: [
    { number: 1, games: [game(1, 1, 5, '1-0'), game(2, 6, 2, '1/2-1/2'), game(3, 3, 7, '0-1'), game(4, 8, 4, '1-0')], byes: [] },
    { number: 2, games: [game(1, 7, 1, '1/2-1/2'), game(2, 2, 8, '1-0'), game(3, 4, 6, '0-1'), game(4, 5, 3, '+-')], byes: [] },
  ],
  absences: [],
};

// prettier-ignore
const WEEKEND_FILE = [
  '00A Lentetoernooi 2026',
  '00B 2 rondes',
  '00C Envoi des rondes 1 à 2',
  '00D Envoi par : elo@schaakclub.be',
  '00E Envoi par le club : 230',
  // 7 games over the board: 5 decisive (+5 -5), 2 drawn (=4); the forfeit is no game.
  '00F P=8 R=2 S=07/03/26 E=08/03/26 +5 =4 -5',
  '012 Lentetoernooi 2026',
  '022 Leuven',
  '032 BEL',
  '042 2026/03/07',
  '052 2026/03/08',
  '062 8',
  '072 6',
  '092 Individual: Swiss-System (FIDE Dutch)',
  '102 Peeters, Ann',
  '122 90 min + 30 s/move',
  // 1 3 5   9    15                                49  53         64   69          82 85     92        102
  // |  |   |     |                                 |   |          |    |           |  |      |         |
  '001    1      Jansen, Piet                      1850           12345             1.5          5 w 1     7 b =',
  '001    2      Müller, Jérôme                    1712           10234             1.5          6 b =     8 w 1',
  '001    3      Peeters, An                       1690           23456             0.0          7 w 0 ',
  '001    4      Claes, Bo                         1600           34567             0.0          8 b 0     6 w 0',
  '001    5      De Smet, Karel                    1550            4567             0.0          1 b 0 ',
  '001    6      Wouters, Lien                     1500           56789             1.5          2 w =     4 b 1',
  '001    7      Maes, Tom                            0           67890             1.5          3 b 1     1 w =',
  '001    8      Dubois, Marc                         0                             1.0          4 w 1     2 b 0',
];

// A Keizer season's first two evenings: in round 1 board 2 is a forfeit, 5 has the bye and 6 is absent;
// in round 2 board 3 is a double forfeit. Only the games over the board are sent.
const season: Tournament = {
  name: 'Keizer 2026-27',
  details: { place: 'Leuven', startDate: '2026-09-03', endDate: '2027-05-27' },
  plannedRounds: 30,
  settings: DEFAULT_KEIZER_SETTINGS,
  players: [
    { id: 1, name: 'Jansen, Piet', federationId: '12345', nationalRating: 1850 },
    { id: 2, name: 'Bakker, Jan', federationId: '23456', nationalRating: 1700 },
    { id: 3, name: 'Claes, Bo', federationId: '34567', nationalRating: 1600 },
    { id: 4, name: 'Dubois, Marc', federationId: '45678', nationalRating: 1500 },
    { id: 5, name: 'Évrard, Luc', federationId: '56789', nationalRating: 1400 },
    { id: 6, name: 'Maes, Tom', federationId: '67890', nationalRating: 1300 },
  ],
  rounds: [
    { number: 1, games: [game(1, 1, 2, '1-0'), game(2, 3, 4, '+-')], byes: [5] },
    { number: 2, games: [game(1, 5, 1, '1/2-1/2'), game(2, 2, 3, '0-1'), game(3, 4, 6, '--')], byes: [] },
  ],
  absences: [{ round: 1, player: 6, kind: 'excused' }],
};

describe('the Belgian rating report, byte for byte', () => {
  it('a weekend of two rounds and eight players', () => {
    const r = report(weekend, { email: 'elo@schaakclub.be', club: '230', tournamentType: 'Individual: Swiss-System (FIDE Dutch)' });
    expect(Buffer.from(r.bytes)).toEqual(latin1(WEEKEND_FILE));
    // Latin-1: "Müller, Jérôme" is one byte a letter (ü FC, é E9, ô F4).
    expect(Buffer.from(r.bytes).includes(Buffer.from([0x4d, 0xfc, 0x6c, 0x6c, 0x65, 0x72, 0x2c, 0x20, 0x4a, 0xe9, 0x72, 0xf4, 0x6d, 0x65]))).toBe(true);
    expect([r.players, r.games]).toEqual([8, 7]);
  });

  it("a Keizer season's evening, sent on its own: its round in the first block, its day in 132", () => {
    const r = report(season, { firstRound: 2, lastRound: 2, startDate: '2026-10-08', email: 'elo@schaakclub.be', club: '230', tournamentType: 'Individual: Keizer system' });
    // prettier-ignore
    expect(Buffer.from(r.bytes)).toEqual(latin1([
      '00A Keizer 2026-27',
      '00B 1 rondes',
      '00C Envoi des rondes 2 à 2',
      '00D Envoi par : elo@schaakclub.be',
      '00E Envoi par le club : 230',
      '00F P=4 R=1 S=08/10/26 E=08/10/26 +1 =2 -1',
      '012 Keizer 2026-27',
      '022 Leuven',
      '042 2026/10/08',
      '052 2026/10/08',
      '062 4',
      '072 4',
      '092 Individual: Keizer system',
      // 1                                                                                        92
      '132                                                                                        26/10/08 ',
      // 4 (double forfeit) and 6 played no game over the board: left out; 5 is number 4.
      '001    1      Jansen, Piet                      1850           12345             0.5          4 b = ',
      '001    2      Bakker, Jan                       1700           23456             0.0          3 w 0 ',
      '001    3      Claes, Bo                         1600           34567             1.0          2 b 1 ',
      '001    4      Évrard, Luc                       1400           56789             0.5          1 w = ',
    ]));
  });

  it('a Keizer season sent whole: the forfeit, the bye and the absence leave blank blocks, no 132 over months', () => {
    const r = report(season);
    // prettier-ignore
    expect(Buffer.from(r.bytes)).toEqual(latin1([
      '00A Keizer 2026-27',
      '00B 2 rondes',
      '00C Envoi des rondes 1 à 2',
      '00F P=4 R=2 S=03/09/26 E=27/05/27 +2 =2 -2',
      '012 Keizer 2026-27',
      '022 Leuven',
      '042 2026/09/03',
      '052 2027/05/27',
      '062 4',
      '072 4',
      '001    1      Jansen, Piet                      1850           12345             1.5          2 w 1     4 b =',
      '001    2      Bakker, Jan                       1700           23456             0.0          1 b 0     3 w 0',
      // 3 won round 1 by forfeit, 5 had the bye: round 1's block is blank.
      '001    3      Claes, Bo                         1600           34567             1.0                    2 b 1',
      '001    4      Évrard, Luc                       1400           56789             0.5                    1 w =',
    ]));
    expect([r.players, r.games]).toEqual([4, 3]);
  });
});

describe('the players missing what the national rating needs', () => {
  it.each([
    // [national id, national rating, what is missing]
    ['12345', 1650, []],
    [undefined, 1650, ['national id']],
    ['12345', undefined, ['national rating']],
    [undefined, undefined, ['national id', 'national rating']],
    // Columns 64–68 hold a Belgian id, 1 to 5 digits; anything else is written blank and listed.
    ['123456', 1650, ['national id']],
    ['BEL-12', 1650, ['national id']],
  ])('id %s, rating %s: %j', (federationId, nationalRating, missing) => {
    const t: Tournament = {
      ...weekend,
      players: weekendPlayers.map((p) => (p.id === 3 ? { id: 3, name: 'Peeters, An', federationId, nationalRating } : p)),
    };
    const listed = report(t).missing.filter((m) => m.id === 3);
    expect(listed).toEqual(missing.length ? [{ id: 3, name: 'Peeters, An', missing }] : []);
  });

  it("lists the weekend's players without id or rating, and only them", () => {
    expect(report(weekend).missing).toEqual([
      { id: 7, name: 'Maes, Tom', missing: ['national rating'] },
      { id: 8, name: 'Dubois, Marc', missing: ['national id', 'national rating'] },
    ]);
  });
});

describe('refusals', () => {
  const renamed = (name: string): Tournament => ({ ...weekend, players: weekendPlayers.map((p) => (p.id === 2 ? { ...p, name } : p)) });
  it.each<[string, Tournament, BelgianEloOptions, string, string]>([
    ['a name Latin-1 cannot hold', renamed('Đoković, Novak'), {}, 'belgian.latin1', 'player 2 (Đoković, Novak): the name holds "Đ"'],
    ['a place Latin-1 cannot hold', { ...weekend, details: { ...weekend.details, place: 'Łódź' } }, {}, 'belgian.latin1', 'the record 022 holds "Ł"'],
    [
      'a game without result',
      { ...weekend, rounds: [weekend.rounds[0]!, { number: 2, games: [{ board: 1, white: 7, black: 1 }], byes: [] }] },
      {},
      'belgian.unfinished',
      'round 2, board 1: the game 7-1 has no result yet',
    ],
    ['rounds not paired', weekend, { firstRound: 2, lastRound: 3 }, 'belgian.rounds', 'rounds 2 to 3: the tournament has rounds 1 to 2'],
    ['no dates', { ...weekend, details: undefined }, {}, 'belgian.date', 'give --start YYYY-MM-DD'],
    ['an end before the start', weekend, { startDate: '2026-03-08', endDate: '2026-03-07' }, 'belgian.date', 'end date: 2026-03-07 is before the start date 2026-03-08'],
    ['a club that is not a number', weekend, { club: 'KSK' }, 'belgian.sender', 'club: "KSK" is not a club number'],
    ['an e-mail without @', weekend, { email: 'elo at club' }, 'belgian.sender', 'e-mail: "elo at club" is not an e-mail address'],
    [
      'only forfeits',
      { ...weekend, rounds: [{ number: 1, games: [game(1, 1, 2, '+-'), game(2, 3, 4, '--')], byes: [] }] },
      {},
      'belgian.no-games',
      'hold no game played over the board',
    ],
  ])('%s', (_what, t, options, code, message) => {
    const r = makeBelgianEloReport(t, options);
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error.code).toBe(code);
      expect(r.error.message).toContain(message);
    }
  });
});
