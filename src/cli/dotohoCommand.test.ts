import { describe, expect, it } from 'vitest';
import { main } from './main.js';
import { bufferIo } from './io.js';

async function arbiter(...args: string[]) {
  const io = bufferIo(process.cwd());
  const code = await main(args, io);
  return { code, out: io.stdout(), err: io.stderr() };
}

describe('arbiter dotoho', () => {
  it('prints the plan as text', async () => {
    const r = await arbiter('dotoho', '--players', '10', '--games', '4');
    expect(r.code).toBe(0);
    expect(r.err).toBe('');
    expect(r.out.split('\n')[0]).toBe('DO-TO-HO plan: 10 players, 4 games each, 20 games in 2 passes');
    expect(r.out).toContain('Pass 1: distance 1, two games each (10 games)');
  });

  it('--json prints the passes with distance, single and games', async () => {
    const r = await arbiter('dotoho', '--players', '10', '--games', '5', '--json');
    expect(r.code).toBe(0);
    const passes = JSON.parse(r.out) as { distance: number; single: boolean; games: [number, number][] }[];
    expect(passes.map((p) => [p.distance, p.single, p.games.length])).toEqual([
      [1, false, 10],
      [2, false, 10],
      [3, true, 5],
    ]);
    expect(passes[2]!.games).toEqual([
      [1, 4],
      [3, 6],
      [5, 8],
      [7, 10],
      [9, 2],
    ]);
  });

  it('--games 1 plans the pass at distance N/2: 12 players, six games, each player once', async () => {
    const r = await arbiter('dotoho', '--players', '12', '--games', '1', '--json');
    expect(r.code).toBe(0);
    expect(r.err).toBe('');
    const passes = JSON.parse(r.out) as { distance: number; single: boolean; games: [number, number][] }[];
    expect(passes).toEqual([
      {
        distance: 6,
        single: true,
        games: [
          [1, 7],
          [2, 8],
          [3, 9],
          [4, 10],
          [5, 11],
          [6, 12],
        ],
      },
    ]);
    const text = await arbiter('dotoho', '--players', '12', '--games', '1');
    expect(text.out.split('\n').slice(0, 3)).toEqual(['DO-TO-HO plan: 12 players, 1 game each, 6 games in 1 pass', '', 'Pass 1: distance 6, one game each (6 games)']);
  });

  it('--rounds splits the passes into rounds', async () => {
    const r = await arbiter('dotoho', '--players', '7', '--games', '2', '--rounds', '--json');
    expect(r.code).toBe(0);
    const rounds = JSON.parse(r.out) as { round: number; games: [number, number][]; resting: number[] }[];
    expect(rounds.map((x) => x.games.length)).toEqual([3, 3, 1]);
    expect(rounds.flatMap((x) => x.games)).toHaveLength(7);
  });

  const bad: [args: string[], message: RegExp][] = [
    [['--players', '9', '--games', '3'], /9 players × 3 games is odd/],
    [['--players', '10', '--games', '10'], /only 9 different opponents/],
    [['--players', '7', '--games', '5'], /number of players must be even/],
    [['--players', '11', '--games', '1'], /11 players × 1 game is odd/],
    [['--players', '8', '--games', '7'], /play a round robin instead/],
    [['--players', 'ten', '--games', '4'], /--players needs a whole number, not "ten"/],
    [['--players', '10', '--games', '2.5'], /--games needs a whole number/],
  ];
  for (const [args, message] of bad)
    it(`bad parameters exit non-zero with one line: ${args.join(' ')}`, async () => {
      const r = await arbiter('dotoho', ...args);
      expect(r.code).not.toBe(0);
      expect(r.out).toBe('');
      expect(r.err).toMatch(message);
      expect(r.err.trimEnd().split('\n')).toHaveLength(1);
      expect(r.err.startsWith('arbiter: ')).toBe(true);
    });

  it('a missing option is an error', async () => {
    const r = await arbiter('dotoho', '--players', '10');
    expect(r.code).not.toBe(0);
    expect(r.err).toMatch(/--games/);
  });
});
