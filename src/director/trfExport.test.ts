import { describe, expect, it } from 'vitest';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEFAULT_SWISS_SETTINGS, DEFAULT_ROUND_ROBIN_SETTINGS } from '../core/settings.js';
import type { Tournament } from '../core/tournament.js';
import type { GameResult } from '../core/game.js';
import { addPlayer, addRound, markAbsent, must, setResult } from '../core/tournamentOps.js';
import { pairNextRound } from './operations.js';
import { standings } from './registry.js';
import { makeFideRatingReport, makeTournamentTrf } from './trfExport.js';
import { readFideRatingReport, tournamentGames } from '../formats/fideReport.js';
import { springOpen } from '../../test/springOpen.js';
import { readTrfFile } from '../formats/trfFile.js';
import { makeTrfPlayerLine } from '../formats/trf.js';
import { tournamentFromTrf, tournamentFromTrfFile } from '../formats/trfTournament.js';
import { main } from '../cli/main.js';
import { bufferIo } from '../cli/io.js';

/** Four players registered in this order (numbers 1–4), not in rating order. */
const four: Tournament = {
  name: 'Open Leuven',
  details: {
    place: 'Leuven',
    federation: 'BEL',
    startDate: '2026-03-01',
    endDate: '2026-03-05',
    chiefArbiter: 'IA Jansen, Piet 205672',
    deputyArbiters: ['FA Peeters, An', 'Claes, Bo'],
    timeControl: '90 min/40 moves + 30 min + 30 s/move',
  },
  plannedRounds: 3,
  settings: { ...DEFAULT_SWISS_SETTINGS, initialColour: 'white', tiebreaks: [] },
  players: [
    { id: 1, name: 'Claes, Dirk', rating: 1800 },
    { id: 2, name: 'Aerts, Eva', rating: 2250, title: 'FM' },
    { id: 3, name: 'Dewulf, Jan' },
    { id: 4, name: 'Baert, Lies', rating: 2250, title: 'IM' },
  ],
  rounds: [],
  absences: [],
};

/** `four` after round 1: Baert–Claes 1-0 on board 1, Dewulf–Aerts `board2` on board 2. */
const afterRound1 = (board2: GameResult): Tournament =>
  must(
    addRound(four, {
      number: 1,
      games: [
        { board: 1, white: 4, black: 1, result: '1-0' },
        { board: 2, white: 3, black: 2, result: board2 },
      ],
      byes: [],
    }),
  );

const text = (t: Tournament, format: '2026' | '16') => must(makeTournamentTrf(t, standings(t), format));

describe('the TRF export (makeTournamentTrf, one function for the CLI and the web)', () => {
  it('numbers the players by the initial ranking and writes every header record the tournament knows', () => {
    // Start numbers by hand (GHR 2026 Art. 2): Baert 2250 IM = 1, Aerts 2250 FM = 2, Claes 1800 = 3, Dewulf unrated = 4.
    const r1 = afterRound1('--');
    const trf = text(r1, '16');
    expect(trf.split('\n').slice(0, 15)).toEqual([
      '012 Open Leuven',
      '022 Leuven',
      '032 BEL',
      '042 2026/03/01',
      '052 2026/03/05',
      '062 4',
      '072 3',
      '092 Individual: Swiss-System (FIDE Dutch)',
      '102 IA Jansen, Piet 205672',
      '112 FA Peeters, An',
      '112 Claes, Bo',
      '122 90 min/40 moves + 30 min + 30 s/move',
      // TRF-2026 192, kept in TRF16 as a header line: the Dutch rules in force (the tournament's default).
      '192 FIDE_DUTCH_2025',
      // FIDE mode, on by default for a FIDE Swiss (director/fideMode.ts), as a ### comment (TRF-2026 Remark 1).
      '### FIDE mode: on',
      'XXR 3',
    ]);
    // 001 records in start-number order; opponents by start number; the double forfeit keeps its colours.
    expect(
      trf
        .split('\n')
        .filter((l) => l.startsWith('001'))
        .map((l) => `${l.slice(4, 8).trim()} ${l.slice(14, 47).trim()} |${l.slice(91)}`),
    ).toEqual(['1 Baert, Lies |   3 w 1', '2 Aerts, Eva |   4 b -', '3 Claes, Dirk |   1 b 0', '4 Dewulf, Jan |   2 w -']);
    expect(trf).toMatch(/^XXC white1$/m);
  });

  it('writes TRF-2026 with CR LF line ends and the records of TRF-2026 (142, 152, 162)', () => {
    const r1 = afterRound1('0-1');
    const trf = text(r1, '2026');
    expect(trf.endsWith('\r\n')).toBe(true);
    expect(trf.split('\r\n')).toEqual(expect.arrayContaining(['142 3', '152 W', '042 2026/03/01', '112 Claes, Bo']));
    expect(trf).not.toMatch(/^XXR/m);
  });

  // Every kind of result and bye, both formats: tournament → TRF → tournament gives the same rounds.
  const kinds: [result: GameResult, why: string][] = [
    ['1-0', 'a win'],
    ['0-1', 'a loss'],
    ['1/2-1/2', 'a draw'],
    ['+-', 'a forfeit win for white'],
    ['-+', 'a forfeit win for black'],
    ['--', 'a double forfeit: both lose, the colours stay'],
  ];
  it.each(['16', '2026'] as const)('every kind of result and bye comes back from TRF %s', (format) => {
    const many: Tournament = {
      name: 'Kinds',
      plannedRounds: 2,
      settings: { ...DEFAULT_SWISS_SETTINGS, tiebreaks: [] },
      players: Array.from({ length: 17 }, (_, i) => ({ id: i + 1, name: `Player ${String(i + 1).padStart(2, '0')}`, rating: 2000 - 10 * i })),
      rounds: [],
      absences: [
        { round: 1, player: 14, kind: 'full-bye' },
        { round: 1, player: 15, kind: 'half-bye' },
        { round: 1, player: 16, kind: 'zero-bye' },
      ],
    };
    const round1 = {
      number: 1,
      // Boards 1–6: each kind of result; 13 has the pairing-allocated bye; 14–16 requested byes; 17 absent.
      games: kinds.map(([result], i) => ({ board: i + 1, white: 2 * i + 1, black: 2 * i + 2, result })),
      byes: [13],
    };
    let t = must(markAbsent(many, 17, 'unexcused'));
    t = must(addRound(t, round1));
    const file = readTrfFile(text(t, format));
    if (!file.ok) throw new Error(file.error.message);
    const back = tournamentFromTrf(file.value.tournament);
    if (!back.ok) throw new Error(back.error.message);
    expect(back.value.rounds).toEqual(t.rounds);
    expect(back.value.absences.filter((a) => a.round === 1).sort((a, b) => a.player - b.player)).toEqual([
      { round: 1, player: 14, kind: 'full-bye' },
      { round: 1, player: 15, kind: 'half-bye' },
      { round: 1, player: 16, kind: 'zero-bye' },
      // TRF has one zero-point entry (Z) for a requested zero-point bye and an absence.
      { round: 1, player: 17, kind: 'zero-bye' },
    ]);
    expect(back.value.details).toBeUndefined();
  });

  it('reads the header records back as the details', () => {
    const r1 = afterRound1('0-1');
    for (const format of ['16', '2026'] as const) {
      const file = readTrfFile(text(r1, format));
      if (!file.ok) throw new Error(file.error.message);
      const back = tournamentFromTrf(file.value.tournament);
      expect(back.ok && back.value.details).toEqual(four.details);
      // The TRF's numbers become the players' numbers and their start numbers.
      expect(back.ok && back.value.players.map((p) => [p.id, p.name, p.startNumber])).toEqual([
        [1, 'Baert, Lies', 1],
        [2, 'Aerts, Eva', 2],
        [3, 'Claes, Dirk', 3],
        [4, 'Dewulf, Jan', 4],
      ]);
    }
  });

  it('leaves out a header value of another program that does not read as its field', () => {
    const player = makeTrfPlayerLine({ id: 1, sex: '', title: '', name: 'A', rating: 2000, federation: '', fideId: '', birthDate: '', points: 0, rank: undefined, rounds: [] });
    const trf = ['012 Elsewhere', '032 Belgium', '042 1 March 2026', '052 2026/03/05', '102 Arbiter', 'XXR 1', player, ''].join('\n');
    const file = readTrfFile(trf);
    if (!file.ok) throw new Error(file.error.message);
    const back = tournamentFromTrf(file.value.tournament);
    expect(back.ok && back.value.details).toEqual({ endDate: '2026-03-05', chiefArbiter: 'Arbiter' });
  });

  it('numbers a round robin by its Berger pairing numbers', () => {
    const rr: Tournament = { ...four, settings: { ...DEFAULT_ROUND_ROBIN_SETTINGS, numbering: 'rating', tiebreaks: [] } };
    const numbers = text(rr, '16')
      .split('\n')
      .filter((l) => l.startsWith('001'))
      .map((l) => `${l.slice(4, 8).trim()} ${l.slice(14, 47).trim()}`);
    // Numbering by rating (then name): Aerts 2250, Baert 2250, Claes 1800, Dewulf.
    expect(numbers).toEqual(['1 Aerts, Eva', '2 Baert, Lies', '3 Claes, Dirk', '4 Dewulf, Jan']);
  });
});

/** Results by a fixed pattern (no randomness: the test is the same every run). */
const RESULTS: GameResult[] = ['1-0', '0-1', '1/2-1/2', '1-0', '0-1', '1-0', '+-', '1/2-1/2', '0-1', '--', '-+', '1-0'];

describe('arbiter dutch -c on the export', () => {
  // The 192 record names the edition the rounds were paired by (TRF-2026 Tournament-Type Code Table:
  // FIDE_DUTCH_2025, FIDE_DUTCH_2017, FIDE_DUTCH_2012), and the checker applies it; the import keeps it as the setting.
  it.each(['2025', '2017', '2012'] as const)(
    'agrees with every round of a Swiss by the %s rules registered in non-rating order, with a late entry, byes and forfeits',
    async (rules) => {
      // 21 players registered in an order unrelated to their ratings (i·7 mod 23 spreads them).
      let t: Tournament = {
        name: 'Check',
        plannedRounds: 5,
        settings: { ...DEFAULT_SWISS_SETTINGS, initialColour: 'lots', seed: 7, rules },
        players: [],
        rounds: [],
        absences: [],
      };
      for (let i = 0; i < 21; i++)
        t = must(
          addPlayer(t, { name: `Speler ${String.fromCharCode(65 + ((i * 5) % 21))}${i}`, rating: 1400 + ((i * 7) % 23) * 37, ...(i % 6 === 0 ? { title: 'FM' } : {}) }),
        ).tournament;
      t = must(markAbsent(t, 5, 'half-bye'));
      let k = 0;
      for (let r = 1; r <= 5; r++) {
        if (r === 3) {
          t = must(addPlayer(t, { name: 'Laat, Lotte', rating: 2300 })).tournament;
          t = must(markAbsent(t, 9, 'zero-bye'));
        }
        if (r === 4) t = must(markAbsent(t, 2, 'full-bye'));
        t = must(pairNextRound(t)).tournament;
        for (const g of t.rounds[r - 1]!.games) t = must(setResult(t, { board: g.board }, RESULTS[k++ % RESULTS.length], r));
      }
      expect(t.players.find((p) => p.name === 'Laat, Lotte')?.startNumber).toBe(22);
      const dir = mkdtempSync(join(tmpdir(), 'trf-check-'));
      for (const format of ['2026', '16'] as const) {
        const trf = text(t, format);
        expect(trf).toContain(`192 FIDE_DUTCH_${rules}`);
        writeFileSync(join(dir, `t${format}.trf`), trf);
        const io = bufferIo(dir);
        const code = await main(['dutch', `t${format}.trf`, '-c'], io);
        expect(io.stdout() + io.stderr()).toBe(`all 5 rounds agree with the engine (${rules} rules)\n`);
        expect(code).toBe(0);
        const back = readTrfFile(trf);
        if (!back.ok) throw new Error(back.error.message);
        const imported = tournamentFromTrfFile(back.value);
        if (!imported.ok) throw new Error(imported.error.message);
        expect(imported.value.settings).toMatchObject({ system: 'swiss-dutch', rules });
      }
    },
  );
});

describe('the FIDE rating report (makeFideRatingReport: arbiter report fide)', () => {
  const game = (board: number, white: number, black: number, result?: GameResult) => ({ board, white, black, ...(result ? { result } : {}) });
  // A Keizer season (test/springOpen.ts; its score is made of values, not points); the round entries by hand:
  // Anna: R1 beats Bert (black), R2 loses to Cees (white), R3 double forfeit against Eva → 1 point.
  // Bert: R1 loses, R2 half-point bye, R3 beats Cees → 1.5. Cees: R1 draws Dirk, R2 beats Anna, R3 loses → 1.5.
  // Dirk: R1 draw, R2 forfeit win over Eva, R3 absent → 1.5. Eva: R1 pairing bye, R2 forfeit loss, R3 double forfeit → 1.
  const keizer: Tournament = { ...springOpen, details: { place: 'Utrecht', federation: 'NED', startDate: '2026-03-01', endDate: '2026-03-15' } };

  it('writes every game, the points as the sum of the results (not the Keizer score), and the details', () => {
    const report = must(makeFideRatingReport(keizer, standings(keizer), { chiefArbiter: 'IA Someone', timeControl: '90+30' }));
    const read = readFideRatingReport(report);
    if (!read.ok) throw new Error(read.error.message);
    const key = (g: { round: number; white: number; black: number; result: string }) => `${g.round}:${g.white}-${g.black}:${g.result}`;
    expect(read.value.games.map(key).sort()).toEqual(tournamentGames(keizer).map(key).sort());
    const points = new Map(read.value.trf.players.map((p) => [p.name, p.points]));
    expect(Object.fromEntries(points)).toEqual({ 'Anna Alpha': 1, 'Bert Beta': 1.5, 'Cees Gamma': 1.5, 'Dirk Delta': 1.5, 'Eva Epsilon': 1 });
    // The tournament's details, and the command's flags where it had none.
    for (const line of [
      '012 Spring Open',
      '022 Utrecht',
      '032 NED',
      '042 2026/03/01',
      '052 2026/03/15',
      '062 5',
      '072 4',
      '092 Individual: Keizer system',
      '102 IA Someone',
      '122 90+30',
    ])
      expect(report.split('\n')).toContain(line);
    const anna = read.value.trf.players.find((p) => p.name === 'Anna Alpha');
    expect([anna?.fideId, anna?.birthDate]).toEqual(['2061234', '1998/04/02']);
    expect(read.value.trf.players.find((p) => p.name === 'Bert Beta')?.rounds[1]).toEqual({ opponent: 0, colour: '-', result: 'H' });
    expect(read.value.trf.players.find((p) => p.name === 'Eva Epsilon')?.rounds[0]).toEqual({ opponent: 0, colour: '-', result: 'U' });
  });

  it('lets a flag stand in for a detail of the tournament, by the same field rules', () => {
    expect(must(makeFideRatingReport(keizer, standings(keizer), { place: 'Amersfoort' }))).toMatch(/^022 Amersfoort$/m);
    const wrong = makeFideRatingReport(keizer, standings(keizer), { endDate: '2026-02-01' });
    expect(wrong.ok ? '' : wrong.error.message).toMatch(/end/);
  });

  it('refuses an unfinished tournament, naming the game', () => {
    const open = { ...keizer, rounds: [...keizer.rounds, { number: 4, games: [game(1, 1, 2)], byes: [] }] };
    const r = makeFideRatingReport(open, standings(open));
    expect(r.ok ? '' : r.error.message).toBe('round 4, board 1: the game 1-2 has no result yet');
  });

  // Regression: the report ranked players tied on points by their numbers, not by the tie-breaks.
  // Round 1: 1–2 1-0, 3–4 0-1; round 2: 1–4 1-0, 3–2 1-0. Points: 1: 2, 3: 1, 4: 1, 2: 0. Buchholz (C.07
  // 8.1, the opponents' scores): player 3 met 4 (1) and 2 (0) = 1; player 4 met 3 (1) and 1 (2) = 3. So 4 is
  // second and 3 third, though 3 has the lower number.
  it('ranks players tied on points by the standings’ tie-breaks', () => {
    const swiss: Tournament = {
      ...four,
      details: {},
      settings: { ...DEFAULT_SWISS_SETTINGS, initialColour: 'white', tiebreaks: ['buchholz'] },
      players: [2400, 2300, 2200, 2100].map((rating, i) => ({ id: i + 1, name: `Player ${i + 1}`, rating })),
      rounds: [
        { number: 1, games: [game(1, 1, 2, '1-0'), game(2, 3, 4, '0-1')], byes: [] },
        { number: 2, games: [game(1, 1, 4, '1-0'), game(2, 3, 2, '1-0')], byes: [] },
      ],
    };
    const read = readFideRatingReport(must(makeFideRatingReport(swiss, standings(swiss))));
    if (!read.ok) throw new Error(read.error.message);
    expect(read.value.trf.players.map((p) => [p.id, p.points, p.rank])).toEqual([
      [1, 2, 1],
      [2, 0, 4],
      [3, 1, 3],
      [4, 1, 2],
    ]);
  });
});
