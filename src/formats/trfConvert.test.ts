// TRF-2026 ↔ our TRF16 model, record by record as TRF-2026 (FIDE Handbook C.04 Annex 2) and the engines'
// TRF16 extensions define them (the table at the top of trfConvert.ts), and every reference tournament of
// the 2025 and 2017 editions (test/fixtures/dutch) through TRF16 → TRF-2026 → TRF16.
import { describe, expect, it } from 'vitest';
import { fixtureNames, fixtureText, type Edition } from '../../test/dutchFixtures.js';
import { makeTrf, makeTrfPlayerLine, parseTrf, type TrfRoundEntry, type TrfTournament } from './trf.js';
import { makeTrf2026, parseTrf2026, type Trf2026Tournament } from './trf2026.js';
import { trf2026FromTrf, trfFromTrf2026 } from './trfConvert.js';

const player = (id: number, points: number, rounds: TrfRoundEntry[] = []): string =>
  makeTrfPlayerLine({ id, sex: '', title: '', name: `Player ${id}`, rating: 2000 - id, federation: '', fideId: '', birthDate: '', points, rank: undefined, rounds });
const g = (opponent: number, colour: 'w' | 'b', result: TrfRoundEntry['result']): TrfRoundEntry => ({ opponent, colour, result });
/** Four players, round 1 played: 1-3 1-0, 4-2 1-0 (player 1 white). */
const FOUR = [player(1, 1, [g(3, 'w', '1')]), player(2, 0, [g(4, 'b', '0')]), player(3, 0, [g(1, 'b', '0')]), player(4, 1, [g(2, 'w', '1')])];

function m2026(lines: string[]): Trf2026Tournament {
  const r = parseTrf2026(lines.join('\n'));
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}
function m16(lines: string[]): TrfTournament {
  const r = parseTrf(lines.join('\n'));
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

describe('TRF-2026 → TRF16 (trfFromTrf2026)', () => {
  it.each([
    ['142 → XXR', ['142 7'], { totalRounds: 7 }],
    ['152 W → XXC white1', ['152 W'], { initialColour: 'white' }],
    ['152 B → XXC black1', ['152 B'], { initialColour: 'black' }],
    ['162 W D L P → BBW BBD BBL BBU', ['162  W 3.0    D 1.0    L 0.5    P 1.0'], { pointValues: { win: 3, draw: 1, loss: 0.5, pairingAllocatedBye: 1 } }],
    ['162 A (zero-point bye or forfeit loss) → BBZ and BBF', ['162  A 0.5'], { pointValues: { zeroPointBye: 0.5, forfeitLoss: 0.5 } }],
    ['162 X equal to D, its default → nothing', ['162  D 1.0    X 1.0'], { pointValues: { draw: 1 } }],
    ['172–222 → header lines', ['012 T', '192 FIDE_DUTCH_2017', '222 W300-B240'], { headers: ['012 T', '192 FIDE_DUTCH_2017', '222 W300-B240'] }],
    ['260 over every round (142) → XXP', ['142 5', '260 001 005    1    2    3'], { forbiddenPairs: [[1, 2, 3]] }],
    ['260 to round 999 without 142 → XXP', ['260 001 999    2    4'], { forbiddenPairs: [[2, 4]] }],
  ] as const)('%s', (_what, records, expected) => {
    const r = trfFromTrf2026(m2026([...records, ...FOUR]));
    expect(r.ok && r.value).toMatchObject(expected);
  });

  it('240 → "0000 - F/H/Z" in the column of that round, blank columns before it', () => {
    const r = trfFromTrf2026(m2026([...FOUR, '240 H 002    1    3', '240 F 003    3']));
    if (!r.ok) throw new Error(r.error.message);
    const rounds = new Map(r.value.players.map((p) => [p.id, p.rounds]));
    expect(rounds.get(1)).toEqual([g(3, 'w', '1'), { opponent: 0, colour: '-', result: 'H' }]);
    expect(rounds.get(3)).toEqual([g(1, 'b', '0'), { opponent: 0, colour: '-', result: 'H' }, { opponent: 0, colour: '-', result: 'F' }]);
    expect(rounds.get(2)).toEqual([g(4, 'b', '0')]);
  });

  it('250 → XXA: the Baku example gives players 1–4 2 points in rounds 1–3 and 1 in rounds 4–6', () => {
    const r = trfFromTrf2026(m2026([...FOUR, '250 00.0 02.0 001 003 0001 0090', '250 00.0 01.0 004 006 0001 0090']));
    if (!r.ok) throw new Error(r.error.message);
    expect([...r.value.accelerations]).toEqual([1, 2, 3, 4].map((id) => [id, [2, 2, 2, 1, 1, 1]]));
  });

  it('250 → XXA: rounds without fictitious points before a range are 0', () => {
    const r = trfFromTrf2026(m2026([...FOUR, '250      00.5 003 003 0002 0003']));
    if (!r.ok) throw new Error(r.error.message);
    expect([...r.value.accelerations]).toEqual([
      [2, [0, 0, 0.5]],
      [3, [0, 0, 0.5]],
    ]);
  });

  it('260 in some rounds only: refused without the round to pair; with it, kept when it holds in that round', () => {
    const t = m2026(['142 5', ...FOUR, '260 001 002    1    2', '260 002 005    3    4']);
    const none = trfFromTrf2026(t);
    expect(none.ok ? undefined : [none.error.code, none.error.record]).toEqual(['trf-convert.inexpressible', '260']);
    const forRound = (round: number) => {
      const r = trfFromTrf2026(t, { round });
      return r.ok ? r.value.forbiddenPairs : r.error.message;
    };
    expect(forRound(1)).toEqual([[1, 2]]);
    expect(forRound(2)).toEqual([
      [1, 2],
      [3, 4],
    ]);
    expect(forRound(5)).toEqual([[3, 4]]);
  });

  it('162 X other than D has no TRF16 counterpart: refused', () => {
    const r = trfFromTrf2026(m2026(['162  X 0.0', ...FOUR]));
    expect(r.ok ? undefined : [r.error.code, r.error.record]).toEqual(['trf-convert.inexpressible', '162']);
  });

  it('refuses contradictions in a model that was not read from text (240 where the player played)', () => {
    const t = m2026(FOUR);
    const r = trfFromTrf2026({ ...t, byes: [{ kind: 'H', round: 1, players: [1] }] });
    expect(r.ok ? undefined : [r.error.code, r.error.record]).toEqual(['trf-convert.contradiction', '240']);
  });
});

describe('TRF16 → TRF-2026 (trf2026FromTrf)', () => {
  const to2026 = (lines: string[]) => {
    const r = trf2026FromTrf(m16(lines));
    return r.ok ? r.value : `${r.error.code} ${r.error.record}`;
  };

  it.each([
    ['XXR → 142', ['XXR 9'], { totalRounds: 9 }],
    ['XXC black1 → 152 B', ['XXC black1'], { initialColour: 'black' }],
    ['BBW BBD BBL BBU → 162 W D L P', ['BBW  3.0', 'BBD  1.0', 'BBL  0.0', 'BBU  1.5'], { scoring: { W: 3, D: 1, L: 0, P: 1.5 } }],
    ['BBZ = BBF → 162 A', ['BBZ  0.5', 'BBF  0.5'], { scoring: { A: 0.5 } }],
    ['BBZ 0 (BBF defaults to 0) beside a BBW of its own → 162 W A', ['BBW  3.0', 'BBZ  0.0'], { scoring: { W: 3, A: 0 } }],
    ['a 192 header line → 192', ['012 T', '192 FIDE_DUTCH_2025'], { headers: ['012 T'], tournamentType: 'FIDE_DUTCH_2025' }],
    ['XXP → 260 from round 1 to XXR', ['XXR 7', 'XXP 1 4'], { prohibitions: [{ firstRound: 1, lastRound: 7, players: [1, 4] }] }],
    ['XXP without XXR → 260 to round 999', ['XXP 2 3 4'], { prohibitions: [{ firstRound: 1, lastRound: 999, players: [2, 3, 4] }] }],
  ] as const)('%s', (_what, records, expected) => {
    expect(to2026([...records, ...FOUR])).toMatchObject(expected);
  });

  // C.04 Annex 2, tag 162: "Mandatory only when the elements differ from the default values" (W 1.0, D 0.5,
  // L 0.0, A 0.0, P as W).
  it.each([
    ['every BB? at its default', ['BBW  1.0', 'BBD  0.5', 'BBL  0.0', 'BBZ  0.0', 'BBF  0.0', 'BBU  1.0']],
    ['BBZ 0 alone', ['BBZ  0.0']],
    ['no BB? at all', []],
  ])('FIDE scoring, %s: no 162', (_what, records) => {
    const t = to2026([...records, ...FOUR]);
    expect(typeof t === 'string' ? t : t.scoring).toEqual({});
    expect(
      typeof t === 'string'
        ? t
        : makeTrf2026(t)
            .split('\r\n')
            .filter((l) => l.startsWith('162')),
    ).toEqual([]);
  });

  it('XXA → 250: runs of equal points per player, merged over consecutive start numbers', () => {
    const t = to2026([...FOUR, 'XXA    1  1.0  1.0  0.5', 'XXA    2  1.0  1.0  0.5', 'XXA    3  1.0  1.0  0.5', 'XXA    4  1.0  1.0']);
    expect(typeof t === 'string' ? t : t.accelerations).toEqual([
      { matchPoints: undefined, points: 1, firstRound: 1, lastRound: 2, firstPlayer: 1, lastPlayer: 4 },
      { matchPoints: undefined, points: 0.5, firstRound: 3, lastRound: 3, firstPlayer: 1, lastPlayer: 3 },
    ]);
  });

  it('XXA with a gap and zeros: only the rounds with points', () => {
    const t = to2026([...FOUR, 'XXA    2  0.0  1.0  0.0  1.0  0.0']);
    expect(typeof t === 'string' ? t : t.accelerations).toEqual([
      { matchPoints: undefined, points: 1, firstRound: 2, lastRound: 2, firstPlayer: 2, lastPlayer: 2 },
      { matchPoints: undefined, points: 1, firstRound: 4, lastRound: 4, firstPlayer: 2, lastPlayer: 2 },
    ]);
  });

  it.each([
    ['XXC rank: TRF-2026 ranks by start number', ['XXC rank'], 'trf-convert.inexpressible XXC'],
    ['BBZ and BBF differ: 162 has one A', ['BBZ  0.5', 'BBF  0.0'], 'trf-convert.inexpressible BBZ'],
    ['BBF alone other than 0 (BBZ defaults to 0)', ['BBF  1.0'], 'trf-convert.inexpressible BBF'],
    ['a point value that does not fit "11.5"', ['BBW  100'], 'trf-convert.inexpressible BBW'],
    ['XXP of one player', ['XXP 1'], 'trf-convert.inexpressible XXP'],
    ['XXP naming a player without a 001 line', ['XXP 1 9'], 'trf-convert.contradiction XXP'],
    ['a 142 header line beside XXR', ['142 5'], 'trf-convert.contradiction 142'],
    ['a malformed 192 header line', ['192 FIDE DUTCH'], 'trf-convert.contradiction 192'],
    ['a team record', ['013 Team A                              1    2'], 'trf-convert.contradiction 013'],
  ])('refuses %s', (_what, records, expected) => {
    expect(to2026([...records, ...FOUR])).toBe(expected);
  });
});

/** Every TRF of an edition's reference tournaments ("small/case1-r3.trf", …). */
function fixtureFiles(edition: Edition): string[] {
  const files: string[] = [];
  for (const size of ['small', 'large'] as const) for (const f of fixtureNames(edition, size)) if (f.endsWith('.trf')) files.push(`${size}/${f}`);
  return files;
}

describe.each(['2025', '2017'] as const)('every reference tournament of %s: TRF16 → TRF-2026 → TRF16 gives the same records', (edition) => {
  const files = fixtureFiles(edition);
  it('has the fixtures', () => {
    expect(files.length).toBeGreaterThan(500);
  });
  it('reads, translates and writes each one back unchanged', () => {
    const failures: string[] = [];
    for (const f of files) {
      const t16 = m16([fixtureText(edition, f)]);
      const m = trf2026FromTrf(t16);
      if (!m.ok) {
        failures.push(`${f}: ${m.error.message}`);
        continue;
      }
      const text2026 = makeTrf2026(m.value);
      const again = parseTrf2026(text2026);
      if (!again.ok) {
        failures.push(`${f}: ${again.error.message}`);
        continue;
      }
      if (makeTrf2026(again.value) !== text2026) failures.push(`${f}: TRF-2026 text does not read back as written`);
      const back = trfFromTrf2026(again.value);
      if (!back.ok) failures.push(`${f}: ${back.error.message}`);
      else if (makeTrf(back.value) !== makeTrf(t16)) failures.push(`${f}: TRF16 differs after the round trip`);
      else expect(back.value).toEqual(t16);
    }
    expect(failures.slice(0, 5)).toEqual([]);
  });
});
