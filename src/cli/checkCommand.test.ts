// `arbiter check FILE.trf` (issue 35 item 2; FIDE Handbook C.02 (2026), C.04.2 (2026) 1.4): the command
// reads the file, prints what differs and ends with the documented exit code (0 agrees, 1 differs, 3
// invalid input naming line and column, 2 a command-line mistake).
import { describe, expect, it } from 'vitest';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { makeTournamentFile } from '../formats/tournamentFile.js';
import { arbiter, dutchFixtures, ok, tempDir } from '../../test/cliShell.js';
import { changePoints, exported, model, playedKeizer, playedSwiss, swapPair, swapRanks, written } from '../../test/checkTournaments.js';
import type { CheckReport } from '../director/check.js';

const swiss = playedSwiss();
const dir = tempDir('arbiter-check-');
writeFileSync(join(dir, 'swiss.txt'), makeTournamentFile(swiss));
const trf16 = model(exported(swiss, '16'));
const top = trf16.players.find((p) => p.rank === 1)!;
const lines16 = exported(swiss, '16').split('\n');
const first001 = lines16.findIndex((l) => l.startsWith('001'));
const files: Record<string, string> = {
  'pair.trf': written(swapPair(trf16, 3).trf, '2026'),
  'ranks.trf': written(swapRanks(trf16, 1, trf16.players.length).trf, '16'),
  'points.trf': written(changePoints(trf16, top.id, 1), '16'),
  // Q is no result code (X is one since TRF-2026: an unknown result, e.g. an adjourned game).
  'damaged.trf': lines16.map((l, i) => (i === first001 ? l.slice(0, 98) + 'Q' + l.slice(99) : l)).join('\n'),
  'keizer.trf': exported(playedKeizer(), '2026'),
};
for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);

describe('arbiter check: a file arbiter played and exported (arbiter export trf) passes, exit 0', () => {
  it.each(['2026', '16'])('TRF%s', async (format) => {
    await ok(dir, 'export', 'trf', '--file', 'swiss.txt', `swiss${format}.trf`, '--format', format);
    const out = await ok(dir, 'check', `swiss${format}.trf`);
    expect(out).toBe(
      'pairings: all 5 rounds agree (FIDE (Dutch) System, 2025 rules)\n' +
        'standings: every player agrees (points, ranks by points, buchholz-cut1, buchholz, sonneborn-berger, progressive, direct-encounter, wins, black-games (C.07 fide-2026), the tie-break values)\n',
    );
  });

  it('a Dutch reference tournament, by its edition', async () => {
    expect(await ok(join(dutchFixtures('2017')), 'check', 'case1.trf', '--rules', '2017')).toMatch(/^pairings: all 7 rounds agree \(FIDE \(Dutch\) System, 2017 rules\)\n/);
  });
});

describe('arbiter check: what differs, one line each, exit 1', () => {
  it.each([
    ['a swapped pair in round 3 (TRF-2026)', 'pair.trf', /^round 3: the file pairs \d+-\d+, arbiter \d+-\d+$/m],
    ['two swapped ranks', 'ranks.trf', new RegExp(`^player ${top.id} \\(${top.name}\\): rank ${trf16.players.length} in the file, 1 by the standings$`, 'm')],
    [
      'a changed points column',
      'points.trf',
      new RegExp(`^player ${top.id} \\(${top.name}\\): points ${(top.points + 1).toFixed(1)} in the file, ${top.points.toFixed(1)} by his results$`, 'm'),
    ],
  ])('%s', async (_, file, line) => {
    const r = await arbiter(dir, 'check', file);
    expect(r).toMatchObject({ code: 1, err: '' });
    expect(r.out).toMatch(line);
  });

  it('--json: the rounds checked, the differences by round and by player', async () => {
    const r = await arbiter(dir, 'check', 'points.trf', '--json');
    expect(r.code).toBe(1);
    const report = JSON.parse(r.out) as CheckReport;
    expect(report).toMatchObject({ format: '16', roundsChecked: 5, rounds: [], agrees: false });
    expect(report.standings.players).toEqual([{ player: top.id, name: top.name, points: { file: top.points + 1, arbiter: top.points } }]);
  });
});

describe('arbiter check: refused, exit 3 (invalid input) or 2 (the command line)', () => {
  it.each([
    ['a damaged round entry: its line and column', ['damaged.trf'], 3, `arbiter: damaged.trf: line ${first001 + 1}, column 99: `],
    ['a system not checked (092 Keizer)', ['keizer.trf'], 3, 'arbiter: keizer.trf: line 7, column 5: 092 "Individual: Keizer system"'],
    ['a file that is not there', ['none.trf'], 3, 'arbiter: cannot read none.trf'],
    ['an unknown edition', ['points.trf', '--rules', '2020'], 2, 'arbiter: option'],
    ['an unknown flag', ['points.trf', '--fast'], 2, 'arbiter: unknown option'],
    ['no file', [], 2, 'arbiter: missing required argument'],
  ])('%s', async (_, args, code, message) => {
    const r = await arbiter(dir, 'check', ...args);
    expect(r.code).toBe(code);
    expect(r.err.startsWith(message)).toBe(true);
    expect(r.out).toBe('');
  });

  it('--help documents the exit codes', async () => {
    const out = await ok(dir, 'check', '--help');
    expect(out).toMatch(/Exit codes:\n {2}0 .*\n {2}1 .*\n {2}3 .*line and column.*\n {2}2 /);
  });
});
