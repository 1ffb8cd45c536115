// TRF-2026 (FIDE Handbook C.04 Annex 2): records read and written in the columns the spec gives; each case
// names the section it follows. The spec's own example lines are used as they are printed there.
import { describe, expect, it } from 'vitest';
import { makeTrfPlayerLine, type TrfRoundEntry } from './trf.js';
import { makeTrf2026, parseTrf2026, type Trf2026Tournament } from './trf2026.js';

const player = (id: number, points: number, rounds: TrfRoundEntry[] = [], name = `Player ${id}`): string =>
  makeTrfPlayerLine({ id, sex: 'm', title: '', name, rating: 2800 - id, federation: 'BEL', fideId: String(200000 + id), birthDate: '1990/01/01', points, rank: undefined, rounds });
const g = (opponent: number, colour: 'w' | 'b', result: TrfRoundEntry['result']): TrfRoundEntry => ({ opponent, colour, result });
const players = (n: number): string[] => Array.from({ length: n }, (_, k) => player(k + 1, 0));

/**
 * A file as the spec orders it, written by hand: 6 players, 2 rounds played with 3/1/0 scoring (162), two
 * half-point byes announced for round 3 (240), players 1–3 accelerated by one point in rounds 1–2 (250), and
 * two prohibited pairings (260).
 */
const SAMPLE = [
  '012 Open de Test 2026',
  '022 Gent',
  '032 BEL',
  '042 2026/03/07',
  '052 2026/03/08',
  '062 6',
  '072 6',
  '092 Individual: Swiss-System',
  '102 IA Jan Peeters',
  '112 FA Els Maes',
  '122 90 min + 30 sec per move',
  '142 5',
  '152 B',
  '162  W 3.0    D 1.0    L 0.0    A 0.0    P 3.0',
  '172 BEL FIDON',
  '182 arbiter',
  '192 FIDE_DUTCH_2025',
  '202 BH-C1,BH,SB',
  '212 PTS,BH-C1,BH,SB',
  '222 5400+30',
  player(1, 4, [g(4, 'w', '1'), g(6, 'b', '=')]),
  player(2, 4, [g(5, 'b', '='), g(3, 'w', '1')]),
  player(3, 0, [g(6, 'w', '0'), g(2, 'b', '0')]),
  player(4, 0, [g(1, 'b', '0'), g(5, 'w', '0')]),
  player(5, 4, [g(2, 'w', '='), g(4, 'b', '1')]),
  player(6, 4, [g(3, 'b', '1'), g(1, 'w', '=')]),
  '240 H 003    2    5',
  '250      01.0 001 002 0001 0003',
  '260 001 005    1    4',
  '260 001 002    3    6',
];

const crlf = (lines: string[]): string => lines.map((l) => l + '\r\n').join('');

function parsed(text: string): Trf2026Tournament {
  const r = parseTrf2026(text);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

describe('parseTrf2026 / makeTrf2026', () => {
  it('reads a whole file into its records', () => {
    const t = parsed(crlf(SAMPLE));
    expect(t.headers).toEqual(SAMPLE.slice(0, 11));
    expect(t.totalRounds).toBe(5);
    expect(t.initialColour).toBe('black');
    expect(t.scoring).toEqual({ W: 3, D: 1, L: 0, A: 0, P: 3 });
    expect(t.startingRankMethod).toEqual({ federation: 'BEL', method: 'FIDON' });
    expect(t.pairingController).toBe('arbiter');
    expect(t.tournamentType).toBe('FIDE_DUTCH_2025');
    expect(t.tiebreaks).toEqual(['BH-C1', 'BH', 'SB']);
    expect(t.standingsTiebreaks).toEqual(['PTS', 'BH-C1', 'BH', 'SB']);
    expect(t.timeControl).toEqual({ kind: 'both', periods: [{ moves: undefined, seconds: 5400, increment: 30 }] });
    expect(t.players.map((p) => [p.id, p.points, p.rounds.length])).toEqual([
      [1, 4, 2],
      [2, 4, 2],
      [3, 0, 2],
      [4, 0, 2],
      [5, 4, 2],
      [6, 4, 2],
    ]);
    expect(t.byes).toEqual([{ kind: 'H', round: 3, players: [2, 5] }]);
    expect(t.accelerations).toEqual([{ matchPoints: undefined, points: 1, firstRound: 1, lastRound: 2, firstPlayer: 1, lastPlayer: 3 }]);
    expect(t.prohibitions).toEqual([
      { firstRound: 1, lastRound: 5, players: [1, 4] },
      { firstRound: 1, lastRound: 2, players: [3, 6] },
    ]);
  });

  it('writes it back line for line (CR LF after every line, Remark 1)', () => {
    expect(makeTrf2026(parsed(crlf(SAMPLE)))).toBe(crlf(SAMPLE));
    expect(makeTrf2026(parsed(crlf(SAMPLE)), { lineEnd: '\r' })).toBe(SAMPLE.map((l) => l + '\r').join(''));
  });

  it.each([
    ['CR', '\r'],
    ['LF', '\n'],
    ['CRLF', '\r\n'],
  ])('reads %s line ends alike', (_name, eol) => {
    expect(parsed(SAMPLE.join(eol))).toEqual(parsed(crlf(SAMPLE)));
  });

  it('keeps ### comments and unknown records as header lines (Remark 1)', () => {
    const t = parsed(crlf(['### RR1 RRL PPP1 PPP2', '012 T', 'GER    1      Spieler, Eins                      1900', ...players(2)]));
    expect(t.headers).toEqual(['### RR1 RRL PPP1 PPP2', '012 T', 'GER    1      Spieler, Eins                      1900']);
  });

  // The spec's examples, as printed in TRF-2026 (C.04 Annex 2).
  it('Accelerated Rounds (250): the Baku example reads and writes back as printed', () => {
    const lines = ['250 00.0 02.0 001 003 0001 0090', '250 00.0 01.0 004 006 0001 0090'];
    const t = parsed(crlf([...players(90), ...lines]));
    expect(t.accelerations).toEqual([
      { matchPoints: 0, points: 2, firstRound: 1, lastRound: 3, firstPlayer: 1, lastPlayer: 90 },
      { matchPoints: 0, points: 1, firstRound: 4, lastRound: 6, firstPlayer: 1, lastPlayer: 90 },
    ]);
    expect(makeTrf2026(t).split('\r\n').slice(-3, -1)).toEqual(lines);
  });

  it('Prohibited Pairings (260): the example reads and writes back as printed', () => {
    const lines = ['260 001 002  125  180  184  216', '260 001 002  208  222  231', '260 001 002  215  290  302  304  307'];
    const t = parsed(crlf([...players(307), ...lines]));
    expect(t.prohibitions).toEqual([
      { firstRound: 1, lastRound: 2, players: [125, 180, 184, 216] },
      { firstRound: 1, lastRound: 2, players: [208, 222, 231] },
      { firstRound: 1, lastRound: 2, players: [215, 290, 302, 304, 307] },
    ]);
    expect(makeTrf2026(t).split('\r\n').slice(-4, -1)).toEqual(lines);
  });

  it('Bye Section (240): the example "240 H 003  026  047" (two half-point byes in round 3)', () => {
    const t = parsed(crlf([...players(47), '240 H 003  026  047']));
    expect(t.byes).toEqual([{ kind: 'H', round: 3, players: [26, 47] }]);
    // Our writer puts player numbers in four columns, as the 001 records do.
    expect(makeTrf2026(t).split('\r\n').at(-2)).toBe('240 H 003   26   47');
  });

  it.each([
    // Tag 222 examples: 90'+30" ; 100'×40+15'+30" from move 1 ; Armageddon (White 5', Black 4').
    ['5400+30', { kind: 'both', periods: [{ moves: undefined, seconds: 5400, increment: 30 }] }],
    [
      '40/6000+30:900+30',
      {
        kind: 'both',
        periods: [
          { moves: 40, seconds: 6000, increment: 30 },
          { moves: undefined, seconds: 900, increment: 30 },
        ],
      },
    ],
    ['W300-B240', { kind: 'by-colour', white: [{ moves: undefined, seconds: 300, increment: undefined }], black: [{ moves: undefined, seconds: 240, increment: undefined }] }],
  ])('Tag 222: the example %s', (code, expected) => {
    const t = parsed(crlf([`222 ${code}`, ...players(1)]));
    expect(t.timeControl).toEqual(expected);
    expect(makeTrf2026(t).split('\r\n')[0]).toBe(`222 ${code}`);
  });

  it('Tag 162: symbols in columns 6, 15, 24 …, their points in the four columns after (format 11.5)', () => {
    const t = parsed(crlf(['162  W 1.0    D 0.5    X 0.0', ...players(1)]));
    expect(t.scoring).toEqual({ W: 1, D: 0.5, X: 0 });
    const line = '162  P 0.5';
    expect(parsed(crlf([line, ...players(1)])).scoring).toEqual({ P: 0.5 });
    expect(makeTrf2026(parsed(crlf([line, ...players(1)]))).split('\r\n')[0]).toBe(line);
  });

  it('letter codes are case-insensitive: a 240 type "h" reads as H', () => {
    expect(parsed(crlf([...players(2), '240 h 001    2'])).byes).toEqual([{ kind: 'H', round: 1, players: [2] }]);
  });

  it('a 240 bye may repeat what the round column already says ("0000 - H") or fill a blank one', () => {
    const t = parsed(
      crlf([player(1, 0.5, [{ opponent: 0, colour: '-', result: 'H' }]), player(2, 0, [{ opponent: 0, colour: ' ', result: ' ' }]), '240 H 001    1', '240 Z 001    2']),
    );
    expect(t.byes.length).toBe(2);
  });

  const played = player(1, 1, [g(2, 'w', '1')]);
  const other = player(2, 0, [g(1, 'b', '0')]);
  it.each([
    // [what, lines, line, column, code]
    ['142 not a number (Tag 142)', ['142 x', played, other], 1, 5, 'trf2026.line'],
    ['152 neither W nor B (Tag 152)', ['152 G', played, other], 1, 5, 'trf2026.line'],
    ['162 unknown symbol at column 15', ['162  W 3.0    Q 1.0', played, other], 1, 15, 'trf2026.line'],
    ['162 symbol given twice', ['162  W 3.0    W 1.0', played, other], 1, 15, 'trf2026.line'],
    ['162 symbol out of its column', ['162  W 3.0  D 1.0', played, other], 1, 13, 'trf2026.line'],
    ['162 points not like 11.5', ['162  W 3,0', played, other], 1, 8, 'trf2026.line'],
    ['172 unknown ranking method (columns 9-13)', ['172 BEL FIDO', played, other], 1, 9, 'trf2026.line'],
    ['172 federation not a FIDE code (columns 5-7)', ['172 Bel FIDON', played, other], 1, 5, 'trf2026.line'],
    ['192 two words', ['192 FIDE DUTCH', played, other], 1, 9, 'trf2026.line'],
    ['202 empty code between commas', ['202 BH,,SB', played, other], 1, 8, 'trf2026.line'],
    ['222 not a time period', ['222 90min', played, other], 1, 5, 'trf2026.line'],
    ['222 White without Black', ['222 W300-240', played, other], 1, 5, 'trf2026.line'],
    ['222 Black period not a number', ['222 W300-Bx', played, other], 1, 11, 'trf2026.line'],
    ['142 repeated', ['142 5', '142 6', played, other], 2, 1, 'trf2026.duplicate'],
    ['240 unknown bye type (column 5)', [played, other, '240 Q 001    1'], 3, 5, 'trf2026.line'],
    ['240 player number not a number', [played, other, '240 H 002  x'], 3, 12, 'trf2026.line'],
    ['240 player without a 001 record', [played, other, '240 H 002    9'], 3, 14, 'trf2026.contradiction'],
    ['240 round past 142', ['142 3', played, other, '240 H 004    1'], 4, 7, 'trf2026.contradiction'],
    ['240 bye where the player played', [played, other, '240 F 001    2'], 3, 14, 'trf2026.contradiction'],
    ['240 two byes for one player in one round', [played, other, '240 H 002    1', '240 Z 002    1'], 4, 14, 'trf2026.duplicate'],
    ['250 match points in an individual file', [played, other, '250 01.0 01.0 001 003 0001 0002'], 3, 5, 'trf2026.line'],
    ['250 zero fictitious points', [played, other, '250      00.0 001 003 0001 0002'], 3, 10, 'trf2026.line'],
    ['250 last round before the first', [played, other, '250      01.0 003 001 0001 0002'], 3, 19, 'trf2026.line'],
    ['250 last player before the first', [played, other, '250      01.0 001 003 0002 0001'], 3, 28, 'trf2026.line'],
    ['250 records overlapping', [played, other, '250      01.0 001 003 0001 0002', '250      02.0 003 004 0002 0002'], 4, 15, 'trf2026.contradiction'],
    ['260 one player only', [played, other, '260 001 005    1'], 3, 18, 'trf2026.line'],
    ['260 player listed twice', [played, other, '260 001 005    1    1'], 3, 21, 'trf2026.line'],
    ['260 last round before the first', [played, other, '260 003 001    1    2'], 3, 9, 'trf2026.line'],
    ['260 player without a 001 record', [played, other, '260 001 005    1    7'], 3, 21, 'trf2026.contradiction'],
    ['001 line too short', ['001    1      Short'], 1, 20, 'trf2026.line'],
    ['001 bad colour in round 1', [played.replace('2 w 1', '2 x 1'), other], 1, 97, 'trf2026.line'],
    ['001 start number repeated', [played, other, played], 3, 5, 'trf2026.duplicate'],
    ['team record 310 (Team Section)', [played, other, '310   1 India                            IND     2486   15.0   28.0  11     1'], 3, 1, 'trf2026.team'],
    ['team record 013', ['013 Team A                              1    2', played, other], 1, 1, 'trf2026.team'],
    ['abnormal points 299', [played, other, '299 W       1.0   1    1'], 3, 1, 'trf2026.unsupported'],
    ['TRF16 engine record XXR', ['XXR 5', played, other], 1, 1, 'trf2026.engine-record'],
    ['no player', ['012 Empty'], 1, 1, 'trf2026.empty'],
  ] as const)('refuses %s, naming line and column', (_what, lines, line, column, code) => {
    const r = parseTrf2026(crlf([...lines]));
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect([r.error.code, r.error.line, r.error.column]).toEqual([code, line, column]);
    if (code !== 'trf2026.empty') expect(r.error.message).toMatch(new RegExp(`^line ${line}, column ${column}: `));
  });

  it('says what a team record is and what an engine record is called in TRF-2026', () => {
    const team = parseTrf2026(crlf(['310   1 India', player(1, 0)]));
    expect(team.ok ? '' : team.error.message).toContain('team tournament');
    const xxp = parseTrf2026(crlf([player(1, 0), 'XXP 1 2']));
    expect(xxp.ok ? '' : xxp.error.message).toContain('260');
  });
});
