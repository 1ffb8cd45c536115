import { describe, expect, it } from 'vitest';
import { DEFAULT_ROUND_ROBIN_SETTINGS, DEFAULT_SWISS_SETTINGS, type RoundRobinSettings } from '../core/settings.js';
import { parseGameEntry, type Game } from '../core/game.js';
import type { Tournament } from '../core/tournament.js';
import type { Round } from '../core/round.js';
import { expelPlayer, must, reinstatePlayer, withdrawPlayer } from '../core/tournamentOps.js';
import { makeTournamentFile, parseTournamentFile } from '../formats/tournamentFile.js';
import { changeSetting, createTournament, enterResult, pairNextRound } from './operations.js';
import { standings } from './registry.js';
import { makeFideRatingReport, makeTournamentTrf } from './trfExport.js';
import { importTrf } from './trfImport.js';

/**
 * What FIDE's rules ask of results and players (issue 35, item 6): scoring systems other than 1-½-0 in
 * round robins (TRF-2026 162) with FIDE mode's check, and the double round robin with its last two rounds of
 * the first cycle swapped or not (C.05 Annex 1). Expected values are worked out by hand in each case.
 */

const who = 'cli:arbiter';

function codeOf(r: { ok: true } | { ok: false; error: { code: string } }): string {
  return r.ok ? 'ok' : r.error.code;
}

/** Four players numbered as given (Berger numbers 1–4 = ids 1–4). */
const rr = (settings: Partial<RoundRobinSettings> = {}, rounds: Round[] = []): Tournament => ({
  name: 'Closed',
  settings: { ...DEFAULT_ROUND_ROBIN_SETTINGS, numbering: 'given', ...settings },
  players: [1, 2, 3, 4].map((id) => ({ id, name: `Player ${id}`, rating: 2000 - id })),
  rounds,
  absences: [],
});

/** Pairs every round of the schedule (no results needed to see the pairings: each round gets its results). */
function allRounds(t: Tournament): [white: number, black: number][][] {
  let cur = t;
  const out: [number, number][][] = [];
  for (;;) {
    const r = pairNextRound(cur, { allowPending: true });
    if (!r.ok) break;
    const round = r.value.tournament.rounds.at(-1)!;
    out.push(round.games.map((g) => [g.white, g.black]));
    cur = { ...r.value.tournament, rounds: r.value.tournament.rounds.map((x) => ({ ...x, games: x.games.map((g) => ({ ...g, result: g.result ?? '1/2-1/2' })) })) };
  }
  return out;
}

describe('double round robin: the last two rounds of the first cycle (C.05 Annex 1)', () => {
  // C.05 Annex 1, Berger table for 3–4 players: round 1 1–4, 2–3; round 2 4–3, 1–2; round 3 2–4, 3–1.
  // The second cycle repeats it with colours reversed. "For a double-round tournament it is recommended that
  // the order of the last two rounds of the first cycle be reversed" (so nobody has a colour three times in a row).
  const r1: [number, number][] = [
    [1, 4],
    [2, 3],
  ];
  const r2: [number, number][] = [
    [4, 3],
    [1, 2],
  ];
  const r3: [number, number][] = [
    [2, 4],
    [3, 1],
  ];
  const rev = (r: [number, number][]) => r.map(([w, b]) => [b, w] as [number, number]);

  it.each([
    ['swapped (the default, C.05 Annex 1)', {}, [r1, r3, r2, rev(r1), rev(r2), rev(r3)]],
    ['swap-last-rounds yes', { swapLastRounds: true }, [r1, r3, r2, rev(r1), rev(r2), rev(r3)]],
    ['swap-last-rounds no: the table as printed', { swapLastRounds: false }, [r1, r2, r3, rev(r1), rev(r2), rev(r3)]],
  ] as const)('%s', (_, s, expected) => {
    expect(allRounds(rr({ cycles: 2, ...s }))).toEqual(expected);
  });

  it('not swapped, player 1 plays black three times in a row (rounds 3–5); swapped, nobody does', () => {
    const colours = (rounds: [number, number][][], id: number) => rounds.map((r) => (r.some(([w]) => w === id) ? 'W' : 'B')).join('');
    expect(colours(allRounds(rr({ cycles: 2, swapLastRounds: false })), 1)).toBe('WWBBBW');
    for (const id of [1, 2, 3, 4]) expect(colours(allRounds(rr({ cycles: 2 })), id)).not.toMatch(/WWW|BBB/);
  });

  it('is a setting of the tournament file (swap-last-rounds), fixed once round 1 is paired; old files keep swapping', () => {
    const made = must(createTournament({ name: 'D', system: 'round-robin', settings: { cycles: '2', 'swap-last-rounds': 'no' } }));
    expect((made.settings as RoundRobinSettings).swapLastRounds).toBe(false);
    const text = makeTournamentFile(made);
    expect(text).toContain('setting swap-last-rounds no');
    expect(parseTournamentFile(text)).toEqual({ ok: true, value: made });
    // A file from before the setting: no line, swapped as it always was.
    const old = ['arbiter-tournament 3', 'name Old', 'system round-robin', 'setting cycles 2', ''].join('\n');
    const read = parseTournamentFile(old);
    expect(read.ok && (read.value.settings as RoundRobinSettings).swapLastRounds).toBe(true);
    const paired = must(pairNextRound(rr({ cycles: 2 }))).tournament;
    expect(codeOf(changeSetting(paired, 'swap-last-rounds', 'no', { who }))).toBe('fixed-setting');
  });
});

describe('scoring systems other than 1-½-0 in a round robin (TRF-2026 162)', () => {
  // Round 1: 1–4 1-0, 2–3 ½-½; round 2: 4–3 0-1, 1–2 ½-½ (Berger table of 4, C.05 Annex 1).
  const played: Round[] = [
    {
      number: 1,
      games: [
        { board: 1, white: 1, black: 4, result: '1-0' },
        { board: 2, white: 2, black: 3, result: '1/2-1/2' },
      ],
      byes: [],
    },
    {
      number: 2,
      games: [
        { board: 1, white: 4, black: 3, result: '0-1' },
        { board: 2, white: 1, black: 2, result: '1/2-1/2' },
      ],
      byes: [],
    },
  ];
  const points = (t: Tournament) => Object.fromEntries(standings(t).rows.map((r) => [r.id, r.score]));

  it.each([
    // 1-½-0: player 1 1+½, player 2 ½+½, player 3 ½+1, player 4 0+0.
    ['1-½-0 (FIDE default)', {}, { 1: 1.5, 2: 1, 3: 1.5, 4: 0 }],
    // 3-1-0 ("football" scoring): player 1 3+1, player 2 1+1, player 3 1+3, player 4 0.
    ['3-1-0', { pointsWin: 3, pointsDraw: 1 }, { 1: 4, 2: 2, 3: 4, 4: 0 }],
    // 2-1-0: player 1 2+1, player 2 1+1, player 3 1+2.
    ['2-1-0', { pointsWin: 2, pointsDraw: 1 }, { 1: 3, 2: 2, 3: 3, 4: 0 }],
  ] as const)('%s: the standings score by it', (_, s, expected) => {
    expect(points(rr(s, played))).toEqual(expected);
  });

  it('a 3-1-0 round robin writes its scoring into the TRF (162 in TRF-2026, BB? in TRF16); the default writes none', () => {
    const t = rr({ pointsWin: 3, pointsDraw: 1 }, played);
    const trf26 = must(makeTournamentTrf(t, standings(t), '2026')).split(/\r?\n/);
    // 162: the symbol in column 6, its points in 7–10, the next every 9 columns (TRF-2026 162): W 3.0, D 1.0,
    // L 0.0, A 0.0, P 0.0 (C.05: the free player of a round robin scores nothing).
    expect(trf26.find((l) => l.startsWith('162'))).toBe('162  W 3.0    D 1.0    L 0.0    A 0.0    P 0.0');
    const trf16 = must(makeTournamentTrf(t, standings(t), '16')).split(/\r?\n/);
    expect(trf16).toContain('BBW  3.0');
    expect(trf16).toContain('BBD  1.0');
    // Player 1: 4 points in columns 81–84.
    expect(trf16.find((l) => l.startsWith('001    1'))?.slice(80, 84)).toBe(' 4.0');
    const plain = rr({}, played);
    expect(
      must(makeTournamentTrf(plain, standings(plain), '2026'))
        .split(/\r?\n/)
        .some((l) => l.startsWith('162')),
    ).toBe(false);
  });

  it.each([
    // C.02 2026 checklist: FIDE mode refuses a scoring in which two draws are worth more than a win and a loss.
    ['points-draw 0.75 (2 × 0.75 > 1 + 0)', 'points-draw', '0.75', 'fide-refused'],
    ['points-win 1.5 with draw ½ (2 × ½ ≤ 1.5)', 'points-win', '1.5', 'ok'],
    ['points-win 3 (3-½-0)', 'points-win', '3', 'ok'],
    ['points-loss 0.5 (2 × ½ ≤ 1 + ½)', 'points-loss', '0.5', 'ok'],
  ])('FIDE mode, a round robin: %s', (_, key, value, code) => {
    expect(codeOf(changeSetting(rr(), key, value, { who }))).toBe(code);
  });

  it('3-2-0 is refused in FIDE mode when the round robin is made, taken outside it', () => {
    const settings = { 'points-win': '3', 'points-draw': '2' };
    expect(codeOf(createTournament({ name: 'R', system: 'round-robin', settings }))).toBe('fide-refused');
    expect(codeOf(createTournament({ name: 'R', system: 'round-robin', settings, fideMode: 'off', who }))).toBe('ok');
  });

  it('a scoring changed after round 1 is confirmed and recorded in FIDE mode (C.04.2 1.4)', () => {
    const t = rr({}, played);
    expect(codeOf(changeSetting(t, 'points-win', '3', { who }))).toBe('fide-confirm');
    const done = must(changeSetting(t, 'points-win', '3', { confirmations: 1, who })).tournament;
    expect(done.fideEvents?.map((e) => e.kind)).toEqual(['scoring-changed']);
  });
});

describe('adjourned games (TRF-2026 X: "unknown result (e.g. adjourned game)", scored as D by default)', () => {
  /** Four players, a Swiss; round 1: 1–3 1-0, 4–2 adjourned (white first). */
  const swiss: Tournament = {
    name: 'Open',
    plannedRounds: 3,
    settings: { ...DEFAULT_SWISS_SETTINGS, initialColour: 'white' },
    players: [1, 2, 3, 4].map((id) => ({ id, name: `Player ${id}`, rating: 2100 - 100 * id, startNumber: id })),
    rounds: [
      {
        number: 1,
        games: [
          { board: 1, white: 1, black: 3, result: '1-0' },
          { board: 2, white: 4, black: 2 },
        ],
        byes: [],
      },
    ],
    absences: [],
  };
  const adjourned = must(enterResult(swiss, { board: 2 }, 'adjourned', { who })).tournament;

  it('is entered as adjourned (or X), kept in the tournament file and read back', () => {
    expect(adjourned.rounds[0]!.games[1]).toEqual({ board: 2, white: 4, black: 2, adjourned: true });
    expect(parseGameEntry('X')).toBe('adjourned');
    const text = makeTournamentFile(adjourned);
    expect(text).toContain('game 2 4 2 adjourned');
    expect(parseTournamentFile(text)).toEqual({ ok: true, value: adjourned });
  });

  it('scores as a draw in the standings (162: X "same as D") until its result is entered', () => {
    const points = (t: Tournament) => Object.fromEntries(standings(t).rows.map((r) => [r.id, r.score]));
    expect(points(adjourned)).toEqual({ 1: 1, 2: 0.5, 3: 0, 4: 0.5 });
    // In a 3-1-0 Swiss an adjourned game scores D's 1 point.
    const threeOne = { ...adjourned, settings: { ...adjourned.settings, pointsWin: 3, pointsDraw: 1, pointsPairingBye: 3 } };
    expect(points(threeOne)).toEqual({ 1: 3, 2: 1, 3: 0, 4: 1 });
    // Resumed and won by black: the real result replaces it.
    const finished = must(enterResult(adjourned, { board: 2 }, '0-1', { who })).tournament;
    expect(points(finished)).toEqual({ 1: 1, 2: 1, 3: 0, 4: 0 });
  });

  it('does not hold up the next round, as a postponed game would (C.04.2: every result first)', () => {
    const postponed = must(enterResult(swiss, { board: 2 }, 'postponed', { who })).tournament;
    expect(codeOf(pairNextRound(postponed))).toBe('results-missing');
    const next = must(pairNextRound(adjourned)).tournament.rounds[1]!;
    // The two have met (C.04.1 2): 4 and 2 are not paired again.
    expect(next.games.some((g) => [g.white, g.black].sort().join('-') === '2-4')).toBe(false);
  });

  it('is paired as a draw: six players, round 1 1–4 1-0, 5–2 adjourned, 3–6 1-0 (C.04.3 2025)', () => {
    const six: Tournament = {
      ...swiss,
      players: [1, 2, 3, 4, 5, 6].map((id) => ({ id, name: `Player ${id}`, rating: 2100 - 100 * id, startNumber: id })),
      rounds: [
        {
          number: 1,
          games: [
            { board: 1, white: 1, black: 4, result: '1-0' },
            { board: 2, white: 5, black: 2, adjourned: true },
            { board: 3, white: 3, black: 6, result: '1-0' },
          ],
          byes: [],
        },
      ],
    };
    // Scored as draws: 1 and 3 on 1 point meet (1–3); 2 and 5 on ½ have met, so both float down to the
    // 0-point players 4 and 6: S1 = {2, 5}, S2 = {4, 6}, 2–4 and 5–6 (neither pair has met).
    // Were it scored as a loss, {2, 4, 5, 6} would be one bracket: S1 = {2, 4}, S2 = {5, 6}, 2–5 a rematch, so 2–6, 4–5.
    const pairs = must(pairNextRound(six))
      .tournament.rounds[1]!.games.map((g) => [g.white, g.black].sort().join('-'))
      .sort();
    expect(pairs).toEqual(['1-3', '2-4', '5-6']);
  });

  it('is written to the TRF as X on both lines, and an X/X pair reads back as an adjourned game', () => {
    const trf = must(makeTournamentTrf(adjourned, standings(adjourned), '2026'));
    const line = (n: number) => trf.split(/\r?\n/).find((l) => l.startsWith(`001 ${String(n).padStart(4)}`))!;
    // Columns 92–95 the opponent, 97 the colour, 99 the result (TRF-2026 player section).
    expect(line(4).slice(91, 99)).toBe('   2 w X');
    expect(line(2).slice(91, 99)).toBe('   4 b X');
    expect(line(4).slice(80, 84)).toBe(' 0.5');
    const back = must(importTrf(trf, 'Open')).tournament;
    expect(back.rounds[0]!.games.find((g) => g.white === 4)).toEqual({ board: 2, white: 4, black: 2, adjourned: true });
    // 162 giving X its default (D's points) reads; other points for X are refused, naming the record.
    const withX = (x: string) => trf.replace(/^(012 .*)$/m, `$1\r\n162  X ${x}`);
    expect(codeOf(importTrf(withX('0.5'), 'Open'))).toBe('ok');
    const refused = importTrf(withX('0.0'), 'Open');
    expect(refused.ok ? '' : refused.error.message).toMatch(/162 gives X \(unknown result\) 0\.0 points/);
  });

  it('is refused by the FIDE rating report until its result is in (B.02: a game is rated when finished)', () => {
    expect(codeOf(makeFideRatingReport(adjourned, standings(adjourned)))).toBe('report.unfinished');
  });
});

describe('expelled players, apart from withdrawn ones', () => {
  /** Six players, a Swiss; round 1: 1–4 1-0, 5–2 ½-½, 3–6 0-1. */
  const swiss: Tournament = {
    name: 'Open',
    plannedRounds: 5,
    settings: { ...DEFAULT_SWISS_SETTINGS, initialColour: 'white' },
    players: [1, 2, 3, 4, 5, 6].map((id) => ({ id, name: `Player ${id}`, rating: 2100 - 100 * id, startNumber: id })),
    rounds: [
      {
        number: 1,
        games: [
          { board: 1, white: 1, black: 4, result: '1-0' },
          { board: 2, white: 5, black: 2, result: '1/2-1/2' },
          { board: 3, white: 3, black: 6, result: '0-1' },
        ],
        byes: [],
      },
    ],
    absences: [],
  };
  const expelled = must(expelPlayer(swiss, 1));

  it('is not paired from the next round on, and is kept apart from a withdrawal in the file', () => {
    expect(expelled.players[0]).toMatchObject({ withdrawnFromRound: 2, expelled: true });
    const next = must(pairNextRound(expelled)).tournament.rounds[1]!;
    expect(next.games.some((g) => g.white === 1 || g.black === 1)).toBe(false);
    expect(next.byes).not.toContain(1);
    const text = makeTournamentFile(expelled);
    expect(text).toContain('player 1 "Player 1" rating=2000 expelled=2 start=1');
    expect(parseTournamentFile(text)).toEqual({ ok: true, value: expelled });
    // A withdrawal stays a withdrawal.
    expect(makeTournamentFile(must(withdrawPlayer(swiss, 1)))).toContain('withdrawn=2');
    expect(codeOf(parseTournamentFile(text.replace('expelled=2', 'expelled=2 withdrawn=2')))).not.toBe('ok');
  });

  it('a Swiss: his games played stand for everyone (FIDE Tournament Rules: the points remain for ranking); shown as expelled', () => {
    const rows = standings(expelled).rows;
    // Player 1 keeps his win over 4, who keeps his loss: 1 has 1 point.
    expect(rows.find((r) => r.id === 1)).toMatchObject({ score: 1, withdrawnFromRound: 2, expelled: true });
    expect(rows.find((r) => r.id === 4)?.score).toBe(0);
    expect(standings(must(withdrawPlayer(swiss, 1))).rows.find((r) => r.id === 1)?.expelled).toBeUndefined();
  });

  it('taken back (a mistake), he is paired again as before', () => {
    const back = must(reinstatePlayer(expelled, 1));
    expect(back.players[0]).toEqual(swiss.players[0]);
    expect(codeOf(expelPlayer(expelled, 1))).toBe('invalid');
  });

  describe('a round robin: the 50% rule of the FIDE Tournament Rules', () => {
    // Four players, Berger table of 4 (C.05 Annex 1): round 1 1–4, 2–3; round 2 4–3, 1–2; round 3 2–4, 3–1.
    const r1: Round = {
      number: 1,
      games: [
        { board: 1, white: 1, black: 4, result: '1-0' },
        { board: 2, white: 2, black: 3, result: '1/2-1/2' },
      ],
      byes: [],
    };
    const r2 = (g1: Game['result']): Round => ({
      number: 2,
      games: [
        { board: 1, white: 4, black: 3, result: g1 },
        { board: 2, white: 1, black: 2, result: '1/2-1/2' },
      ],
      byes: [],
    });
    const points = (t: Tournament) => Object.fromEntries(standings(t).rows.map((r) => [r.id, r.score]));

    it('fewer than half his games played (1 of 3): the points scored by him or against him are not counted', () => {
      // Player 4 is expelled after round 1; his round-2 game is lost by forfeit (-+).
      const t = must(expelPlayer(rr({}, [r1]), 4));
      const done = { ...t, rounds: [r1, r2('-+')] };
      // Counted: 2–3 ½-½, 1–2 ½-½. Not counted: 1–4 1-0 and 4–3 -+.
      expect(points(done)).toEqual({ 1: 0.5, 2: 1, 3: 0.5, 4: 0 });
      expect(standings(done).notes).toContain(
        'Player 4 was expelled having played fewer than half his games: the points scored by him or against him are not counted (FIDE Tournament Rules)',
      );
    });

    it('at least half his games played (2 of 3): his games count, the rest are forfeits', () => {
      const t = must(expelPlayer(rr({}, [r1, r2('0-1')]), 4));
      const done: Tournament = {
        ...t,
        rounds: [
          r1,
          r2('0-1'),
          {
            number: 3,
            games: [
              { board: 1, white: 2, black: 4, result: '+-' },
              { board: 2, white: 3, black: 1, result: '0-1' },
            ],
            byes: [],
          },
        ],
      };
      // 1: 1 + ½ + 1; 2: ½ + ½ + 1 (forfeit); 3: ½ + 1 + 0; 4: 0 + 0 + 0.
      expect(points(done)).toEqual({ 1: 2.5, 2: 2, 3: 1.5, 4: 0 });
      expect(standings(done).notes).toEqual([]);
    });
  });
});
