// A paired round's checklist through the director (the web app's pairing explanation, issue 37 Deliver 2):
// a reference round imported from its TRF, the round paired by the tournament's engine, and its checklist
// read back as values — set beside the checklist file the reference engine wrote for the same round
// (src/pairing/dutch/testdata/checklist/: bbpPairings 6.0.0 for 2025, 5.0.1 for 2017), column by column.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { DutchRules } from '../core/settings.js';
import type { Tournament } from '../core/tournament.js';
import { importTrf } from './trfImport.js';
import { pairRound } from './registry.js';
import { roundChecklist } from './operations.js';

const DATA = new URL('../pairing/dutch/testdata/checklist/', import.meta.url).pathname;

/** The tournament of `name.trf` with its next round paired by arbiter (the rules set to `rules`). */
function pairedTournament(name: string, rules: DutchRules): { t: Tournament; round: number } {
  const imported = importTrf(readFileSync(`${DATA}${name}.trf`, 'utf8'), name);
  if (!imported.ok) throw new Error(imported.error.message);
  const before = imported.value.tournament;
  const t0: Tournament = { ...before, settings: { ...before.settings, rules } as Tournament['settings'] };
  const paired = pairRound(t0);
  if (!paired.ok) throw new Error(paired.error.message);
  return { t: { ...t0, rounds: [...t0.rounds, paired.value.round] }, round: t0.rounds.length + 1 };
}

/** The rows of the engine's checklist file: its cells, trimmed, without the engine's closing line. */
function listRows(name: string): string[][] {
  const text = readFileSync(`${DATA}${name}.list`, 'utf8');
  return text
    .split('\n')
    .filter((l) => /^\s*\d+\t/.test(l))
    .map((l) => l.split('\t').map((c) => c.trim()));
}

describe('roundChecklist: the checklist of a paired round, as the reference engine writes it', () => {
  it.each([
    ['2025-case11-r2', '2025', 'bbpPairings 6.0.0'],
    ['2025-case11-r4', '2025', 'bbpPairings 6.0.0'],
    ['2017-case5-r3', '2017', 'bbpPairings 5.0.1'],
  ] as const)('%s (%s rules) as %s writes it', (name, rules, _engine) => {
    const { t, round } = pairedTournament(name, rules);
    const made = roundChecklist(t, round);
    if (!made.ok) throw new Error(made.error.message);
    const list = made.value;
    expect(list.rules).toBe(rules);
    const ours = list.groups
      .flat()
      .map((r) => [
        String(r.id),
        r.points.toFixed(1),
        r.colours,
        r.preference,
        r.mayHaveBye ? 'Y' : 'N',
        ...r.floats,
        r.current === undefined ? '' : r.current === 'bye' ? '(bye)' : `(${r.current.opponent}${r.current.colour})`,
        '',
        ...r.opponents.map((o) => (o === null ? '' : String(o))),
        '',
      ]);
    expect(ours).toEqual(listRows(name));
  });

  it('names the rounds that exist, and refuses a system without the Dutch engine', () => {
    const { t } = pairedTournament('2025-case11-r2', '2025');
    const none = roundChecklist(t, 9);
    expect(none.ok ? undefined : none.error.code).toBe('no-round');
    expect(none.ok ? '' : none.error.message).toBe('rounds 1–2 are paired');
    const robin = roundChecklist({ ...t, settings: { ...t.settings, system: 'round-robin' } as Tournament['settings'] }, 1);
    expect(robin.ok ? undefined : robin.error.code).toBe('no-explanation');
  });
});
