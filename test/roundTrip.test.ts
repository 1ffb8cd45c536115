// The round-trip guarantee (issue 11): whatever a director's operation accepts, the tournament file holds
// and reads back as the same tournament. Random sequences of operations over every system, with hostile
// texts (control characters, quotes, `=`, `#`, backslashes, lone surrogates, emoji) and numbers (10^21,
// fractions, negatives, NaN); after each accepted operation the file must read back identically.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { ArbiterFailure, type Result } from '../src/core/result.js';
import { GAME_RESULTS, type GameResult } from '../src/core/game.js';
import { ABSENCE_KINDS, type AbsenceKind } from '../src/core/round.js';
import { defaultSettingsOf, SYSTEMS, type SystemName } from '../src/core/settings.js';
import type { Tournament } from '../src/core/tournament.js';
import { addListedPlayers, addPlayer, addRound, markAbsent, markPresent, setResult, undoLastRound, withdrawPlayer } from '../src/core/tournamentOps.js';
import { optionsOf } from '../src/formats/systemOptions.js';
import { changeSetting } from '../src/director/operations.js';
import { makeCheckedTournamentFile, makeTournamentFile, parseTournamentFile } from '../src/formats/tournamentFile.js';
import { pairRound } from '../src/director/registry.js';
import { checkText, TEXT_LIMITS } from '../src/core/fields.js';

/** Pieces of hostile text: each alone or glued together. */
const PIECES = [
  '=',
  '"',
  '\\',
  '#',
  ' ',
  '  ',
  '\t',
  '\n',
  '\r',
  '\r\n',
  '\u2028',
  '\u0000',
  '\u007f',
  '\u0085',
  '\uD800',
  '\uDC00',
  '😀',
  'é',
  'Ç',
  '<',
  '&',
  '>',
  "'",
  '(=Pieter)',
  'Janssens, Piet',
  '*',
  '-',
  '1e+23',
  '',
];
const text = fc.oneof(
  fc.array(fc.oneof(fc.constantFrom(...PIECES), fc.string({ unit: 'binary', maxLength: 3 })), { maxLength: 6 }).map((a) => a.join('')),
  fc.string({ unit: 'grapheme', maxLength: 12 }),
  fc.constantFrom('A', 'B', 'Janssens, Piet (=Pieter)', 'x'.repeat(201)),
);
const anyNumber = fc.oneof(
  fc.integer({ min: -5, max: 5000 }),
  fc.constantFrom(1e21, 1e23, 2 ** 53 + 1, -0, 0.5, 1e-7, Number.NaN, Number.POSITIVE_INFINITY, 4000, 4001),
  fc.double(),
);
const optional = <T>(a: fc.Arbitrary<T>) => fc.option(a, { nil: undefined });
const settingText = fc.oneof(
  text,
  fc.constantFrom(
    '2/4294967296',
    '1/3',
    '0.3333333',
    '1000000000000000000000',
    'auto',
    'none',
    'capped:99999',
    'halving',
    'opt-in',
    'random',
    'not-within:3',
    '3,1,2',
    '',
    'yes',
    'no',
    '1e+23',
    '-1',
    '0.1234567',
  ),
  fc.integer({ min: -10, max: 100000 }).map(String),
);

type Op =
  | {
      op: 'add';
      name: string;
      rating?: number | undefined;
      fide?: string | undefined;
      club?: string | undefined;
      born?: string | undefined;
      k?: number | undefined;
      games?: number | undefined;
    }
  | { op: 'import'; names: string[] }
  | { op: 'withdraw'; player: number }
  | { op: 'absent'; player: number; kind: AbsenceKind }
  | { op: 'present'; player: number }
  | { op: 'pair' }
  | { op: 'result'; board: number; result: GameResult | undefined; round: number }
  | { op: 'undo' }
  | { op: 'set'; key: number; value: string }
  | { op: 'manual'; pairs: [number, number][]; byes: number[] };

const opArb: fc.Arbitrary<Op> = fc.oneof(
  {
    weight: 6,
    arbitrary: fc.record(
      {
        op: fc.constant('add' as const),
        name: text,
        rating: optional(anyNumber),
        fide: optional(text),
        club: optional(text),
        born: optional(fc.oneof(text, fc.constantFrom('1980-05-01', '2026-02-30', '1999'))),
        k: optional(anyNumber),
        games: optional(anyNumber),
      },
      { requiredKeys: ['op', 'name'] },
    ),
  },
  { weight: 1, arbitrary: fc.record({ op: fc.constant('import' as const), names: fc.array(text, { maxLength: 5 }) }) },
  { weight: 1, arbitrary: fc.record({ op: fc.constant('withdraw' as const), player: fc.integer({ min: 1, max: 9 }) }) },
  { weight: 2, arbitrary: fc.record({ op: fc.constant('absent' as const), player: fc.integer({ min: 1, max: 9 }), kind: fc.constantFrom(...ABSENCE_KINDS) }) },
  { weight: 1, arbitrary: fc.record({ op: fc.constant('present' as const), player: fc.integer({ min: 1, max: 9 }) }) },
  { weight: 3, arbitrary: fc.constant({ op: 'pair' as const }) },
  {
    weight: 4,
    arbitrary: fc.record({
      op: fc.constant('result' as const),
      board: fc.integer({ min: 1, max: 5 }),
      result: optional(fc.constantFrom(...GAME_RESULTS)),
      round: fc.integer({ min: 1, max: 4 }),
    }),
  },
  { weight: 1, arbitrary: fc.constant({ op: 'undo' as const }) },
  { weight: 2, arbitrary: fc.record({ op: fc.constant('set' as const), key: fc.nat(), value: settingText }) },
  {
    weight: 1,
    arbitrary: fc.record({
      op: fc.constant('manual' as const),
      pairs: fc.array(fc.tuple(fc.integer({ min: 0, max: 10 }), fc.integer({ min: 0, max: 10 })), { maxLength: 4 }),
      byes: fc.array(fc.integer({ min: 0, max: 10 }), { maxLength: 2 }),
    }),
  },
);

/** Runs an operation; a refusal (an error value, or a director's error thrown by an engine) leaves t as it was. */
function attempt(f: () => Result<Tournament>): Tournament | undefined {
  try {
    const r = f();
    return r.ok ? r.value : undefined;
  } catch (e) {
    if (e instanceof ArbiterFailure) return undefined;
    throw e;
  }
}

function apply(t: Tournament, o: Op): Tournament | undefined {
  switch (o.op) {
    case 'add':
      return attempt(() => {
        const r = addPlayer(t, { name: o.name, rating: o.rating, federationId: o.fide, club: o.club, birthDate: o.born, kFactor: o.k, gamesPlayed: o.games });
        return r.ok ? { ok: true, value: r.value.tournament } : r;
      });
    case 'import':
      return attempt(() => {
        const r = addListedPlayers(
          t,
          o.names.map((name) => ({ name })),
        );
        return r.ok ? { ok: true, value: r.value.tournament } : r;
      });
    case 'withdraw':
      return attempt(() => withdrawPlayer(t, o.player));
    case 'absent':
      return attempt(() => markAbsent(t, o.player, o.kind));
    case 'present':
      return attempt(() => markPresent(t, o.player));
    case 'pair':
      return attempt(() => {
        const r = pairRound(t);
        return r.ok ? addRound(t, r.value.round) : r;
      });
    case 'result':
      return attempt(() => setResult(t, { board: o.board }, o.result, o.round));
    case 'undo':
      return attempt(() => undoLastRound(t));
    case 'set': {
      const specs = optionsOf(t.settings.system);
      return attempt(() => {
        const r = changeSetting(t, specs[o.key % specs.length]!.key, o.value);
        return r.ok ? { ok: true, value: r.value.tournament } : r;
      });
    }
    case 'manual':
      return attempt(() => addRound(t, { number: t.rounds.length + 1, games: o.pairs.map(([white, black], i) => ({ board: i + 1, white, black })), byes: o.byes }));
  }
}

/** The guarantee: the file of an accepted tournament reads back as the same tournament, byte for byte. */
function expectReadsBack(t: Tournament, after: string): void {
  const made = makeCheckedTournamentFile(t);
  if (!made.ok) throw new Error(`after ${after}: ${made.error.message}`);
  const back = parseTournamentFile(made.value);
  if (!back.ok) throw new Error(`after ${after}: ${back.error.message}`);
  expect(makeTournamentFile(back.value)).toBe(made.value);
}

describe('round trip: every accepted operation reads back', () => {
  it('holds over 10,000 random sequences of operations with hostile texts and numbers, in every system', () => {
    fc.assert(
      fc.property(fc.constantFrom(...SYSTEMS), text, fc.array(opArb, { maxLength: 14 }), (system: SystemName, name, ops) => {
        const checked = checkText('name', name, TEXT_LIMITS.tournamentName);
        let t: Tournament = { name: checked.ok ? checked.value : 'T', settings: defaultSettingsOf(system), players: [], rounds: [], absences: [] };
        expectReadsBack(t, 'creating it');
        for (const [i, o] of ops.entries()) {
          const next = apply(t, o);
          if (next === undefined) continue;
          t = next;
          expectReadsBack(t, `operation ${i + 1} (${JSON.stringify(o)})`);
        }
      }),
      { numRuns: Number(process.env.ARBITER_PROPERTY_RUNS ?? 10_000) },
    );
  });
});
