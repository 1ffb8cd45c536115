import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseTrf } from '../formats/trf.js';
import { tournamentFromTrf } from '../formats/trfTournament.js';
import { dutchInputFromTrf, pairDutch } from './dutch/index.js';
import { pairRound } from '../core/registry.js';
import { makeTournamentFile, parseTournamentFile } from '../formats/tournamentFile.js';

const dir = join(process.cwd(), '../shared/fixtures/dutch/2017/small');
// Every 7th input file of the small set: a spread of sizes, byes, forfeits and withdrawals.
const inputs = readdirSync(dir).filter((f) => /^case\d+-r\d+\.trf$/.test(f)).sort().filter((_, i) => i % 7 === 0);

describe('a Swiss of the tournament file is paired as the engine pairs its TRF', () => {
  it('has cases', () => expect(inputs.length).toBeGreaterThan(50));
  it.each(inputs)('%s', (file) => {
    const trf = parseTrf(readFileSync(join(dir, file), 'utf8'));
    if (!trf.ok) throw new Error(trf.error.message);
    const direct = dutchInputFromTrf(trf.value);
    if (!direct.ok) throw new Error(direct.error.message);
    const expected = pairDutch(direct.value);
    const imported = tournamentFromTrf(trf.value);
    if (!imported.ok) throw new Error(imported.error.message);
    // Through the tournament file and back, as a director's file would be.
    const text = makeTournamentFile(imported.value);
    const t = parseTournamentFile(text);
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
