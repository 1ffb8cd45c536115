// `arbiter check` (check.ts, checkStandings.ts): the free pairing and tie-break checker of FIDE Handbook
// C.02 (2026) and C.04.2 (2026) 1.4, on files arbiter played and exported, the Dutch reference
// tournaments, and the same files altered.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { checkTrf, playersWhoLeft, type CheckReport } from './check.js';
import { standings } from './registry.js';
import { DEFAULT_GENERATE_OPTIONS, generateTrf } from './generate.js';
import { readTrfFile } from '../formats/trfFile.js';
import { tournamentFromTrfFile } from '../formats/trfTournament.js';
import { must } from '../core/tournamentOps.js';
import { DEFAULT_SWISS_SETTINGS } from '../core/settings.js';
import { fixtureNames, fixtureText, type Edition } from '../../test/dutchFixtures.js';
import {
  changePoints,
  changeTiebreakValue,
  exported,
  model,
  playedDubov,
  playedLim,
  playedKeizer,
  playedRoundRobin,
  playedRoundRobinWithLeavers,
  playedSwiss,
  swapPair,
  swapRanks,
  written,
} from '../../test/checkTournaments.js';

function report(text: string, options = {}): CheckReport {
  const r = checkTrf(text, options);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

const FORMATS = ['16', '2026'] as const;
const swiss = playedSwiss();
const robin = playedRoundRobin();

describe('a file arbiter played and exported passes', () => {
  it.each([
    ['a Swiss (FIDE Dutch, 2025 rules)', '16', swiss, 'swiss-dutch'],
    ['a Swiss (FIDE Dutch, 2025 rules)', '2026', swiss, 'swiss-dutch'],
    ['a Swiss by the 2017 rules (192 FIDE_DUTCH_2017)', '2026', playedSwiss('2017'), 'swiss-dutch'],
    ['a Swiss by the 2012 rules (192 FIDE_DUTCH_2012)', '16', playedSwiss('2012'), 'swiss-dutch'],
    ['a Dubov Swiss (192 FIDE_DUBOV)', '16', playedDubov(), 'swiss-dubov'],
    ['a Dubov Swiss (192 FIDE_DUBOV)', '2026', playedDubov(), 'swiss-dubov'],
    ['a Lim Swiss (192 FIDE_LIM)', '16', playedLim(), 'swiss-lim'],
    ['a Lim Swiss (192 FIDE_LIM)', '2026', playedLim(), 'swiss-lim'],
    ['a round robin (Berger table, C.05 Annex 1)', '16', robin, 'round-robin'],
    ['a round robin (Berger table, C.05 Annex 1)', '2026', robin, 'round-robin'],
  ] as const)('%s, TRF%s', (_, format, t, system) => {
    const r = report(exported(t, format));
    expect(r).toMatchObject({ format, system, roundsChecked: 5, rounds: [], agrees: true });
    // Its tie-breaks (XXT) and their values (XTV) were checked too.
    expect(r.standings).toMatchObject({ tiebreakSource: 'XXT', tiebreakEdition: 'fide-2026', values: true, players: [] });
    expect(r.standings.tiebreaks).toEqual('tiebreaks' in t.settings ? t.settings.tiebreaks : []);
  });
});

describe('an altered file is caught', () => {
  const trf = model(exported(swiss, '16'));
  it.each(FORMATS)('a swapped pair in round 3 (TRF%s): the round, its first differing pair', (format) => {
    const { trf: altered, players } = swapPair(trf, 3);
    const r = report(written(altered, format));
    expect(r.agrees).toBe(false);
    expect(r.rounds[0]?.round).toBe(3);
    // The first line of the file's round 3 that arbiter does not pair names one of the exchanged players.
    const line = r.rounds[0]!.file!;
    expect('white' in line ? [line.white, line.black] : [line.bye]).toEqual(expect.arrayContaining([expect.toBeOneOf(players)]));
    expect(r.rounds[0]!.arbiter).not.toEqual(line);
  });

  it.each(FORMATS)('two swapped ranks (TRF%s): both players, the file rank and arbiter rank', (format) => {
    const last = trf.players.length;
    const { trf: altered, players } = swapRanks(trf, 1, last);
    const r = report(written(altered, format));
    expect(r.rounds).toEqual([]);
    const byNumber = (a: { player: number }, b: { player: number }) => a.player - b.player;
    expect([...r.standings.players].sort(byNumber)).toEqual(
      [
        { player: players[0], rank: { file: last, arbiter: 1, places: [1, 1] } },
        { player: players[1], rank: { file: 1, arbiter: last, places: [last, last] } },
      ]
        .sort(byNumber)
        .map((x) => expect.objectContaining(x)),
    );
    expect(r.agrees).toBe(false);
  });

  it.each(FORMATS)('a changed points column (TRF%s): that player, the file points and the points of his results', (format) => {
    const top = trf.players.find((p) => p.rank === 1)!;
    const r = report(written(changePoints(trf, top.id, 1), format));
    expect(r.rounds).toEqual([]);
    expect(r.standings.players).toEqual([{ player: top.id, name: top.name, points: { file: top.points + 1, arbiter: top.points } }]);
  });

  it.each(FORMATS)('a changed tie-break value (XTV, TRF%s)', (format) => {
    const p = trf.players[4]!;
    const r = report(written(changeTiebreakValue(trf, p.id, 1, 0.5), format));
    expect(r.standings.players).toEqual([{ player: p.id, name: p.name, tiebreaks: [expect.objectContaining({ name: 'buchholz' })] }]);
  });

  it.each([
    ['another program\'s 092 "Round Robin"', '092 Round Robin'],
    ['a 192 round-robin code', '192 ROUND_ROBIN'],
  ])('a round robin named by %s', (_, line) => {
    const text = exported(robin, '16')
      .split('\n')
      .map((l) => (l.startsWith('092 ') ? line : l))
      .join('\n');
    expect(report(text)).toMatchObject({ system: 'round-robin', rounds: [], agrees: true });
  });

  it('a swapped pair of a round robin: not its Berger table', () => {
    const r = report(written(swapPair(model(exported(robin, '16')), 2).trf, '16'));
    expect(r.rounds.map((d) => d.round)).toEqual([2]);
  });
});

// FIDE Tournament Rules: "when a player withdraws or is expelled from a round-robin tournament … if he has
// completed less than 50% of his games … the points scored by him or against him are not counted in the final
// standings"; with 50% or more they count, and his remaining games are forfeits. TRF has no code for leaving.
describe('a round robin with a player who left early (expelled with fewer than half played, withdrawn with more)', () => {
  const t = playedRoundRobinWithLeavers();
  // Player n is the n-th strongest and wins against every weaker one. Player 6 (expelled after round 2, 2 of
  // 5 played) is not counted at all; player 5 (withdrew after round 3, 3 of 5) counts, his last two games
  // lost by forfeit. Hand count, player 1 … 6: 4, 3, 2, 1, 0, 0 (each beats the weaker of 1–5).
  const byHand = [4, 3, 2, 1, 0, 0];

  it('arbiter itself ranks it by those rules (the file it exports says so)', () => {
    expect([...standings(t).rows].sort((a, b) => a.id - b.id).map((r) => r.score)).toEqual(byHand);
    expect(model(exported(t, '16')).players.map((p) => p.points)).toEqual(byHand);
  });

  it.each(FORMATS)('the exported file passes (TRF%s): the check reads who left from his forfeits to the end', (format) => {
    // Player 6 reads as having left (the points column bears it out); player 5 played 3 of 5, so his games
    // count whether he left or lost the last two by forfeit: the file cannot tell, and he is not named.
    expect(report(exported(t, format))).toMatchObject({ system: 'round-robin', rounds: [], agrees: true, standings: { players: [], left: [6] } });
  });

  it.each(FORMATS)('two swapped ranks are found (TRF%s)', (format) => {
    const m = model(exported(t, format));
    const { trf: altered, players } = swapRanks(m, 1, 2);
    const r = report(written(altered, format));
    expect(r.agrees).toBe(false);
    expect(r.standings.players.map((p) => p.player).sort()).toEqual([...players].sort());
    expect(r.standings.players.every((p) => p.rank !== undefined)).toBe(true);
  });

  it.each(FORMATS)("points that count the expelled player's games are found (TRF%s)", (format) => {
    // Player 1 beat player 6 in a game played before the expulsion: 5 points if it counted.
    const r = report(written(changePoints(model(exported(t, format)), 1, 1), format));
    expect(r.standings.players).toEqual([expect.objectContaining({ player: 1, points: { file: 5, arbiter: 4 } })]);
  });

  it('games lost by forfeit to the end by a player who did not leave stay games: the points column says so', () => {
    // arbiter generate, forfeits in 60% of the games: a player loses his last games by forfeit, one round
    // free between them, having played fewer than half over the board; nobody withdrew.
    const trf = generateTrf({ ...DEFAULT_GENERATE_OPTIONS, system: 'round-robin', players: 7, rounds: undefined, halfByes: 0, withdrawals: 0, forfeits: 60, seed: 2 });
    if (!trf.ok) throw new Error(trf.error.message);
    const read = tournamentFromTrfFile(must(readTrfFile(trf.value)));
    expect(read.ok && playersWhoLeft(read.value).players.some((p) => p.withdrawnFromRound !== undefined)).toBe(true);
    const r = report(trf.value);
    expect(r).toMatchObject({ agrees: true, standings: { players: [] } });
    expect(r.standings.left).toBeUndefined();
  });

  it('who left, read from the rounds: the first of the forfeits (or rounds not paired) that run to the end', () => {
    const read = playersWhoLeft({ ...t, players: t.players.map(({ withdrawnFromRound: _w, expelled: _e, ...p }) => p) });
    expect(read.players.map((p) => p.withdrawnFromRound)).toEqual([undefined, undefined, undefined, undefined, 4, 3]);
    // A single forfeit before the last round is no departure.
    expect(playersWhoLeft(playedRoundRobin()).players.every((p) => p.withdrawnFromRound === undefined)).toBe(true);
  });
});

describe('the Dutch reference tournaments pass (test/fixtures/dutch: pairings and points; no tie-breaks in them)', () => {
  // A sample of each edition: its first whole tournaments (caseK.trf), by that edition's rules.
  const sample = (edition: Edition) =>
    fixtureNames(edition, 'small')
      .filter((n) => /^case\d+\.trf$/.test(n))
      .slice(0, 4)
      .map((n) => [edition, n] as const);
  it.each([...sample('2025'), ...sample('2017'), ...sample('2012')])('%s %s', (edition, name) => {
    const r = report(fixtureText(edition, `small/${name}`), { rules: edition });
    expect(r.roundsChecked).toBeGreaterThan(4);
    expect(r.rounds).toEqual([]);
    expect(r.standings).toMatchObject({ tiebreakSource: undefined, values: false, players: [] });
  });

  it('and a round of one of them changed is caught', () => {
    const r = report(written(swapPair(model(fixtureText('2025', 'small/case1.trf')), 2).trf, '16'), { rules: '2025' });
    expect(r.rounds[0]?.round).toBe(2);
  });
});

describe('a Baku tournament named by 192 alone (no 250 records, no 142), as bbpPairings 6 writes it', () => {
  // testdata/baku-12p5r.bbp6.trf: generated by bbpPairings 6.0.0 (`-g` from a model file with 192
  // FIDE_DUTCH_2025_BAKU, 12 players, 5 rounds, seed 11) and passed by its own checker (`-c`). C.04.5.1: GA
  // is the first 2 × ⌈12 / 4⌉ = 6, with 1 virtual point in round 1 (5 rounds: accelerated rounds 1–3, 1 point
  // in 1–2, ½ in 3), so round 1 pairs 1–4, 2–5, 3–6 in GA and 7–10, 8–11, 9–12 in GB. Without 142 the file's
  // five rounds are all the rounds, as bbpPairings reads a finished tournament. arbiter check used to pair it
  // without the acceleration (1–7 in round 1).
  const text = readFileSync(new URL('testdata/baku-12p5r.bbp6.trf', import.meta.url), 'utf8');
  it('passes, every round paired with the virtual points of 192 _BAKU', () => {
    const r = report(text);
    expect(r.roundsChecked).toBe(5);
    expect(r.rounds).toEqual([]);
    expect(r.standings.players).toEqual([]);
  });
  it('round 1 of the file is the accelerated one (1–4, not 1–7)', () => {
    expect(
      text
        .split(/\r\n|\r|\n/)
        .find((l) => l.startsWith('001    1'))
        ?.slice(91, 99),
    ).toBe('   4 w 1');
  });
});

describe('TRF-2026 tie-break records (FIDE Handbook C.04 Annex 2, TRF-2026: 202 tie-breaks, 212 the standings order)', () => {
  const plain = exported(swiss, '2026')
    .split('\r\n')
    .filter((l) => !/^(XXT|XTV)/.test(l));
  const withRecord = (line: string) => [plain[0], line, ...plain.slice(1)].join('\r\n');
  it.each([
    ['212 PTS,BH-C1,BH,SB,PS,DE,WIN,BPG', '212'],
    ['202 BH-C1,BH,SB,PS,DE,WIN,BPG', '202'],
    ['202 BH/C1, BH, SB, PS, DE, WIN, BPG', '202'],
  ])('%s: the ranks by those tie-breaks (C.07 acronyms)', (line, source) => {
    const r = report(withRecord(line));
    expect(r.standings).toMatchObject({ tiebreakSource: source, values: false, players: [] });
    expect(r.standings.tiebreaks).toEqual(DEFAULT_SWISS_SETTINGS.tiebreaks);
  });

  it('a code arbiter does not compute is refused with its line and column', () => {
    const r = checkTrf(withRecord('212 PTS,BH,XYZ'));
    expect(r).toMatchObject({ ok: false, error: { code: 'check.tiebreaks', line: 2, column: 12 } });
  });
});

describe('refused, with the line and column', () => {
  const text = exported(swiss, '16');
  const lines = text.split('\n');
  const at = lines.findIndex((l) => l.startsWith('001'));
  const contradicted = () => {
    const trf = model(text);
    const [first, ...rest] = trf.players;
    const e = first!.rounds[1]!;
    const other = rest.find((p) => p.id !== e.opponent)!.id;
    return written({ ...trf, players: [{ ...first!, rounds: [first!.rounds[0]!, { ...e, opponent: other }, ...first!.rounds.slice(2)] }, ...rest] }, '16');
  };
  it.each([
    // Not a result code (X is one since TRF-2026: an unknown result, e.g. an adjourned game).
    ['a round entry with result "Q"', lines.map((l, i) => (i === at ? l.slice(0, 98) + 'Q' + l.slice(99) : l)).join('\n'), 'check.input', at + 1, 99],
    ['an XTV line with a value too few', lines.map((l) => (l.startsWith('XTV') ? l.replace(/\s+\S+$/, '') : l)).join('\n'), 'check.tiebreaks', undefined, undefined],
    ['a Keizer competition (092 names a system not checked)', exported(playedKeizer(), '16'), 'check.system', 7, 5],
    ['a 192 code of another system', text.replace('192 FIDE_DUTCH_2025', '192 FIDE_TEAM_TYPEA_MP'), 'check.system', lines.findIndex((l) => l.startsWith('192')) + 1, 5],
    // Player 1's round-2 opponent changed on his line only: his line, at his round-2 entry (columns 102-109).
    ['two entries that contradict each other', contradicted(), 'check.input', at + 1, 102],
  ])('%s', (_, input, code, line, column) => {
    const r = checkTrf(input);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error.code).toBe(code);
    if (line !== undefined) expect(r.error).toMatchObject({ line, column });
    expect(r.error.message).toMatch(/^line \d+, column \d+: /);
  });
});
