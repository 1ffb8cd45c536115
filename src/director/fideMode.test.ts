import { describe, expect, it } from 'vitest';
import { DEFAULT_KEIZER_SETTINGS, DEFAULT_ROUND_ROBIN_SETTINGS, DEFAULT_SWISS_SETTINGS } from '../core/settings.js';
import type { Tournament } from '../core/tournament.js';
import type { Round } from '../core/round.js';
import { inFideMode, makeFideEventComment, type FideEvent } from '../core/fideMode.js';
import { must } from '../core/tournamentOps.js';
import { parseTournamentFile, makeTournamentFile } from '../formats/tournamentFile.js';
import { changeSetting, confirmForbiddenPair, createTournament, editPlayer, enterResult, FULLY_CONFIRMED, markAbsent, pairByHand, undoLastRound } from './operations.js';
import { standings } from './registry.js';
import { makeTournamentTrf } from './trfExport.js';

/**
 * FIDE mode (director/fideMode.ts): each refusal, each warning (refused until confirmed, then recorded with
 * round, what and who), the one-way exit, the record in the tournament file and as `###` lines of the TRF.
 * The rules are the ones each row cites; the expected tournaments are written out by hand.
 */

const who = 'cli:arbiter';
const yes = { confirmations: 1, who };

/** Six players, a Swiss of 5 rounds; round 1 paired by hand: 1–4 1-0, 5–2 ½, 3–6 1-0 (white first). */
const r1: Round = {
  number: 1,
  games: [
    { board: 1, white: 1, black: 4, result: '1-0' },
    { board: 2, white: 5, black: 2, result: '1/2-1/2' },
    { board: 3, white: 3, black: 6, result: '1-0' },
  ],
  byes: [],
};
const swiss: Tournament = {
  name: 'Open',
  plannedRounds: 5,
  settings: DEFAULT_SWISS_SETTINGS,
  players: [1, 2, 3, 4, 5, 6].map((id) => ({ id, name: `Player ${id}`, rating: 2000 - 10 * id, startNumber: id })),
  rounds: [r1],
  absences: [],
};
const fresh: Tournament = { ...swiss, rounds: [] };
const roundsUpTo = (n: number): Round[] => Array.from({ length: n }, (_, i) => ({ ...r1, number: i + 1 }));

/** What an operation answered: ok, or its error's code. */
function codeOf(r: { ok: true } | { ok: false; error: { code: string; message: string } }): string {
  return r.ok ? 'ok' : r.error.code;
}

describe('FIDE mode is the default of the FIDE systems', () => {
  it.each([
    ['swiss-dutch', true], // C.02 2026 checklist: FIDE mode on by default
    ['round-robin', true],
    ['keizer', false], // not a FIDE system: no FIDE mode
    ['dotoho', false],
    ['elo-points', false],
  ] as const)('a new %s tournament: FIDE mode %s', (system, on) => {
    expect(inFideMode(must(createTournament({ name: 'T', system })))).toBe(on);
  });

  it('a file written before FIDE mode existed (no fide-mode line) opens in FIDE mode, and writes back unchanged', () => {
    const old = ['arbiter-tournament 3', 'name Open', 'system swiss-dutch', 'setting rules 2025', ''].join('\n');
    const read = parseTournamentFile(old);
    if (!read.ok) throw new Error(read.error.message);
    const t = read.value;
    expect(inFideMode(t)).toBe(true);
    expect(makeTournamentFile(t)).not.toMatch(/^fide-(mode|event)/m);
  });

  it('created outside FIDE mode: recorded as round 0, one-way', () => {
    const t = must(createTournament({ name: 'T', system: 'swiss-dutch', fideMode: 'off', who }));
    expect(inFideMode(t)).toBe(false);
    expect(t.fideEvents).toEqual([{ round: 0, kind: 'fide-mode-off', what: 'created outside FIDE mode', who }]);
    expect(codeOf(createTournament({ name: 'T', system: 'keizer', fideMode: 'off' }))).toBe('setting');
  });
});

describe('FIDE mode refuses what the FIDE rules forbid', () => {
  it.each([
    // C.04.1 2026 3: the pairing-allocated bye scores as many points as a win (or less, by the rules), never more
    ['points-pairing-bye', '1.5', 'more than a win'],
    // C.02 2026 checklist: two draws (2 × 0.6 = 1.2) worth more than a win and a loss (1 + 0)
    ['points-draw', '0.6', 'two draws'],
    // 3-1-0 with a loss worth 0: two draws 2 < 3: allowed; with a draw of 2: 4 > 3 refused
  ] as const)('set %s %s', (key, value, words) => {
    for (const t of [fresh, swiss]) {
      const r = changeSetting(t, key, value, { force: true, confirmations: FULLY_CONFIRMED, who });
      expect(codeOf(r)).toBe('fide-refused');
      expect(r.ok ? '' : r.error.message).toContain(words);
    }
    // Outside FIDE mode the same change is made (before round 1).
    expect(codeOf(changeSetting({ ...fresh, fideModeOff: true }, key, value))).toBe('ok');
  });

  it('3-1-0 is allowed (2 × 1 ≤ 3 + 0), 3-2-0 is not (2 × 2 > 3 + 0)', () => {
    const three = must(changeSetting(fresh, 'points-win', '3')).tournament;
    expect(codeOf(changeSetting(three, 'points-draw', '1'))).toBe('ok');
    expect(codeOf(changeSetting(three, 'points-draw', '2'))).toBe('fide-refused');
  });

  it('a new Swiss with a bye worth more than a win is refused in FIDE mode, made outside it', () => {
    expect(codeOf(createTournament({ name: 'T', system: 'swiss-dutch', settings: { 'points-pairing-bye': '2' } }))).toBe('fide-refused');
    expect(codeOf(createTournament({ name: 'T', system: 'swiss-dutch', settings: { 'points-pairing-bye': '2' }, fideMode: 'off' }))).toBe('ok');
  });

  // Round 2 by hand, after r1 (1–4, 5–2, 3–6 played). Each row breaks one absolute criterion.
  it.each([
    [
      'a rematch (C.04.3 C1)',
      [
        [4, 1],
        [2, 3],
        [6, 5],
      ],
      [],
      'no rematch',
      { code: 'fide-rematch', values: { white: 'Player 4', black: 'Player 1', rounds: '1' } },
    ],
    [
      'a second bye after a forfeit win (C.04.3 C2)',
      [
        [4, 2],
        [6, 5],
      ],
      [1],
      'no second pairing-allocated bye',
      { code: 'fide-second-bye', values: { player: 'Player 1' } },
    ],
  ] as const)('a pairing by hand with %s is refused even when forced', (_what, pairs, byes, words, coded) => {
    const t: Tournament =
      byes.length === 0
        ? swiss
        : {
            ...swiss,
            rounds: [{ ...r1, games: [{ board: 1, white: 1, black: 3, result: '+-' }, ...r1.games.slice(1).map((g) => ({ ...g, white: g.white === 3 ? 4 : g.white }))] }],
          };
    const r = pairByHand(t, { pairs: pairs.map(([a, b]) => [a, b] as const), byes: [...byes], force: true, confirmations: FULLY_CONFIRMED, who });
    expect(codeOf(r)).toBe('fide-refused');
    expect(r.ok ? '' : r.error.message).toContain(words);
    // The break by its code and values, for the web app to word in the reader's language (issue 33).
    expect(r.ok ? [] : (r.error as { details?: { breaks: unknown[] } }).details?.breaks).toEqual([expect.objectContaining(coded)]);
    // Outside FIDE mode the same pairing is made when forced (the director's decision, keizer.md §4).
    expect(codeOf(pairByHand({ ...t, fideModeOff: true }, { pairs: pairs.map(([a, b]) => [a, b] as const), byes: [...byes], force: true }))).toBe('ok');
  });

  it('a third white in a row by hand is refused before the last round (C.04.1 7)', () => {
    // Player 1 had white in rounds 1 and 2 (1–4, 1–2); a third white in round 3 of 5.
    const t: Tournament = {
      ...swiss,
      rounds: [
        r1,
        {
          number: 2,
          games: [
            { board: 1, white: 1, black: 2, result: '1-0' },
            { board: 2, white: 4, black: 3, result: '1-0' },
            { board: 3, white: 6, black: 5, result: '1-0' },
          ],
          byes: [],
        },
      ],
    };
    const pairs = [
      [1, 3],
      [2, 6],
      [5, 4],
    ] as const;
    expect(pairByHand(t, { pairs, byes: [], force: true }).ok ? '' : 'refused').toBe('refused');
    // The last planned round: the Dutch system may give a topscorer a third colour (C.04.3 2025 C3): forced, made.
    expect(codeOf(pairByHand({ ...t, plannedRounds: 3 }, { pairs, byes: [], force: true }))).toBe('ok');
  });
});

/** A warning of FIDE mode: refused without a confirmation, made and recorded with one. */
function expectConfirmed<T>(
  run: (c: { confirmations?: number; who?: string }) => { ok: true; value: T } | { ok: false; error: { code: string; message: string } },
  tournamentOf: (v: T) => Tournament,
  event: FideEvent,
): void {
  const refused = run({ who });
  expect(codeOf(refused)).toBe('fide-confirm');
  const made = run(yes);
  expect(codeOf(made)).toBe('ok');
  if (!made.ok) return;
  const t = tournamentOf(made.value);
  expect(t.fideEvents?.at(-1)).toEqual(event);
  // The event as its ### line of the exported TRF: round, kind, what, who.
  const trf = must(makeTournamentTrf(t, standings(t), '16'));
  expect(trf.split(/\r?\n/)).toContain(`### FIDE mode, round ${event.round}, ${event.kind}: ${event.what} (by ${who})`);
}

describe('FIDE mode asks a confirmation before what breaks pairing integrity, and records it', () => {
  const id = (t: Tournament) => t;
  const inner = (v: { tournament: Tournament }) => v.tournament;

  it('changing a round already paired: a pairing replaced (C.04.2 4.4)', () => {
    const paired: Tournament = { ...swiss, rounds: [{ ...r1, games: r1.games.map(({ result: _r, ...g }) => g) }] };
    const pairs = [
      [4, 1],
      [2, 5],
      [6, 3],
    ] as const;
    expectConfirmed((c) => pairByHand(paired, { pairs, byes: [], replace: true, ...c }), inner, {
      round: 1,
      kind: 'pairing-replaced',
      what: 'the pairing of round 1 replaced by one made by hand',
      who,
    });
  });

  it('changing a round already paired: a round undone (C.04.2 4.4)', () => {
    const paired: Tournament = { ...swiss, rounds: [r1, { number: 2, games: [{ board: 1, white: 4, black: 2 }], byes: [] }] };
    expectConfirmed((c) => undoLastRound(paired, c), id, { round: 2, kind: 'round-undone', what: 'round 2 undone', who });
  });

  it('re-pairing after results: refused outright, in and out of FIDE mode (a round with results is never paired again)', () => {
    expect(codeOf(undoLastRound(swiss, { confirmations: FULLY_CONFIRMED, who }))).toBe('round-has-results');
    expect(codeOf(pairByHand(swiss, { pairs: [[4, 1]], byes: [], replace: true, confirmations: FULLY_CONFIRMED, force: true }))).toBe('round-has-results');
  });

  it('a result changed once the next round is paired (C.04.2 4.3)', () => {
    const t: Tournament = { ...swiss, rounds: [r1, { number: 2, games: [{ board: 1, white: 4, black: 2 }], byes: [] }] };
    expectConfirmed((c) => enterResult(t, { board: 1 }, '0-1', { round: 1, ...c }), inner, {
      round: 1,
      kind: 'result-changed',
      what: 'round 1 board 1: 1–0 changed to 0–1 after round 2 was paired',
      who,
    });
    // A result of the last round, or a first result, is no event.
    expect(codeOf(enterResult(swiss, { board: 1 }, '0-1'))).toBe('ok');
  });

  it.each([
    ['points-win', '2', 'scoring-changed', 'points-win changed from 1 to 2 after round 1 was paired'],
    ['points-forfeit-loss', '0.5', 'scoring-changed', 'points-forfeit-loss changed from 0 to 0.5 after round 1 was paired'],
    ['points-pairing-bye', '0.5', 'bye-value-changed', 'points-pairing-bye changed from 1 to 0.5 after round 1 was paired'],
    [
      'tiebreaks',
      'BH,SB',
      'tiebreaks-changed',
      'tiebreaks changed from buchholz-cut1,buchholz,sonneborn-berger,progressive,direct-encounter,wins,black-games to buchholz,sonneborn-berger after round 1 was paired',
    ],
  ] as const)('set %s %s after round 1 (C.04.2 1.4, C.07 4.1)', (key, value, kind, what) => {
    expectConfirmed((c) => changeSetting(swiss, key, value, c), inner, { round: 1, kind, what, who });
    // Before round 1 it is no event.
    expect(must(changeSetting(fresh, key, value)).tournament.fideEvents).toBeUndefined();
  });

  it('a full-point bye, and a second half-point bye of a player', () => {
    expectConfirmed((c) => markAbsent(swiss, 2, 'full-bye', 2, c), id, { round: 2, kind: 'full-bye', what: 'Player 2: a full-point bye in round 2', who });
    const one = must(markAbsent(swiss, 2, 'half-bye', 2));
    expect(one.fideEvents).toBeUndefined(); // the first half-point bye is no event
    expectConfirmed((c) => markAbsent(one, 2, 'half-bye', 4, c), id, {
      round: 4,
      kind: 'second-half-bye',
      what: 'Player 2: a half-point bye in round 4, after one in round 2',
      who,
    });
  });

  it('a pairing number changed after round 4 is paired (C.04.2 2), not before', () => {
    const four: Tournament = { ...swiss, rounds: roundsUpTo(4) };
    expectConfirmed((c) => editPlayer(four, 6, { startNumber: 7 }, { force: true, ...c }), inner, {
      round: 4,
      kind: 'pairing-number-changed',
      what: 'Player 6: pairing number 6 → 7 after round 4',
      who,
    });
    expect(codeOf(editPlayer({ ...swiss, rounds: roundsUpTo(3) }, 6, { startNumber: 7 }, { force: true }))).toBe('ok');
  });

  it('a prohibited pair entered after round 1 (for `arbiter forbid`)', () => {
    expectConfirmed((c) => confirmForbiddenPair(swiss, 'Player 1', 'Player 2', c), id, {
      round: 1,
      kind: 'forbidden-pair-added',
      what: 'Player 1 and Player 2 may not meet, entered after round 1',
      who,
    });
    expect(confirmForbiddenPair(fresh, 'Player 1', 'Player 2', {})).toEqual({ ok: true, value: fresh });
  });

  it('outside FIDE mode nothing is asked and nothing recorded', () => {
    const off: Tournament = { ...swiss, fideModeOff: true };
    expect(must(markAbsent(off, 2, 'full-bye', 2)).fideEvents).toBeUndefined();
    expect(must(changeSetting(off, 'tiebreaks', 'BH')).tournament.fideEvents).toBeUndefined();
    // A Keizer season has no FIDE mode at all.
    const keizer: Tournament = { ...swiss, settings: DEFAULT_KEIZER_SETTINGS };
    expect(codeOf(changeSetting(keizer, 'fide-mode', 'off', { confirmations: FULLY_CONFIRMED }))).toBe('setting');
  });
});

describe('leaving FIDE mode', () => {
  it('asks two confirmations, is recorded, and cannot be undone', () => {
    expect(codeOf(changeSetting(swiss, 'fide-mode', 'off', { who }))).toBe('fide-confirm');
    expect(codeOf(changeSetting(swiss, 'fide-mode', 'off', { confirmations: 1, who }))).toBe('fide-confirm');
    const off = must(changeSetting(swiss, 'fide-mode', 'off', { confirmations: 2, who })).tournament;
    expect(inFideMode(off)).toBe(false);
    expect(off.fideEvents).toEqual([{ round: 1, kind: 'fide-mode-off', what: 'FIDE mode left after round 1', who }]);
    const again = changeSetting(off, 'fide-mode', 'on', { confirmations: 2, who });
    expect(codeOf(again)).toBe('fide-refused');
    expect(again.ok ? '' : again.error.message).toContain('cannot be entered again');
    // `on` while on, `off` while off: nothing changes, nothing recorded.
    expect(must(changeSetting(swiss, 'fide-mode', 'on')).tournament).toEqual(swiss);
    expect(must(changeSetting(off, 'fide-mode', 'off')).tournament).toEqual(off);
  });

  it('a round robin leaves it the same way', () => {
    const rr: Tournament = { ...fresh, settings: DEFAULT_ROUND_ROBIN_SETTINGS };
    expect(inFideMode(must(changeSetting(rr, 'fide-mode', 'off', { confirmations: FULLY_CONFIRMED, who })).tournament)).toBe(false);
  });
});

describe('the record: the tournament file and the TRF', () => {
  const events: FideEvent[] = [
    { round: 1, kind: 'tiebreaks-changed', what: 'tiebreaks changed from buchholz to sonneborn-berger after round 1 was paired', who: 'cli:piet' },
    { round: 2, kind: 'fide-mode-off', what: 'FIDE mode left after round 2', who: 'an@club.be' },
  ];
  const recorded: Tournament = { ...swiss, fideModeOff: true, fideEvents: events };

  it('the tournament file keeps the exit and the events, and reads them back', () => {
    const text = makeTournamentFile(recorded);
    expect(text).toContain('\nfide-mode off\n');
    expect(text).toContain('\nfide-event 1 tiebreaks-changed cli:piet "tiebreaks changed from buchholz to sonneborn-berger after round 1 was paired"\n');
    expect(text).toContain('\nfide-event 2 fide-mode-off an@club.be "FIDE mode left after round 2"\n');
    const back = parseTournamentFile(text);
    expect(back.ok && back.value).toEqual(recorded);
  });

  it.each([
    ['fide-mode on', 'expected "fide-mode off"'],
    ['fide-event 1 no-such-kind cli:x "what"', 'KIND one of'],
    ['fide-event x full-bye cli:x "what"', 'expected fide-event'],
  ])('a bad line "%s" is refused with its line number', (line, words) => {
    const r = parseTournamentFile(['arbiter-tournament 3', 'name Open', 'system swiss-dutch', line, ''].join('\n'));
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.message).toMatch(new RegExp(`^line 4: .*${words.replace(/[()"]/g, '.')}`));
  });

  it.each(['2026', '16'] as const)('the TRF (%s) says the mode and carries each event as a ### line (round, what, who)', (format) => {
    const trf = must(makeTournamentTrf(recorded, standings(recorded), format));
    const lines = trf.split(/\r?\n/).filter((l) => l.startsWith('###'));
    expect(lines).toEqual([
      '### FIDE mode: off',
      '### FIDE mode, round 1, tiebreaks-changed: tiebreaks changed from buchholz to sonneborn-berger after round 1 was paired (by cli:piet)',
      '### FIDE mode, round 2, fide-mode-off: FIDE mode left after round 2 (by an@club.be)',
    ]);
    expect(makeFideEventComment(events[0]!)).toBe(lines[1]);
    const on = must(makeTournamentTrf(swiss, standings(swiss), format));
    expect(on.split(/\r?\n/).filter((l) => l.startsWith('###'))).toEqual(['### FIDE mode: on']);
  });
});

describe('tie-break lists (C.07 2026)', () => {
  it('a round robin refuses the Buchholz family when created or changed; a Swiss takes FB and AOB', () => {
    const made = createTournament({ name: 'RR', system: 'round-robin', settings: { tiebreaks: 'DE,FB' } });
    expect(made.ok ? '' : made.error.message).toBe('tiebreaks: FB: the Buchholz tie-breaks must not be used in a round-robin (C.07 8, 2026)');
    const rr: Tournament = { ...fresh, settings: DEFAULT_ROUND_ROBIN_SETTINGS };
    expect(codeOf(changeSetting(rr, 'tiebreaks', 'AOB,SB'))).toBe('setting');
    expect(must(changeSetting(fresh, 'tiebreaks', 'FB/C1,AOB,STD,TPN')).tournament.settings).toMatchObject({
      tiebreaks: ['fore-buchholz-cut1', 'average-of-buchholz', 'standard-points', 'pairing-number'],
    });
  });

  it('TPN in a round robin is the Berger number the sheets print (C.07 2026 7.8): numbered by rating, highest 1', () => {
    const rr: Tournament = {
      ...fresh,
      settings: { ...DEFAULT_ROUND_ROBIN_SETTINGS, numbering: 'rating', tiebreaks: ['pairing-number'] },
      players: [1500, 1800, 1600, 1700].map((rating, i) => ({ id: i + 1, name: `R${i + 1}`, rating })),
    };
    // Ratings 1800 (#2), 1700 (#4), 1600 (#3), 1500 (#1): numbers 1–4, all on 0 points.
    expect(standings(rr).rows.map((r) => [r.id, r.tiebreaks?.['pairing-number']])).toEqual([
      [2, 1],
      [4, 2],
      [3, 3],
      [1, 4],
    ]);
  });
});

describe('the drawing of lots (C.07 2026 4.2): seeded by the seed kept in the file, repeatable', () => {
  it('players tied on everything are placed by lot, the same after the file is written and read back', () => {
    const tied: Tournament = { ...fresh, settings: { ...DEFAULT_SWISS_SETTINGS, tiebreaks: [], seed: 7 } };
    const order = (t: Tournament) => standings(t).rows.map((r) => [r.id, r.lot]);
    const first = order(tied);
    // Six players on 0 points: lots 1–6, each once.
    expect(first.map(([, lot]) => lot).sort()).toEqual([1, 2, 3, 4, 5, 6]);
    expect(order(tied)).toEqual(first);
    const text = makeTournamentFile(tied);
    expect(text).toContain('\nsetting seed 7\n');
    const back = parseTournamentFile(text);
    expect(back.ok && order(back.value)).toEqual(first);
    // Another seed draws another order (of the seeds 1–5, at least one differs from seed 7's).
    const others = [1, 2, 3, 4, 5].map((seed) => JSON.stringify(order({ ...tied, settings: { ...tied.settings, seed } })));
    expect(others.some((o) => o !== JSON.stringify(first))).toBe(true);
  });
});
