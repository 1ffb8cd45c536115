import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fixtureNames, fixtureText } from '../../test/dutchFixtures.js';
import { bufferIo } from '../cli/io.js';
import { main } from '../cli/main.js';
import { DEFAULT_SWISS_SETTINGS, type DutchRules, type SwissSettings } from '../core/settings.js';
import { parseTrf } from '../formats/trf.js';
import { tournamentFromTrf } from '../formats/trfTournament.js';
import { makeTournamentFile, parseTournamentFile } from '../formats/tournamentFile.js';
import { dutchInputFromTrf, pairDutch } from './dutch/index.js';
import { pairRound } from '../director/registry.js';
import { dutchInputOf } from './swiss.js';

// Every 7th input file of each small set: a spread of sizes, byes, forfeits and withdrawals.
const inputs = (['2025', '2017', '2012'] as const).flatMap((rules) =>
  fixtureNames(rules, 'small')
    .filter((f) => /^case\d+-r\d+\.trf$/.test(f))
    .sort()
    .filter((_, i) => i % 7 === 0)
    .map((f) => [rules, f] as const),
);

/** A fixture round as a tournament of the file, by the given rules. */
function imported(rules: DutchRules, file: string) {
  const trf = parseTrf(fixtureText(rules, `small/${file}`));
  if (!trf.ok) throw new Error(trf.error.message);
  const t = tournamentFromTrf(trf.value);
  if (!t.ok) throw new Error(t.error.message);
  return { trf: trf.value, tournament: { ...t.value, settings: { ...(t.value.settings as SwissSettings), rules } } };
}

describe('a Swiss of the tournament file is paired as the engine pairs its TRF, by the rules it names', () => {
  it('has cases of each edition', () => {
    expect(inputs.filter(([r]) => r === '2025').length).toBeGreaterThan(50);
    expect(inputs.filter(([r]) => r === '2017').length).toBeGreaterThan(100);
    expect(inputs.filter(([r]) => r === '2012').length).toBeGreaterThan(80);
  });
  it.each(inputs)('%s %s', (rules, file) => {
    const { trf, tournament } = imported(rules, file);
    const direct = dutchInputFromTrf(trf);
    if (!direct.ok) throw new Error(direct.error.message);
    const expected = pairDutch({ ...direct.value, rules });
    // Through the tournament file and back, as a director's file would be.
    const t = parseTournamentFile(makeTournamentFile(tournament));
    if (!t.ok) throw new Error(t.error.message);
    expect(t.value.rounds.length).toBe(direct.value.round - 1);
    const mine = pairRound(t.value);
    if (!expected.ok) {
      expect(mine.ok).toBe(false);
      return;
    }
    if (!mine.ok) throw new Error(mine.error.message);
    expect(mine.value.round.games.map((g) => [g.white, g.black])).toEqual(expected.value.pairs.map((p) => [p.white, p.black]));
    expect(mine.value.round.byes).toEqual(expected.value.bye === undefined ? [] : [expected.value.bye]);
  });
});

describe('the rules setting of a Swiss', () => {
  it('a new Swiss is paired by the rules in force (2025); its file says so', () => {
    expect(DEFAULT_SWISS_SETTINGS.rules).toBe('2025');
    const { tournament } = imported('2025', 'case49-r5.trf');
    expect(makeTournamentFile(tournament)).toMatch(/^setting rules 2025$/m);
  });

  it('a file made before the setting existed (no "setting rules" line) keeps the 2017 rules, and says so when written again', () => {
    const { tournament } = imported('2025', 'case49-r5.trf');
    const old = makeTournamentFile(tournament)
      .split('\n')
      .filter((l) => !l.startsWith('setting rules '))
      .join('\n');
    const t = parseTournamentFile(old);
    if (!t.ok) throw new Error(t.error.message);
    expect((t.value.settings as SwissSettings).rules).toBe('2017');
    expect(makeTournamentFile(t.value)).toMatch(/^setting rules 2017$/m);
  });

  // 2025/small/case49-r5: bbpPairings 6 pairs 12–10 on board 6, the 2017 rules 11–10.
  it.each([
    ['2025', [12, 10]],
    ['2017', [11, 10]],
  ] as const)('round 5 of 2025/small/case49 by the %s rules', (rules, pair) => {
    const { tournament } = imported('2025', 'case49-r5.trf');
    const t = { ...tournament, settings: { ...tournament.settings, rules } };
    const input = dutchInputOf(t, t.settings);
    expect(input.ok && input.value.rules).toBe(rules);
    const r = pairRound(t);
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value.round.games.map((g) => [g.white, g.black].sort((a, b) => b - a))).toContainEqual(pair);
  });

  // 2012/small/case34-r2: 1 (F in round 1) and 6 (U) have no colour preference; JaVaFo 1.4 gives 6 white,
  // the 2017 rules (E.5) 1 white. Through the tournament file, by the 2012 setting.
  it('round 2 of 2012/small/case34 by the 2012 rules, as JaVaFo 1.4 pairs it', () => {
    const { tournament } = imported('2012', 'case34-r2.trf');
    const t = parseTournamentFile(makeTournamentFile(tournament));
    if (!t.ok) throw new Error(t.error.message);
    expect((t.value.settings as SwissSettings).rules).toBe('2012');
    const r = pairRound(t.value);
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value.round.games.map((g) => [g.white, g.black])).toEqual([
      [6, 1],
      [3, 2],
      [4, 5],
    ]);
  });

  it('arbiter new --rules 2017 (or 2012) stores the edition, show prints it; --rules 2019 is refused', async () => {
    const cwd = mkdtempSync(join(tmpdir(), 'swiss-'));
    const run = async (args: string[]) => {
      const io = bufferIo(cwd);
      const code = await main(args, io);
      return { code, out: io.stdout(), err: io.stderr() };
    };
    expect((await run(['new', '--file', 'old.txt', '--system', 'swiss-dutch', '--rounds', '5', '--rules', '2017'])).code).toBe(0);
    expect(readFileSync(join(cwd, 'old.txt'), 'utf8')).toMatch(/^setting rules 2017$/m);
    expect((await run(['show', '--file', 'old.txt'])).out).toMatch(/^ {2}rules +2017 +edition of the FIDE Dutch rules/m);
    expect((await run(['new', '--file', 'new.txt', '--system', 'swiss-dutch', '--rounds', '5'])).code).toBe(0);
    expect((await run(['show', '--file', 'new.txt'])).out).toMatch(/^ {2}rules +2025 /m);
    expect((await run(['new', '--file', 'older.txt', '--system', 'swiss-dutch', '--rounds', '5', '--rules', '2012'])).code).toBe(0);
    expect(readFileSync(join(cwd, 'older.txt'), 'utf8')).toMatch(/^setting rules 2012$/m);
    expect((await run(['show', '--file', 'older.txt'])).out).toMatch(/^ {2}rules +2012 +edition of the FIDE Dutch rules/m);
    const bad = await run(['new', '--file', 'bad.txt', '--system', 'swiss-dutch', '--rules', '2019']);
    expect(bad.code).not.toBe(0);
    expect(bad.err).toMatch(/--rules 2019: expected 2025, 2017 or 2012/);
  });
});
