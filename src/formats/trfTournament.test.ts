import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseTrf } from './trf.js';
import { tournamentFromTrf, trfFromTournament } from './trfTournament.js';
import { standings } from '../scoring/standings.js';

const fixtures = join(process.cwd(), '../shared/fixtures/dutch/2017');
const complete = (dir: string) => readdirSync(join(fixtures, dir)).filter((f) => /^case\d+\.trf$/.test(f)).map((f) => join(fixtures, dir, f));

describe('TRF tournaments as our tournaments (the reference tournaments of ../shared/fixtures/dutch/2017)', () => {
  const files = [...complete('small'), ...complete('large')];
  it('finds the fixtures', () => expect(files.length).toBeGreaterThan(100));

  it('imports every one with the points of its own points column, and exports the same round entries', () => {
    const failures: string[] = [];
    for (const file of files) {
      const trf = parseTrf(readFileSync(file, 'utf8'));
      if (!trf.ok) throw new Error(`${file}: ${trf.error.message}`);
      const t = tournamentFromTrf(trf.value);
      if (!t.ok) {
        failures.push(`${file}: ${t.error.message}`);
        continue;
      }
      const rows = standings(t.value, undefined, []).rows;
      const points = new Map(rows.map((r) => [r.id, r.score]));
      for (const p of trf.value.players) if (points.get(p.id) !== p.points) failures.push(`${file}: player ${p.id} has ${points.get(p.id)} points, the file says ${p.points}`);
      const back = trfFromTournament(t.value, { points, rank: new Map() });
      for (const p of trf.value.players) {
        const mine = back.players.find((x) => x.id === p.id)!.rounds.map((e) => `${e.opponent} ${e.result}`);
        const theirs = p.rounds.map((e) => `${e.opponent} ${e.result === ' ' ? 'Z' : e.result}`);
        if (mine.join('|') !== theirs.join('|')) failures.push(`${file}: player ${p.id}: ${mine.join('|')} ≠ ${theirs.join('|')}`);
      }
    }
    expect(failures.slice(0, 10)).toEqual([]);
  });

  it('refuses contradicting opponent entries with a clear message', () => {
    const text = readFileSync(complete('small')[0]!, 'utf8');
    // Player 1's round-1 entry: give him the same colour as his opponent (column 97 is the colour).
    const lines = text.split('\n');
    const i = lines.findIndex((l) => l.startsWith('001    1 '));
    const line = lines[i]!;
    const opponentColour = line[96] === 'w' ? 'b' : 'w';
    lines[i] = line.slice(0, 96) + opponentColour + line.slice(97);
    const trf = parseTrf(lines.join('\n'));
    expect(trf.ok).toBe(true);
    if (!trf.ok) return;
    const t = tournamentFromTrf(trf.value);
    expect(t.ok).toBe(false);
    if (!t.ok) expect(t.error.message).toMatch(/players 1 and \d+, round 1: their entries contradict each other/);
  });
});
