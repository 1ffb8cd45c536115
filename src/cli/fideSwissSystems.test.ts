// The FIDE Swiss systems other than the Dutch, each played end to end through the CLI as a director plays
// it: created with `new --system S`, 30 players (one absent in round 1: 29 play, a bye), every round paired
// and its results entered; each round checked against the system's text (its first round by hand, then no
// rematch, no second bye, its colour rule), the TRF export naming the system (TRF-2026 192) and read back.
// One row a system (Dubov C.04.4.1, Burstein C.04.4.2, Lim C.04.4.3, Double-Swiss C.04.5); what only one
// system has is its row's own checks, and its other cases stay in its file (lim.test.ts, doubleSwiss.test.ts).
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { arbiter, ok, tempDir } from '../../test/cliShell.js';
import { parseTournamentFile } from '../formats/tournamentFile.js';
import type { Tournament } from '../core/tournament.js';
import { readTrfFile } from '../formats/trfFile.js';
import { tournamentFromTrfFile } from '../formats/trfTournament.js';

const read = (dir: string): Tournament => {
  const t = parseTournamentFile(readFileSync(join(dir, 't.txt'), 'utf8'));
  if (!t.ok) throw new Error(t.error.message);
  return t.value;
};

/** Each player's colours (W/B) of the games played, in order. */
function colours(t: Tournament): Map<number, string> {
  const c = new Map<number, string>(t.players.map((p) => [p.id, '']));
  for (const r of t.rounds)
    for (const g of r.games) {
      c.set(g.white, c.get(g.white)! + 'W');
      c.set(g.black, c.get(g.black)! + 'B');
    }
  return c;
}

const pairKey = (a: number, b: number) => `${Math.min(a, b)}-${Math.max(a, b)}`;
const gamesOf = (t: Tournament) => t.rounds.map((r) => r.games.map((g) => `${g.white}-${g.black}`).sort());

interface SystemRow {
  readonly system: 'swiss-dubov' | 'swiss-burstein' | 'swiss-lim' | 'double-swiss';
  readonly title: string;
  /** Rounds of the file (a Double-Swiss: two a match). */
  readonly rounds: number;
  /** 30 players with the 30th absent in round 1, or 29 (the Double-Swiss has no absence in a match). */
  readonly players: 29 | 30;
  readonly trf192: string;
  readonly trf092?: string;
  /** No colour three times running nor two ahead (Dubov/Burstein C3, Lim 2.1). */
  readonly colourRule: boolean;
  /** The games and byes of each round at the end. */
  readonly shape: readonly (readonly [number, number])[];
  /** Before pairing round `round`, what that system's own command makes of the exported file (Burstein). */
  readonly engineBefore?: { readonly round: number; readonly command: string };
  /** A check of the finished tournament only this system has. */
  readonly finally?: (dir: string) => Promise<void>;
  readonly timeout: number;
}

const FIVE_ROUNDS_OF_30: SystemRow['shape'] = [
  [14, 1],
  [15, 0],
  [15, 0],
  [15, 0],
  [15, 0],
];

const SYSTEMS: readonly SystemRow[] = [
  {
    system: 'swiss-dubov',
    // Round 1: 3.1.5, the bye to the largest TPN of the 29 (29); G1 = TPN 1–14, G2 = 15–28 (3.2.3), S1 and T2
    // in TPN order: 1-15, 2-16, …; 5.2.1: odd TPNs get the initial colour (White), even ones Black.
    title: 'Dubov (C.04.4.1): 5 rounds of 30 players, round 1 by 3.2.3 and 5.2.1, then no rematch (C1), no second bye (C2), no colour three times running or two ahead (C3)',
    rounds: 5,
    players: 30,
    trf192: 'FIDE_DUBOV',
    trf092: 'Individual: Swiss-System (FIDE Dubov)',
    colourRule: true,
    shape: FIVE_ROUNDS_OF_30,
    timeout: 120_000,
  },
  {
    system: 'swiss-burstein',
    // Round 1: a seeding round (1.6.1) is a Dutch round: the bye to the lowest of the 29 (29, Dutch C5 and
    // 4.3); S1 = TPN 1–14 against S2 = 15–28: 1-15, 2-16, …; colours alternate from the initial (White) one.
    title:
      'Burstein (C.04.4.2): 5 rounds of 30 players, rounds 1–2 Dutch (1.6.2: min(⌊5/2⌋, 4) = 2), then Burstein; no rematch (C1), no second bye (C2), no colour three times running or two ahead (C3)',
    rounds: 5,
    players: 30,
    trf192: 'FIDE_BURSTEIN',
    trf092: 'Individual: Swiss-System (FIDE Burstein)',
    colourRule: true,
    shape: FIVE_ROUNDS_OF_30,
    // `arbiter burstein IN.trf -p` pairs the exported file's next round as the tournament will (the same table).
    engineBefore: { round: 5, command: 'burstein' },
    timeout: 120_000,
  },
  {
    system: 'swiss-lim',
    // Round 1: 1.1, the bye to the lowest ranked of the lowest scoregroup (29). 4.1: top half 1–14 against
    // the bottom half 15–28 in order: 1-15, 2-16, …; colours: the drawn one (White) to 1, 3, 5, …
    title: 'Lim (C.04.4.3): 5 rounds of 30 players, round 1 by 1.1 and 4.1, then no rematch, no second bye, no colour three times running or three ahead (2.1)',
    rounds: 5,
    players: 30,
    trf192: 'FIDE_LIM',
    trf092: 'Individual: Swiss-System (FIDE Lim)',
    colourRule: true,
    shape: FIVE_ROUNDS_OF_30,
    // `arbiter check` reads the exported file and passes it.
    finally: async (dir) => {
      const checked = await arbiter(dir, 'check', 'out.trf');
      expect(checked.code, checked.err).toBe(0);
    },
    timeout: 120_000,
  },
  {
    system: 'double-swiss',
    // Match 1: 3.4.4, the bye to the largest TPN (29). 3.6: the first identifier of TPN 1–28 has the top
    // members 1–14 against 15–28 in order. 4.3.1: neither has played, the higher-ranked player (1–14) gets
    // the initial colour (white) when his TPN is odd, black when even.
    title: 'Double-Swiss (C.04.5): 5 matches of 29 players (10 rounds), match 1 by 3.6 and 4.3.1, game b reversing game a, then no rematch (C1), no second bye (C2)',
    rounds: 10,
    players: 29,
    trf192: 'FIDE_DOUBLESWISS',
    colourRule: false,
    shape: Array.from({ length: 10 }, () => [14, 1] as const),
    // 1.4: the bye of match 1 is worth a won game and a drawn one, 1½ (¾ in each of its two rounds).
    finally: async (dir) => {
      const standings = await ok(dir, 'standings', '--after-round', '2', '--json', '--file', 't.txt');
      const row = (JSON.parse(standings) as { name: string; score: number }[]).find((x) => x.name === 'Player 29');
      expect(row?.score).toBe(1.5);
    },
    timeout: 180_000,
  },
];

/** `arbiter S IN.trf -p` on the file exported before round `round`: its pairs, "white-black" sorted. */
async function enginePairs(dir: string, command: string): Promise<string[]> {
  await ok(dir, 'export', 'trf', 'before.trf', '--file', 't.txt');
  return (await ok(dir, command, 'before.trf', '-p'))
    .trim()
    .split('\n')
    .slice(1)
    .map((l) => l.trim().split(/\s+/).map(Number))
    .map(([w, b]) => `${w}-${b}`)
    .sort();
}

/** One round's checks: round 1 by hand (the row's comment), game b of a match, or no rematch and no second bye; the colour rule. */
function checkRound(row: SystemRow, t: Tournament, round: number): void {
  const r = t.rounds[round - 1]!;
  if (round === 1) {
    expect(r.byes).toEqual([29]);
    expect(r.games.map((g) => [g.white, g.black])).toEqual(Array.from({ length: 14 }, (_, i) => (i % 2 === 0 ? [i + 1, i + 15] : [i + 15, i + 1])));
  }
  if (row.system === 'double-swiss' && round % 2 === 0) {
    // C.04.5 Preface: game b is game a with the colours reversed; the bye is the match's.
    const a = t.rounds[round - 2]!;
    expect(r.games.map((g) => `${g.black}-${g.white}`).sort()).toEqual(a.games.map((g) => `${g.white}-${g.black}`).sort());
    expect(r.byes).toEqual(a.byes);
  } else {
    const seen = new Set(t.rounds.slice(0, round - 1).flatMap((x) => x.games.map((g) => pairKey(g.white, g.black))));
    for (const g of r.games) expect(seen.has(pairKey(g.white, g.black)), `round ${round}: ${g.white}-${g.black} met before`).toBe(false);
    // A Double-Swiss's bye is a match's: counted on the first game of each.
    const byes = t.rounds.filter((x) => row.system !== 'double-swiss' || x.number % 2 === 1).flatMap((x) => x.byes);
    expect(new Set(byes).size, 'C2: a second bye').toBe(byes.length);
  }
  if (row.colourRule)
    for (const [id, c] of colours(t)) {
      expect(c, `player ${id}`).not.toMatch(/WWW|BBB/);
      expect(Math.abs(c.split('W').length - c.split('B').length), `player ${id}: ${c}`).toBeLessThanOrEqual(2);
    }
}

describe('the other FIDE Swiss systems through the CLI', () => {
  for (const row of SYSTEMS)
    it(
      row.title,
      async () => {
        const dir = tempDir(`arbiter-${row.system}-`);
        expect(await ok(dir, 'new', '--file', 't.txt', '--system', row.system, '--rounds', String(row.rounds), '--initial-colour', 'white')).toContain(row.system);
        for (let i = 1; i <= row.players; i++) await ok(dir, 'player', 'add', `Player ${String(i).padStart(2, '0')}`, '--rating', String(2500 - 20 * i), '--file', 't.txt');
        if (row.players === 30) await ok(dir, 'absent', 'Player 30', '--file', 't.txt'); // 29 play round 1: a bye
        for (let round = 1; round <= row.rounds; round++) {
          const fromEngine = row.engineBefore?.round === round ? await enginePairs(dir, row.engineBefore.command) : undefined;
          await ok(dir, 'pair', '--file', 't.txt');
          const t = read(dir);
          const r = t.rounds[round - 1]!;
          if (fromEngine) expect(fromEngine).toEqual(r.games.map((g) => `${g.white}-${g.black}`).sort());
          checkRound(row, t, round);
          // Results: the higher rated player wins on odd boards, a draw on even ones.
          for (const g of r.games) await ok(dir, 'result', String(g.board), g.board % 2 === 1 ? (g.white < g.black ? '1-0' : '0-1') : '1/2-1/2', '--file', 't.txt');
        }
        const done = read(dir);
        expect(done.rounds).toHaveLength(row.rounds);
        expect(done.rounds.map((r) => [r.games.length, r.byes.length])).toEqual(row.shape);
        const trf = await ok(dir, 'export', 'trf', '--file', 't.txt');
        expect(trf).toMatch(new RegExp(`^192 ${row.trf192}$`, 'm'));
        if (row.trf092) expect(trf).toMatch(new RegExp(`^092 ${row.trf092.replace(/[()]/g, '\\$&')}$`, 'm'));
        expect((await arbiter(dir, 'pair', '--file', 't.txt')).err).toContain(`all ${row.rounds} planned rounds are paired`);
        // What we write, we read back: the TRF's 192 makes it the same system again, with the same games.
        await ok(dir, 'export', 'trf', 'out.trf', '--file', 't.txt');
        const file = readTrfFile(readFileSync(join(dir, 'out.trf'), 'utf8'));
        const back = file.ok ? tournamentFromTrfFile(file.value) : file;
        expect(back.ok && back.value.settings.system).toBe(row.system);
        expect(back.ok && gamesOf(back.value)).toEqual(gamesOf(done));
        await row.finally?.(dir);
      },
      row.timeout,
    );
});
