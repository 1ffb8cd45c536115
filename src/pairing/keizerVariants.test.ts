import { keizerTournament } from '../../test/keizerTournament.js';
import { describe, expect, it } from 'vitest';
import type { Player } from '../core/player.js';
import type { Round } from '../core/round.js';
import type { KeizerSettings } from '../core/settings.js';
import { playersFor, type Tournament } from '../core/tournament.js';
import { markAbsent, markPresent } from '../core/tournamentOps.js';
import { makeTournamentFile, parseTournamentFile } from '../formats/tournamentFile.js';
import { checkPairing, mayMeet, pairKeizerRound } from './keizer.js';
import { messagesOf } from './manual.js';
import { periodOf } from './meetings.js';

// The club variants of issue 32 that touch the pairing: periods (keizer.md §4) and sign-ups (§3).

const P = (id: number, rating: number, extra: Partial<Player> = {}): Player => ({ id, name: `Player ${id}`, rating, ...extra });
const field = (n: number) => Array.from({ length: n }, (_, i) => P(i + 1, 2000 - 10 * i));
const T = keizerTournament;
/** All values 0 (top 0): every score is 0 and the ranking stays the initial order 1, 2, …, n. */
const flat: Partial<KeizerSettings> = { top: 0 };
const pairsOf = (r: Round) => r.games.map((g) => [g.white, g.black].sort((a, b) => a - b));
const must = <T>(x: { ok: true; value: T } | { ok: false; error: { code: string; message: string } }): T => {
  if (!x.ok) throw new Error(`${x.error.code}: ${x.error.message}`);
  return x.value;
};

describe('§4 periods K: the repeat rule applies within a period', () => {
  it.each([
    // P planned rounds, K periods: the j-th period ends with round round(j × P / K), as phased splits (§2).
    [4, 2, [1, 1, 2, 2]], // round(4/2) = 2
    [10, 3, [1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3]], // round(10/3) = 3, round(20/3) = round(6.67) = 7; round 11 after P: the last
    [5, 1, [1, 1, 1, 1, 1]],
  ] as const)('%i rounds in %i periods', (planned, periods, expected) => {
    expect(expected.map((_, i) => periodOf(i + 1, planned, periods))).toEqual(expected);
  });

  // Four players, 4 planned rounds. Round 1: 1–2, 3–4; round 2: 1–3, 2–4 (all draws, all values 0).
  const season = (settings: Partial<KeizerSettings>, planned?: number): Tournament =>
    T(
      field(4),
      [
        [
          [1, 2, '1/2-1/2'],
          [3, 4, '1/2-1/2'],
        ],
        [
          [1, 3, '1/2-1/2'],
          [2, 4, '1/2-1/2'],
        ],
      ],
      { ...flat, ...settings },
      [],
      planned,
    );

  it('one period (the default): round 3 pairs the only games not played, 1–4 and 2–3', () => {
    expect(pairsOf(must(pairKeizerRound(season({}, 4))))).toEqual([
      [1, 4],
      [2, 3],
    ]);
  });

  it('two periods of 4 rounds (1–2, 3–4): round 3 starts a new period, so 1–2 and 3–4 may meet again', () => {
    const t = season({ periods: 2 }, 4);
    expect(pairsOf(must(pairKeizerRound(t)))).toEqual([
      [1, 2],
      [3, 4],
    ]);
    expect(mayMeet(t, 1, 2, 3)).toBe(true);
    expect(mayMeet(t, 1, 2, 2)).toBe(false); // round 2 is in period 1 with round 1
    expect(checkPairing(t, [[1, 2]], { round: 3 }).warnings.filter((w) => w.code === 'rematch')).toEqual([]);
  });

  it('a rematch within the period is named with its period when paired by hand', () => {
    const t = T(field(4), [[[1, 2, '1/2-1/2']]], { ...flat, periods: 2 }, [], 4);
    expect(messagesOf(checkPairing(t, [[1, 2]]).warnings)).toContain(
      'Player 1 and Player 2 met before (round 1): against the repeat rule (players never meet twice, within period 1 of 2)',
    );
  });

  it('without planned rounds the periods cannot be placed: one period, as before', () => {
    expect(pairsOf(must(pairKeizerRound(season({ periods: 2 }))))).toEqual([
      [1, 4],
      [2, 3],
    ]);
  });
});

describe('§3 attendance opt-in: only the players signed up are paired', () => {
  // Five players (values do not matter: round 1 is in the initial order 1, 2, 3, 4, 5).
  const optIn = T(field(5), [], { attendance: 'opt-in' });

  it('nobody signed up: nobody to pair', () => {
    expect(playersFor(optIn, 1)).toEqual([]);
    expect(pairKeizerRound(optIn)).toMatchObject({ ok: false, error: { code: 'too-few-players' } });
  });

  it('1, 2, 4 signed up, 3 excused, 5 silent: 1–2 play, 4 (the lowest of three) has the bye', () => {
    let t = optIn;
    for (const id of [1, 2, 4]) t = must(markPresent(t, id));
    t = must(markAbsent(t, 3, 'excused'));
    expect(t.absences.map((a) => [a.player, a.kind])).toEqual([
      [1, 'present'],
      [2, 'present'],
      [4, 'present'],
      [3, 'excused'],
    ]);
    expect(playersFor(t, 1)).toEqual([1, 2, 4]);
    const r = must(pairKeizerRound(t));
    expect(pairsOf(r)).toEqual([[1, 2]]);
    expect(r.byes).toEqual([4]);
    // By hand: pairing 5, who did not sign up, is allowed with a warning; 4 signed up and left out is named.
    const check = checkPairing(t, [
      [1, 2],
      [5, 3],
    ]);
    expect(messagesOf(check.errors)).toEqual(['Player 3 is announced absent in round 1 (excused)']);
    expect(messagesOf(check.warnings)).toEqual(['Player 5 has not signed up for round 1', 'present but not paired: Player 4 (announce an absence, or give the bye)']);
  });

  it('the sign-ups are written as "present PLAYER" and read back, kept with the round once paired', () => {
    let t = must(markPresent(must(markPresent(optIn, 1)), 2));
    t = { ...t, rounds: [must(pairKeizerRound(t))] };
    const text = makeTournamentFile(t);
    expect(text).toContain('setting attendance opt-in\n');
    expect(text).toContain('round 1\npresent 1\npresent 2\ngame 1 1 2 *\n');
    const back = must(parseTournamentFile(text));
    expect(back.absences).toEqual(t.absences);
    expect(makeTournamentFile(back)).toBe(text);
  });

  it('a file that signs a player up twice, or both signs him up and announces him absent, is refused', () => {
    const base = makeTournamentFile(optIn);
    expect(parseTournamentFile(`${base}\nround 1 unpaired\npresent 1\npresent 1\n`)).toMatchObject({ ok: false, error: { code: 'reference' } });
    expect(parseTournamentFile(`${base}\nround 1 unpaired\npresent 1\nabsent 1 excused\n`)).toMatchObject({ ok: false, error: { code: 'reference' } });
  });

  it('opt-out (the default): "present" takes back an absence, and a sign-up is refused with the option named', () => {
    const t = T(field(4));
    expect(must(markPresent(must(markAbsent(t, 3, 'excused')), 3)).absences).toEqual([]);
    const refused = markAbsent(t, 3, 'present');
    expect(refused).toMatchObject({ ok: false, error: { code: 'no-sign-up' } });
    expect(!refused.ok && refused.error.message).toMatch(/attendance opt-in/);
    expect(playersFor(t, 1)).toEqual([1, 2, 3, 4]);
  });

  it('a sign-up left in the file after a switch back to opt-out changes nothing', () => {
    const t = must(markPresent(optIn, 1));
    const out: Tournament = { ...t, settings: { ...(t.settings as KeizerSettings), attendance: 'opt-out' } };
    expect(playersFor(out, 1)).toEqual([1, 2, 3, 4, 5]);
    expect(pairsOf(must(pairKeizerRound(out)))).toEqual([
      [1, 2],
      [3, 4],
    ]);
  });
});
