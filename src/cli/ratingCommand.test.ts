import { describe, expect, it } from 'vitest';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { main } from './main.js';
import { bufferIo } from './io.js';
import { DEFAULT_KEIZER_SETTINGS } from '../core/settings.js';
import type { Tournament } from '../core/tournament.js';
import { makeTournamentFile } from '../formats/tournamentFile.js';
import { parseTrf } from '../formats/trf.js';
import { parseUscfReport } from '../formats/uscfReport.js';

async function run(args: string[], stdin = '') {
  const io = bufferIo(tmpdir(), stdin);
  const code = await main(args, io);
  return { code, out: io.stdout(), err: io.stderr() };
}

const estimate1500 = JSON.stringify({
  player: { rating: 1500, games: 6, k: 20 },
  games: [
    { opponent: 1400, result: 1 },
    { opponent: 1550, result: 0 },
    { opponent: 1650, result: 0.5 },
  ],
});

const event = {
  system: 'regular',
  players: [
    { id: 1, rating: 1800, games: 50 },
    { id: 2, rating: 1500, games: 6 },
    { id: 3, adult: true },
    { id: 4, fide: 1900 },
  ],
  games: [
    { white: 1, black: 2, result: 1 },
    { white: 3, black: 1, result: 0.5 },
    { white: 2, black: 4, result: 0 },
    { white: 4, black: 3, result: 1 },
  ],
};

describe('arbiter rating uscf --estimate', () => {
  it('the acceptance example: rating 1511.11, published 1512', async () => {
    const r = await run(['rating', 'uscf', '--estimate'], estimate1500);
    expect(r.code).toBe(0);
    const j = JSON.parse(r.out);
    expect(j.rating).toBe(1511.11);
    expect(j.published).toBe(1512);
    expect(j.change).toBe(11.11);
    expect(j.formula).toBe('special');
    expect(j.effectiveGames).toBe(6);
    expect(j).toHaveProperty('expected');
    expect(j).toHaveProperty('performance');
  });
  it('rounding to the nearest is a setting', async () => {
    const r = await run(['rating', 'uscf', '--estimate', '--rounding', 'nearest'], estimate1500);
    expect(JSON.parse(r.out).published).toBe(1511);
  });
  it('an unrated 1300 who beats 600 and 700 stays 1300; the text’s start point drops him to 1100', async () => {
    const input = JSON.stringify({
      player: { rating: 1300, games: 0 },
      games: [
        { opponent: 600, result: 1 },
        { opponent: 700, result: 1 },
      ],
    });
    expect(JSON.parse((await run(['rating', 'uscf', '--estimate'], input)).out).rating).toBe(1300);
    expect(JSON.parse((await run(['rating', 'uscf', '--estimate', '--start', 'estimate'], input)).out).rating).toBe(1100);
  });
});

describe('arbiter rating fide --estimate', () => {
  it('F-P04 (FIDE-P, K = 20): −0.20, published 2053', async () => {
    const input = JSON.stringify({
      player: { rating: 2053, k: 20 },
      games: [
        { opponent: 1675, result: 1 },
        { opponent: 2310, result: 0 },
        { opponent: 1653, result: 1 },
        { opponent: 1884, result: 1 },
        { opponent: 2218, result: 0 },
      ],
    });
    const j = JSON.parse((await run(['rating', 'fide', '--estimate'], input)).out);
    expect(j.change).toBe(-0.2);
    expect(j.published).toBe(2053);
    expect(j.k).toBe(20);
    expect(j.expected).toBe(3.01);
  });
  it('K derived from the player’s data when absent (fewer than 30 games → 40)', async () => {
    const input = JSON.stringify({ player: { rating: 1500, games: 6, birthDate: '1990-01-01' }, games: [{ opponent: 1500, result: 1 }] });
    const j = JSON.parse((await run(['rating', 'fide', '--estimate'], input)).out);
    expect(j.k).toBe(40);
    expect(j.kSource).toBe('derived');
    expect(j.change).toBe(20);
  });
  it('an unrated player: the initial rating of §8.2 (F-N01: 1922)', async () => {
    const input = JSON.stringify({
      player: {},
      games: [
        { opponent: 1902, result: 0.5 },
        { opponent: 1877, result: 0.5 },
        { opponent: 1884, result: 1 },
        { opponent: 2012, result: 0 },
        { opponent: 1832, result: 1 },
      ],
    });
    const j = JSON.parse((await run(['rating', 'fide', '--estimate'], input)).out);
    expect(j.published).toBe(1922);
    expect(j.initial.dp).toBe(50);
  });
});

describe('arbiter rating uscf|fide on an event', () => {
  it('uscf --json prints every player with N′, K, E, bonus and the formula', async () => {
    const r = await run(['rating', 'uscf', '--json'], JSON.stringify(event));
    expect(r.code).toBe(0);
    const j = JSON.parse(r.out);
    expect(j.players).toHaveLength(4);
    const [p1, p2, p3, p4] = j.players;
    expect(p1.formula).toBe('standard');
    expect(p1.k).toBeGreaterThan(0);
    expect(p1.bonus).toBe(0);
    expect(p2.formula).toBe('special');
    expect(p3.initial).toEqual({ rating: 1300, games: 0, source: 'adult' });
    expect(p3.step3).not.toBeNull();
    expect(p4.initial.source).toBe('fide');
    expect(p4.newGames).toBe(7);
    for (const p of j.players) expect(typeof p.published).toBe('number');
  });
  it('uscf without --json prints a table', async () => {
    const r = await run(['rating', 'uscf'], JSON.stringify(event));
    expect(r.out.split('\n')[0]).toMatch(/^id\s+prior\s+N\s+N'\s+formula/);
    expect(r.out.trim().split('\n')).toHaveLength(5);
  });
  it('reads a file argument', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'rating-'));
    writeFileSync(join(dir, 'event.json'), JSON.stringify(event));
    const io = bufferIo(dir);
    expect(await main(['rating', 'fide', 'event.json', '--json'], io)).toBe(0);
    expect(JSON.parse(io.stdout()).players).toHaveLength(4);
  });
  it('fide --json: rated players, and unrated ones with an initial rating', async () => {
    const j = JSON.parse((await run(['rating', 'fide', '--json'], JSON.stringify(event))).out);
    const [p1, , p3] = j.players;
    expect(p1.kind).toBe('rated');
    expect(p1.games).toBe(1); // only the game against the rated player 2 counts
    expect(p3.kind).toBe('initial'); // a draw against the rated player 1
    expect(p3.games).toBe(1);
    expect(p3.published).toBeNull(); // §7.1.4: not before 5 games
    expect(p3.initial.reason).toMatch(/needs 5/);
  });
});

describe('Regular, Quick and dual rating', () => {
  const dual = {
    endDate: '2011-11-03',
    players: [
      { id: 'a', rating: 1600, games: 40, quick: { rating: 1500, games: 12 } },
      { id: 'b', quick: { rating: 1400, games: 30 } },
    ],
    games: [{ white: 'a', black: 'b', result: 0 }],
  };
  it('"system": "dual" rates both systems', async () => {
    const j = JSON.parse((await run(['rating', 'uscf', '--json'], JSON.stringify({ ...dual, system: 'dual' }))).out);
    expect(j.dual).toBe(true);
    expect(j.regular.players[1].initial).toEqual({ rating: 1400, games: 0, source: 'otherSystem' });
    expect(j.quick.players[1].initial.source).toBe('rated');
    expect(j.quick.players[0].prior).toBe(1500);
  });
  it('"timeControl": 45 (G/45) is dual-rated; G/90 is Regular only; G/3 is not rated', async () => {
    const g45 = await run(['rating', 'uscf'], JSON.stringify({ ...dual, timeControl: 45 }));
    expect(g45.out).toMatch(/^Regular\n/);
    expect(g45.out).toMatch(/\nQuick\n/);
    const g90 = JSON.parse((await run(['rating', 'uscf', '--json'], JSON.stringify({ ...dual, timeControl: 90 }))).out);
    expect(g90.ratingSystem).toBe('regular');
    const g3 = await run(['rating', 'uscf'], JSON.stringify({ ...dual, timeControl: 3 }));
    expect(g3.code).toBe(2);
    expect(g3.err).toMatch(/^arbiter: event\.timeControl: G\/3 is not rated by USCF/);
  });
});

describe('estimates with the player’s record', () => {
  it('the player’s floor holds (peak 1941 → 1700)', async () => {
    const input = JSON.stringify({
      player: { rating: 1710, games: 100, peak: 1941 },
      games: [1, 2, 3, 4].map(() => ({ opponent: 1300, result: 0 })),
    });
    const j = JSON.parse((await run(['rating', 'uscf', '--estimate'], input)).out);
    expect(j.floor).toBe(1700);
    expect(j.rating).toBe(1700);
    expect(j.published).toBe(1700);
  });
  it('an unrated player with a FIDE rating starts from the converted rating (§1 Step 1)', async () => {
    const input = JSON.stringify({ player: { fide: 1800 }, games: [{ opponent: 1845, result: 0.5 }] });
    const j = JSON.parse((await run(['rating', 'uscf', '--estimate'], input)).out);
    expect(j.initial).toEqual({ rating: 1845, games: 5, source: 'fide' });
    expect(j.rating).toBe(1845);
  });
});

describe('bad input: one line, non-zero exit', () => {
  const cases: { name: string; args: string[]; stdin: string; message: RegExp }[] = [
    {
      name: 'a game against a missing player',
      args: ['rating', 'uscf'],
      stdin: JSON.stringify({ ...event, games: [{ white: 1, black: 9, result: 1 }] }),
      message: /^arbiter: games\[0\]\.black: player "9" is not in players$/,
    },
    {
      name: 'an impossible result',
      args: ['rating', 'fide'],
      stdin: JSON.stringify({ ...event, games: [{ white: 1, black: 2, result: 2 }] }),
      message: /^arbiter: games\[0\]\.result: must be 1, 0\.5 or 0, got 2$/,
    },
    {
      name: 'a negative rating',
      args: ['rating', 'uscf', '--json'],
      stdin: JSON.stringify({ ...event, players: [{ id: 1, rating: -1 }, ...event.players.slice(1)] }),
      message: /^arbiter: players\[0\]\.rating: must be ≥ 0, got -1$/,
    },
    { name: 'malformed JSON', args: ['rating', 'uscf'], stdin: '{"players": [', message: /^arbiter: stdin: not valid JSON/ },
    { name: 'empty input', args: ['rating', 'fide', '--estimate'], stdin: '', message: /^arbiter: stdin: empty, expected JSON$/ },
    { name: 'players missing', args: ['rating', 'uscf'], stdin: '{"games": []}', message: /^arbiter: players: must be an array$/ },
    {
      name: 'a player twice',
      args: ['rating', 'uscf'],
      stdin: JSON.stringify({ players: [{ id: 1 }, { id: '1' }], games: [] }),
      message: /^arbiter: players\[1\]\.id: "1" appears twice$/,
    },
    {
      name: 'an estimate game without an opponent',
      args: ['rating', 'uscf', '--estimate'],
      stdin: '{"player": {"rating": 1500}, "games": [{"result": 1}]}',
      message: /^arbiter: games\[0\]\.opponent: is missing/,
    },
    {
      name: 'an unknown history',
      args: ['rating', 'uscf', '--estimate'],
      stdin: '{"player": {"history": "some"}, "games": []}',
      message: /^arbiter: player\.history: must be one of mixed, allWins, allLosses/,
    },
    {
      name: 'a USCF rating without its N',
      args: ['rating', 'uscf'],
      stdin: JSON.stringify({ players: [{ id: 1, rating: 1500 }], games: [] }),
      message: /^arbiter: players\[0\]\.games: is missing \(N: the number of games behind the rating\)$/,
    },
    {
      name: 'a USCF estimate with k but without N',
      args: ['rating', 'uscf', '--estimate'],
      stdin: '{"player": {"rating": 1500, "k": 20}, "games": []}',
      message: /^arbiter: player\.games: is missing/,
    },
    {
      name: 'a FIDE rated player without k or games',
      args: ['rating', 'fide'],
      stdin: JSON.stringify({ players: [{ id: 1, rating: 1500 }], games: [] }),
      message: /^arbiter: players\[0\]: a rated player needs "k"/,
    },
    { name: 'a bad option value', args: ['rating', 'uscf', '--rounding', 'up'], stdin: '{}', message: /^arbiter: --rounding must be one of awayFromPrior, nearest, not "up"$/ },
    { name: 'a missing file', args: ['rating', 'uscf', 'no-such-file.json'], stdin: '', message: /^arbiter: no-such-file\.json: cannot read \(ENOENT\)$/ },
  ];
  it.each(cases)('$name', async ({ args, stdin, message }) => {
    const r = await run(args, stdin);
    expect(r.code).not.toBe(0);
    expect(r.out).toBe('');
    expect(r.err.trimEnd().split('\n')).toHaveLength(1);
    expect(r.err.trimEnd()).toMatch(message);
  });
});

describe('tournament files: live ratings and reports', () => {
  const dir = mkdtempSync(join(tmpdir(), 'rating-t-'));
  const file = join(dir, 'club.arb');
  const tournament: Tournament = {
    name: 'Club',
    settings: DEFAULT_KEIZER_SETTINGS,
    players: [
      { id: 1, name: 'Alpha, Anna', rating: 2053, kFactor: 20, gamesPlayed: 200, federationId: '30915422' },
      { id: 2, name: 'Beta, Bert', rating: 1675, kFactor: 20, gamesPlayed: 200 },
      { id: 3, name: 'Gamma, Cees', rating: 2310, kFactor: 20, gamesPlayed: 200 },
      { id: 4, name: 'Delta, Dirk' },
    ],
    rounds: [
      {
        number: 1,
        games: [
          { board: 1, white: 2, black: 1, result: '0-1' },
          { board: 2, white: 3, black: 4, result: '1/2-1/2' },
        ],
        byes: [],
      },
      {
        number: 2,
        games: [
          { board: 1, white: 1, black: 3, result: '0-1' },
          { board: 2, white: 4, black: 2, result: '1-0' },
        ],
        byes: [],
      },
    ],
    absences: [],
  };
  writeFileSync(file, makeTournamentFile(tournament));

  it('rating tournament --json: change, performance and estimates, live after a round', async () => {
    const io = bufferIo(dir);
    expect(await main(['rating', 'tournament', '-f', 'club.arb', '--json'], io)).toBe(0);
    const rows = JSON.parse(io.stdout());
    expect(rows[0]).toMatchObject({ id: 1, prior: 2053, games: 2, change: -1.8, published: 2051 }); // +0.09 − 0.18 (F-P04's first two games) × 20
    expect(rows[3].estimate).toBe(true);
    const after1 = bufferIo(dir);
    await main(['rating', 'tournament', '-f', 'club.arb', '--json', '--after-round', '1'], after1);
    expect(JSON.parse(after1.stdout())[0].games).toBe(1);
  });
  it('rating tournament prints a table; --system uscf', async () => {
    const io = bufferIo(dir);
    expect(await main(['rating', 'tournament', '-f', 'club.arb', '--system', 'uscf'], io)).toBe(0);
    expect(io.stdout().split('\n')[0]).toMatch(/^#\s+name\s+prior\s+games/);
  });
  it('report fide writes TRF16 that our reader reads back', async () => {
    const io = bufferIo(dir);
    expect(await main(['report', 'fide', '-f', 'club.arb', '--out', 'club.trf', '--start', '2026-03-01'], io)).toBe(0);
    expect(io.stdout()).toBe('wrote club.trf\n');
    const back = parseTrf(readFileSync(join(dir, 'club.trf'), 'utf8'));
    expect(back.ok && back.value.players.map((p) => p.points)).toEqual([1, 0, 1.5, 1.5]);
  });
  it('report uscf prints the crosstable', async () => {
    const io = bufferIo(dir);
    expect(await main(['report', 'uscf', '-f', 'club.arb', '--affiliate', 'A123'], io)).toBe(0);
    const back = parseUscfReport(io.stdout());
    expect(back.ok && back.value.affiliate).toBe('A123');
    expect(back.ok && back.value.players[0]?.rounds.map((e) => e.code)).toEqual(['W', 'L']);
  });
  it('a missing tournament file is one line', async () => {
    const io = bufferIo(dir);
    expect(await main(['report', 'uscf', '-f', 'nope.arb'], io)).toBe(2);
    expect(io.stderr()).toMatch(/^arbiter: .*nope\.arb: no such tournament file/);
  });
});
