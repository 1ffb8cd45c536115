// Issue 11: one writer at a time, across processes. Two servers over one folder and two CLI processes
// beside them enter results into one round at the same time; every result they acknowledged is kept. The
// same with two servers over one PostgreSQL database.
import { afterAll, describe, expect, it } from 'vitest';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FolderStore } from '../src/store/folderStore.js';
import { PostgresStore, postgresClient } from '../src/store/postgresStore.js';
import type { TournamentStore } from '../src/store/store.js';
import { DEFAULT_KEIZER_SETTINGS } from '../src/core/settings.js';
import type { GameResult } from '../src/core/game.js';
import type { Tournament } from '../src/core/tournament.js';
import { hashPassword } from '../src/store/accounts.js';
import { PROJECT_ROOT } from '../src/server/webBuild.js';
import { startServer } from './postgresServer.js';

const BOARDS = 120;
const TSX = join(PROJECT_ROOT, 'node_modules', 'tsx', 'dist', 'cli.mjs');

/** 240 players, round 1 paired board by board (1–2, 3–4, …), no results yet. */
function bigRound(): Tournament {
  const players = Array.from({ length: 2 * BOARDS }, (_, i) => ({ id: i + 1, name: `Player ${i + 1}` }));
  const games = Array.from({ length: BOARDS }, (_, i) => ({ board: i + 1, white: 2 * i + 1, black: 2 * i + 2 }));
  return { name: 'Writers', settings: DEFAULT_KEIZER_SETTINGS, players, rounds: [{ number: 1, games, byes: [] }], absences: [] };
}

/** Each board is written twice, with two different results; the second is the one that must stay. */
const FIRST: GameResult[] = ['1-0', '1/2-1/2', '0-1'];
const writesOf = (board: number): [GameResult, GameResult] => [FIRST[board % 3]!, FIRST[(board + 1) % 3]!];

const children: ChildProcess[] = [];
afterAll(() => {
  for (const c of children) c.kill('SIGTERM');
});

function run(script: string, args: string[]): { child: ChildProcess; output: () => string; exited: Promise<number | null> } {
  const child = spawn(process.execPath, [TSX, join(PROJECT_ROOT, 'test', 'processes', script), ...args], { cwd: PROJECT_ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
  children.push(child);
  let out = '';
  child.stdout.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr.on('data', (d: Buffer) => (out += d.toString()));
  return { child, output: () => out, exited: new Promise((resolve) => child.on('exit', resolve)) };
}

async function startServerProcess(args: string[]): Promise<string> {
  const p = run('server.ts', args);
  const until = Date.now() + 60_000;
  for (;;) {
    const m = /PORT (\d+)/.exec(p.output());
    if (m) return `http://127.0.0.1:${m[1]}`;
    if (p.child.exitCode !== null || Date.now() > until) throw new Error(`the server did not start: ${p.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** A logged-in director at a server: enters results, resolving with those the server acknowledged. */
async function httpWriter(url: string, boards: number[]): Promise<{ board: number; result: GameResult }[]> {
  const login = await fetch(`${url}/api/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ name: 'anna', password: 'correct horse battery' }),
  });
  const cookie = login.headers.get('set-cookie')!.split(';')[0]!;
  const acked: { board: number; result: GameResult }[] = [];
  for (const pass of [0, 1] as const)
    for (const board of boards) {
      const result = writesOf(board)[pass];
      const r = await fetch(`${url}/api/tournaments/writers/rounds/1/games/${board}`, {
        method: 'PUT',
        headers: { 'Content-Type': 'application/json', Cookie: cookie },
        body: JSON.stringify({ result }),
      });
      if (r.status === 200) acked.push({ board, result });
      else throw new Error(`board ${board}: ${r.status} ${await r.text()}`);
    }
  return acked;
}

async function cliWriter(file: string, boards: number[]): Promise<{ board: number; result: GameResult }[]> {
  const writes = [0, 1].flatMap((pass) => boards.map((b) => `${b}:${writesOf(b)[pass as 0 | 1]}`));
  const p = run('cliWriter.ts', [file, ...writes]);
  await p.exited;
  const acked = [...p.output().matchAll(/^ACK (\d+) (\S+)$/gm)].map((m) => ({ board: Number(m[1]), result: m[2] as GameResult }));
  expect(p.output()).not.toMatch(/FAIL/);
  return acked;
}

/** Every board holds the last result acknowledged for it. */
async function expectNoneLost(store: TournamentStore, acked: { board: number; result: GameResult }[][]): Promise<void> {
  const last = new Map<number, GameResult>();
  for (const stream of acked) for (const { board, result } of stream) last.set(board, result);
  const got = await store.get('writers');
  if (!got.ok) throw new Error(got.error.message);
  const games = got.value.tournament.rounds[0]!.games;
  const lost = games.filter((g) => g.result !== last.get(g.board)).map((g) => `board ${g.board}: ${g.result ?? 'no result'} instead of ${last.get(g.board)}`);
  expect(lost).toEqual([]);
  expect(acked.flat().length).toBeGreaterThanOrEqual(200);
}

/** Boards 1..BOARDS dealt to `n` writers in turn. */
const deal = (n: number): number[][] => Array.from({ length: n }, (_, k) => Array.from({ length: BOARDS }, (_, i) => i + 1).filter((b) => b % n === k));

describe('writers in several processes lose nothing', () => {
  it('two servers over one folder and two CLI processes beside them', async () => {
    const dir = join(mkdtempSync(join(tmpdir(), 'arbiter-writers-')), 'tournaments');
    const store = new FolderStore(dir);
    expect((await store.create('writers', bigRound(), 'test')).ok).toBe(true);
    await store.accounts.addDirector({ name: 'anna', passwordHash: await hashPassword('correct horse battery') });
    const [a, b] = await Promise.all([startServerProcess(['--dir', dir]), startServerProcess(['--dir', dir])]);
    const [s1, s2, c1, c2] = deal(4);
    const acked = await Promise.all([httpWriter(a, s1!), httpWriter(b, s2!), cliWriter(join(dir, 'writers.txt'), c1!), cliWriter(join(dir, 'writers.txt'), c2!)]);
    await expectNoneLost(store, acked);
    const history = await store.history('writers');
    expect(history.ok && history.value.length).toBe(1 + 2 * BOARDS); // every acknowledged write is a version
  });

  it('two servers over one PostgreSQL database', async () => {
    const pg = startServer();
    try {
      const opened = await PostgresStore.open(postgresClient(pg.url));
      if (!opened.ok) throw new Error(opened.error.message);
      const store = opened.value;
      expect((await store.create('writers', bigRound(), 'test')).ok).toBe(true);
      await store.accounts.addDirector({ name: 'anna', passwordHash: await hashPassword('correct horse battery') });
      const [a, b] = await Promise.all([startServerProcess(['--database', pg.url]), startServerProcess(['--database', pg.url])]);
      const acked = await Promise.all(deal(4).map((boards, i) => httpWriter(i % 2 ? b : a, boards)));
      await expectNoneLost(store, acked);
      store.close();
    } finally {
      for (const c of children.splice(0)) c.kill('SIGTERM');
      pg.stop();
    }
  });
});
