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
import { makeTournamentTrf } from './trfExport.js';
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

const text = (t: Tournament, format: '2026' | '16') => must(makeTournamentTrf(t, standings(t), format));

describe('the TRF export (makeTournamentTrf, one function for the CLI and the web)', () => {
  it('numbers the players by the initial ranking and writes every header record the tournament knows', () => {
    // Start numbers by hand (GHR 2026 Art. 2): Baert 2250 IM = 1, Aerts 2250 FM = 2, Claes 1800 = 3, Dewulf unrated = 4.
    const r1 = must(
      addRound(four, {
        number: 1,
        games: [
          { board: 1, white: 4, black: 1, result: '1-0' },
          { board: 2, white: 3, black: 2, result: '--' },
        ],
        byes: [],
      }),
    );
    const trf = text(r1, '16');
    expect(trf.split('\n').slice(0, 14)).toEqual([
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
    const r1 = must(
      addRound(four, {
        number: 1,
        games: [
          { board: 1, white: 4, black: 1, result: '1-0' },
          { board: 2, white: 3, black: 2, result: '0-1' },
        ],
        byes: [],
      }),
    );
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
    const r1 = must(
      addRound(four, {
        number: 1,
        games: [
          { board: 1, white: 4, black: 1, result: '1-0' },
          { board: 2, white: 3, black: 2, result: '0-1' },
        ],
        byes: [],
      }),
    );
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
